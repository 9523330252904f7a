how
  Scaled scores +-1/sqrt(2) = +-0.70710678...; -p 5 gives 0.70711 in the legend.
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN heatmap -p 5
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
     0 1
    +----+
  0 |@@@@|
  1 |@@  |
    +----+
    -0.70711 [ .:-=+*#%@] 0.70711
