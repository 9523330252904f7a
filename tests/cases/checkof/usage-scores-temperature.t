cmd
  $ATTN check --of scores -q '[1,0;0,1]' -k '[1,1;1,-1]' --temperature 2 '[1,1;1,1]'
stderr
  attn check: --temperature is for --of weights, attend and grad, not --of scores (see attn check --help)
status 2
