how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath); ALiBi has no gradient of its own.
  The answer: tests/gen/checkof.py's numpy alibi-sign, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q --alibi-slopes S.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file S.csv
  0.5
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  -0.3516,-0.3516,0.3516,0.2690
  -0.3443,-0.3443,0.3443,0.7211
  0.6184,0.6184,-0.6184,-1.2540
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.470172, got -0.3516, difference 0.118572
  row 0, column 1: expected -0.470172, got -0.3516, difference 0.118572
  row 0, column 2: expected 0.470172, got 0.3516, difference 0.118572
  row 0, column 3: expected 0.472382, got 0.269, difference 0.203382
  row 1, column 0: expected -0.581758, got -0.3443, difference 0.237458
  row 1, column 1: expected -0.581758, got -0.3443, difference 0.237458
  row 1, column 2: expected 0.581758, got 0.3443, difference 0.237458
  row 1, column 3: expected 1.25762, got 0.7211, difference 0.53652
  row 2, column 0: expected 0.146985, got 0.6184, difference 0.471415
  row 2, column 1: expected 0.146985, got 0.6184, difference 0.471415
  row 2, column 2: expected -0.146985, got -0.6184, difference 0.471415
  row 2, column 3: expected -0.714009, got -1.254, difference 0.539991
  12 of 12 cells differ (largest difference 0.539991 at row 2, column 3)
  likely mistake (alibi-sign): ALiBi was added with the wrong sign: + m_h |i - j|, not - m_h |i - j| (m_0 = 0.5)
status 1
