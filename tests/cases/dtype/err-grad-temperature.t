cmd
  $ATTN grad --wrt q --temperature 2 -q Q.csv -k K.csv -v V.csv --dout dO.csv --dtype bf16
file K.csv
  1.022,-0.085,0.98,-1.458
  0.238,-0.043,0.656,-0.27
  0.927,0.98,1.327,-2.125
  -1.234,1.412,2.581,0.506
  -0.338,1.206,0.213,0.211
file Q.csv
  -0.011,-0.673,0.377,1.302
  1.622,0.604,0.026,-0.291
  -0.48,-1.08,-1.634,-1.864
file V.csv
  1.352,0.065,-1.706
  -0.689,0.623,-0.845
  0.384,-0.548,0.557
  -0.517,0.915,-0.364
  -1.087,0.528,0.368
file dO.csv
  -2.018,0.158,-2.36
  0.14,-0.361,-1.037
  0.987,-0.642,-1.573
stderr
  attn grad: --temperature is not taken with grad --dtype (the backward recipes have no step for it) (see attn grad --help)
status 2
