cmd
  $ATTN check --of scores -q '[1,0;0,1]' -k '[1,1;1,-1]' '[1,1;1,1]' b.csv
stderr
  attn check: unexpected operand 'b.csv' (see attn check --help)
status 2
