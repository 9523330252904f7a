how
  The working: the nearest doubles to sum x^2, to the mean (or
  the sum) plus eps and to its root; the outputs as norm's.
cmd
  $ATTN norm --show-work --heads 2 -p 4
stdin
  3.0,4.0,1.0,-1.0
  0.0,2.0,-2.0,0.0
stdout
  0.8485,1.131,1,-1
  0,1.414,-1.414,0
stderr
  row 0 (<stdin> line 1)
    x              [3, 4, 1, -1]
    head           0 of 2
    sum of squares 3^2 + 4^2 = 25
    mean + eps     25 / 2 + 1e-06 = 12.5
    root           sqrt(12.5) = 3.536
    output         x / 3.536 = [0.8485, 1.131]
    head           1 of 2
    sum of squares 1^2 + (-1)^2 = 2
    mean + eps     2 / 2 + 1e-06 = 1
    root           sqrt(1) = 1
    output         x / 1 = [1, -1]
  row 1 (<stdin> line 2)
    x              [0, 2, -2, 0]
    head           0 of 2
    sum of squares 0^2 + 2^2 = 4
    mean + eps     4 / 2 + 1e-06 = 2
    root           sqrt(2) = 1.414
    output         x / 1.414 = [0, 1.414]
    head           1 of 2
    sum of squares (-2)^2 + 0^2 = 4
    mean + eps     4 / 2 + 1e-06 = 2
    root           sqrt(2) = 1.414
    output         x / 1.414 = [-1.414, 0]
