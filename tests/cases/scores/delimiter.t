cmd
  $ATTN scores --no-scale -d ';' -k K.csv -q Q.csv
file K.csv
  1;2
  3;4
file Q.csv
  1;2
  -1;1
stdout
  5;11
  1;1
