cmd
  $ATTN check --of weights --decimals 2 --dtype bf16 -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.80,0.20]'
stderr
  attn check: --decimals is not taken with --dtype: the verdict's rule says how close (see attn check --help)
status 2
