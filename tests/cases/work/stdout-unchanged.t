cmd
  a=$($ATTN attend -q Q.csv -k K.csv -v V.csv --causal --show-work 2>/dev/null); b=$($ATTN attend -q Q.csv -k K.csv -v V.csv --causal); [ "$a" = "$b" ] && echo same; a=$($ATTN scores -q Q.csv -k K.csv -p 4 --show-work 2>/dev/null); b=$($ATTN scores -q Q.csv -k K.csv -p 4); [ "$a" = "$b" ] && echo same
file K.csv
  1,1
  1,-1
  0,2
file Q.csv
  1,0
  0,1
  1,1
file V.csv
  1,2
  3,4
  5,6
stdout
  same
  same
