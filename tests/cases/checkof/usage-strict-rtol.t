cmd
  $ATTN check --of weights --rtol 0 --strict -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.80,0.20]'
stderr
  attn check: --strict and --rtol are two rules: give one (see attn check --help)
status 2
