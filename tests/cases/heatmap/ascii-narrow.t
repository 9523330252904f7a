how
  Independent Python rendering (as heatmap-ascii-sampled): 20 columns leave
  16, too few for 12 two-character cells but enough for 12 one-character
  cells, so nothing is sampled; values j/11 rounded to 4 places, level
  floor(10 v).  -u is accepted and changes nothing.
cmd
  COLUMNS=20 $ATTN heatmap -u m.csv
file m.csv
  0.0,0.0909,0.1818,0.2727,0.3636,0.4545,0.5455,0.6364,0.7273,0.8182,0.9091,1.0
  1.0,0.9091,0.8182,0.7273,0.6364,0.5455,0.4545,0.3636,0.2727,0.1818,0.0909,0.0
stdout
     0    5    10
    +------------+
  0 |  .:-=+*#%@@|
  1 |@@%#*+=-:.  |
    +------------+
    0 [ .:-=+*#%@] 1
