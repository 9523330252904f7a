how
  Expected output written by an independent Python rendering of the layout
  the manual describes: 30 columns less "0 |" and "|" leave 26, too few for
  60 columns even one character wide, so 26 columns are shown, column
  p = round(59 p / 25) (the first and the last among them), one character
  each; labels every 5th shown column (two-digit indices need 3 characters);
  character = ramp[floor(10 v / 59)] on the data's range 0..59.
cmd
  COLUMNS=30 $ATTN heatmap wide.csv
file wide.csv
  0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59
  59,58,57,56,55,54,53,52,51,50,49,48,47,46,45,44,43,42,41,40,39,38,37,36,35,34,33,32,31,30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0
  0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9
stdout
     0    12   24   35   47   59
    +--------------------------+
  0 |   ..:::--===+++**###%%@@@|
  1 |@@@%%###**+++===--:::..   |
  2 |   ..  ..  ..   .   .   ..|
    +--------------------------+
    0 [ .:-=+*#%@] 59
    26 of 60 columns shown, sampled evenly to fit 30 characters (--svg draws all)
