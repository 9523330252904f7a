how
  -s writes nothing: an -o FILE is neither made nor changed, whatever the status.
cmd
  echo old >report.txt; $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -s -o report.txt '[0.5,0.5;0.881,0.119]'; echo "status $?"; cat report.txt
stdout
  status 1
  old
