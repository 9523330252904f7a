cmd
  $ATTN attend -q '[1,0;0.3,-1.2]' -k '[1,0.5;-0.7,2;0.25,1]' -v '[1,2;3,-1;0.5,0.25]' --dtype e4m3 --accumulate f16 --recipe flash --block 2 --show-work
stdout
  1.1,0.94
  1.1,1.1
stderr
  row 0 (<literal> line 1): q = [1, 0]
    kernel         e4m3, accumulators f16, the flash recipe, blocks of 2 keys
    q.k            f16  [1, -0.6875, 0.25]
    c q.k          f16  [0.707, -0.486, 0.1768]
    block 0        keys 0 to 1
      max m'       f16  0.707
      p            f16  [1, 0.3032]  exp(s - m')
      p            e4m3 [1, 0.3]
      r            f16  0  exp(m - m')
      sum p        f16  1.303
      l            f16  1.303  r l + sum p
      acc          f16  [1.9375, 1.6875]  r acc + p V
    block 1        keys 2 to 2
      max m'       f16  0.707
      p            f16  [0.5884]  exp(s - m')
      p            e4m3 [0.56]
      r            f16  1  exp(m - m')
      sum p        f16  0.5884
      l            f16  1.891  r l + sum p
      acc          f16  [2.219, 1.828]  r acc + p V
    acc / l        f16  [1.174, 0.967]
    output         e4m3 [1.1, 0.94]
  row 1 (<literal> line 2): q = [0.3, -1.2]
    kernel         e4m3, accumulators f16, the flash recipe, blocks of 2 keys
    q.k            f16  [-0.3125, -2.715, -1.172]
    c q.k          f16  [-0.221, -1.92, -0.8286]
    block 0        keys 0 to 1
      max m'       f16  -0.221
      p            f16  [1, 0.1829]  exp(s - m')
      p            e4m3 [1, 0.19]
      r            f16  0  exp(m - m')
      sum p        f16  1.183
      l            f16  1.183  r l + sum p
      acc          f16  [1.5625, 1.8125]  r acc + p V
    block 1        keys 2 to 2
      max m'       f16  -0.221
      p            f16  [0.5444]  exp(s - m')
      p            e4m3 [0.56]
      r            f16  1  exp(m - m')
      sum p        f16  0.5444
      l            f16  1.727  r l + sum p
      acc          f16  [1.844, 1.953]  r acc + p V
    acc / l        f16  [1.068, 1.131]
    output         e4m3 [1.1, 1.1]
