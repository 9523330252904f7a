cmd
  $ATTN check --of weights --decimals -1 -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.80,0.20]'
stderr
  attn check: --decimals takes a whole number from 0 to 17, not '-1' (see attn check --help)
status 2
