cmd
  $ATTN check --of rope -x '[1,2]' --positions '[0,1]' '[1]'
stderr
  attn check: <literal>:1: --positions has 2 fields in a row; it takes one position per row
status 2
