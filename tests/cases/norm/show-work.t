how
  The working: the nearest doubles to sum x^2, to the mean (or
  the sum) plus eps and to its root; the outputs as norm's.
cmd
  $ATTN norm --show-work --eps 0
stdin
  3.0,4.0,1.0,-1.0
  0.0,2.0,-2.0,0.0
stdout
  1.1547005383792515,1.539600717839002,0.3849001794597505,-0.3849001794597505
  0,1.4142135623730951,-1.4142135623730951,0
stderr
  row 0 (<stdin> line 1)
    x              [3, 4, 1, -1]
    sum of squares 3^2 + 4^2 + 1^2 + (-1)^2 = 27
    mean + eps     27 / 4 + 0 = 6.75
    root           sqrt(6.75) = 2.598076211353316
    output         x / 2.598076211353316 = [1.1547005383792515, 1.539600717839002, 0.3849001794597505, -0.3849001794597505]
  row 1 (<stdin> line 2)
    x              [0, 2, -2, 0]
    sum of squares 0^2 + 2^2 + (-2)^2 + 0^2 = 8
    mean + eps     8 / 4 + 0 = 2
    root           sqrt(2) = 1.4142135623730951
    output         x / 1.4142135623730951 = [0, 1.4142135623730951, -1.4142135623730951, 0]
