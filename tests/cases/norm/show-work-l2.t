how
  The working: the nearest doubles to sum x^2, to the mean (or
  the sum) plus eps and to its root; the outputs as norm's.
cmd
  $ATTN norm --show-work --l2 --eps 0.5 --plus-one -w '[0,-0.5,1,2]'
stdin
  3.0,4.0,1.0,-1.0
  0.0,2.0,-2.0,0.0
stdout
  0.5720775535473553,0.38138503569823695,0.38138503569823695,-0.5720775535473553
  0,0.3429971702850177,-1.3719886811400708,0
stderr
  row 0 (<stdin> line 1)
    x              [3, 4, 1, -1]
    sum of squares 3^2 + 4^2 + 1^2 + (-1)^2 = 27
    sum + eps      27 + 0.5 = 27.5
    root           sqrt(27.5) = 5.244044240850758
    output         x * (1 + w) / 5.244044240850758 = [0.5720775535473553, 0.38138503569823695, 0.38138503569823695, -0.5720775535473553]
  row 1 (<stdin> line 2)
    x              [0, 2, -2, 0]
    sum of squares 0^2 + 2^2 + (-2)^2 + 0^2 = 8
    sum + eps      8 + 0.5 = 8.5
    root           sqrt(8.5) = 2.9154759474226504
    output         x * (1 + w) / 2.9154759474226504 = [0, 0.3429971702850177, -1.3719886811400708, 0]
