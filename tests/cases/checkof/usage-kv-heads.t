cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --heads 3 --kv-heads 2 '[1,1;1,1]'
stderr
  attn check: --kv-heads 2 does not divide --heads 3 (see attn check --help)
status 2
