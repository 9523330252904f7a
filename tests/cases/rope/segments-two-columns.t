cmd
  $ATTN rope --segments '[0,1]' '[1,2]'
stderr
  attn rope: <literal>:1: a segments file has one id a row, not 2 fields
status 1
