cmd
  $ATTN norm --heads 3 --eps 0 '[2,-0.5,0;1,1,1]'
stderr
  attn norm: <literal>:1: head 2 of the row is all 0 and --eps is 0, so it has no norm (0/0)
status 1
