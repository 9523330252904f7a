cmd
  $ATTN apply -v V.csv A.csv --dtype bf16 --lse
file A.csv
  1,0,0,0,0,0
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
stderr
  attn apply: --lse with --dtype is attend's and weights': a kernel's apply has no log-sum-exp to pass on (attend -q Q -k K -v V --dtype T --lse writes O and the LSEs) (see attn apply --help)
status 2
