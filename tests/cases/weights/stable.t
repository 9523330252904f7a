how
  exp(-1000)/(1+exp(-1000)) is about 5e-435, which rounds to 0
cmd
  $ATTN weights '[1000,1000;-1000,0]'
stdout
  0.5,0.5
  0,1
