cmd
  $ATTN norm --dout '[1]' --wrt w '[1,2]'
stderr
  attn norm: <literal>:1: dY has 1 column, but X has 2 (dY must have the output's shape)
status 1
