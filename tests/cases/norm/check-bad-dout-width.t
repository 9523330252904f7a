cmd
  $ATTN check --of norm -x '[1,2]' --dout '[1,2,3]' '[1]'
stderr
  attn check: <literal>:1: dY has 3 columns, but X has 2 (dY must have the output's shape)
status 2
