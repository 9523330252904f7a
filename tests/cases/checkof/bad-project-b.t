cmd
  $ATTN check --of project -w '[1,0;0,1]' -b '[1,2,3]' -x '[1,2]' '[1]'
stderr
  attn check: <literal>:1: B has 3 numbers, but W has 2 columns (d_out must match)
status 2
