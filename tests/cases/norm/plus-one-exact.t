how
  1 + 2^-60 is no double; 3 (1 + 2^-60) / sqrt(12.5) is taken with
  it exactly, and 4 (1 - 1) = 0.
cmd
  $ATTN norm --plus-one --eps 0 -w W.csv X.csv
file W.csv
  8.673617379884035e-19,-1.0
file X.csv
  3,4
stdout
  0.848528137423857,0
