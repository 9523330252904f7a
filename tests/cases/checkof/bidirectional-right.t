how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide. The answer is the exactly rounded one, in full.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --bidirectional I.csv answer.csv -p 6
file I.csv
  2,0,2,2
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0
  0,1,1
file answer.csv
  0.5773502691896257,-inf,1.7320508075688772,1.4433756729740643
  1.4433756729740643,0,-inf,-inf
  0,-0.5773502691896257,-1.1547005383792515,1.1547005383792515
  1.1547005383792515,1.1547005383792515,1.1547005383792515,0
stdout
  right to the digits written (16 cells)
