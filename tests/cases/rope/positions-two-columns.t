cmd
  $ATTN rope --positions '[1,2]' '[1,2]'
stderr
  attn rope: <literal>:1: --positions has 2 fields in a row; it takes one position per row
status 1
