cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --heads 0 '[1,1;1,1]'
stderr
  attn check: --heads takes a whole number from 1 to 1048576, not '0' (see attn check --help)
status 2
