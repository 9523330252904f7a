how
  -s writes nothing: an -o FILE is neither made nor changed, whatever the status.
cmd
  echo old >report.txt; $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -s -o report.txt '[0.5,0.5;0.8044296825069569,0.19557031749304307]'; echo "status $?"; cat report.txt
stdout
  status 0
  old
