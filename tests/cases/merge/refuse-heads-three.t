cmd
  $ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1 -k K1.csv -v V1.csv  >P1.csv; $ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1 -k K2.csv -v V2.csv  >P2.csv; $ATTN merge --heads 3 P1.csv P2.csv
file K.csv
  1,-0.5
  0.5,2
  -1,0.25
file K1.csv
  1,-0.5
file K2.csv
  0.5,2
  -1,0.25
file Q.csv
  1,0.5,-0.5,2
  0.25,-1,1.5,0.75
file V.csv
  1,2
  -0.5,0.25
  3,-1
file V1.csv
  1,2
file V2.csv
  -0.5,0.25
  3,-1
stderr
  attn merge: P1.csv: part 1 was written with --heads 2, but merge has --heads 3 (give merge the parts' --heads)
status 1
