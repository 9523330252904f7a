cmd
  $ATTN check --of project -w '[1,0;0,1]' -x '[1,2,3]' '[1]'
stderr
  attn check: <literal>:1: row has 3 columns, but W has 2 rows (d_in must match)
status 2
