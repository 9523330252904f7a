how
  Each head of one column is x / |x|.
cmd
  $ATTN norm --heads 3 --eps 0 '[2,-0.5,-0.25]'
stdout
  1,-1,-1
