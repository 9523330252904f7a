how
  exp(-2e308) underflows to 0; 1e-308 differences vanish next to 1, so 0.5 each (exact).
cmd
  $ATTN weights '[1e308,-1e308;-1e308,1e308;1e-308,-1e-308]'
stdout
  1,0
  0,1
  0.5,0.5
