how
  Lesson 1 with a causal mask given as a file on stdin; row 0 softmax([0.7071, 0.7071]) = [0.5, 0.5], then key 1 set to 0.
cmd
  printf '1,0\n1,1\n' | $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --mask - '[0.5,0;0.804,0.196]' -p 3
stdout
  row 0, column 0: expected 1, got 0.5, difference 0.5
  1 of 4 cells differ (largest difference 0.5 at row 0, column 0)
  likely mistake (mask-after-softmax): the softmax ran over all 2 keys of each row, then the masked weights were set to 0 without renormalising
status 1
