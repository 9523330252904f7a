how
  The working: the nearest doubles to sum x^2, to the mean (or
  the sum) plus eps and to its root; the outputs as norm's.
cmd
  $ATTN norm --show-work --heads 2 -w '[1,0.5]'
stdin
  3.0,4.0,1.0,-1.0
  0.0,2.0,-2.0,0.0
stdout
  0.8485281034827336,0.5656854023218224,0.999999500000375,-0.4999997500001875
  0,0.7071066044099186,-1.4142132088198371,0
stderr
  row 0 (<stdin> line 1)
    x              [3, 4, 1, -1]
    head           0 of 2
    sum of squares 3^2 + 4^2 = 25
    mean + eps     25 / 2 + 1e-06 = 12.500001
    root           sqrt(12.500001) = 3.535534047354091
    output         x * w / 3.535534047354091 = [0.8485281034827336, 0.5656854023218224]
    head           1 of 2
    sum of squares 1^2 + (-1)^2 = 2
    mean + eps     2 / 2 + 1e-06 = 1.000001
    root           sqrt(1.000001) = 1.000000499999875
    output         x * w / 1.000000499999875 = [0.999999500000375, -0.4999997500001875]
  row 1 (<stdin> line 2)
    x              [0, 2, -2, 0]
    head           0 of 2
    sum of squares 0^2 + 2^2 = 4
    mean + eps     4 / 2 + 1e-06 = 2.000001
    root           sqrt(2.000001) = 1.4142139159264415
    output         x * w / 1.4142139159264415 = [0, 0.7071066044099186]
    head           1 of 2
    sum of squares (-2)^2 + 0^2 = 4
    mean + eps     4 / 2 + 1e-06 = 2.000001
    root           sqrt(2.000001) = 1.4142139159264415
    output         x * w / 1.4142139159264415 = [-1.4142132088198371, 0]
