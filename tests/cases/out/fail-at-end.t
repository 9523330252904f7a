cmd
  mkdir d && $ATTN weights --mask '[1,1;1,0;0,1]' -o d/W.csv '[1,2;3,4]'
after
  ls -a d
stdout
  .
  ..
stderr
  attn weights: <literal>:3: the mask has more rows than the scores (2)
status 1
