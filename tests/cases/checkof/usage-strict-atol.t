cmd
  $ATTN check --of weights --strict --atol 1e-3 -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.80,0.20]'
stderr
  attn check: --strict and --atol are two rules: give one (see attn check --help)
status 2
