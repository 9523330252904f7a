how
  The exactly rounded weights of lesson 1 (see checkof-lesson1-no-scale).
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -p 3 '[0.5,0.5;0.8044296825069569,0.19557031749304307]' -o report.txt; echo "status $?"; cat report.txt
stdout
  status 0
  right to the digits written (4 cells)
