cmd
  $ATTN norm --eps 0 --heads 2 '[1,2,-0,0]'
stderr
  attn norm: <literal>:1: head 1 of the row is all 0 and --eps is 0, so it has no norm (0/0)
status 1
