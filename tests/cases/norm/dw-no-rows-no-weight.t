how
  No rows and no W: nothing says how wide dW is; nothing is written.
cmd
  $ATTN norm --dout D.csv --wrt w
stdin
file D.csv
