cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --silent '[0.5,0.5;0.881,0.119]'; echo "status $?"
stdout
  status 1
