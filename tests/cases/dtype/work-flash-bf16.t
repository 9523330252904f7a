cmd
  $ATTN attend -q '[1,0;0.3,-1.2]' -k '[1,0.5;-0.7,2;0.25,1]' -v '[1,2;3,-1;0.5,0.25]' --dtype bf16 --accumulate f32 --recipe flash --block 2 --show-work
stdout
  1.164,0.977
  1.06,1.11
stderr
  row 0 (<literal> line 1): q = [1, 0]
    kernel         bf16, accumulators f32, the flash recipe, blocks of 2 keys
    q.k            f32  [1, -0.69921875, 0.25]
    c q.k          f32  [0.70710677, -0.49442232, 0.17677669]
    block 0        keys 0 to 1
      max m'       f32  0.70710677
      p            f32  [1, 0.300734]  exp(s - m')
      p            bf16 [1, 0.3]
      r            f32  0  exp(m - m')
      sum p        f32  1.300734
      l            f32  1.300734  r l + sum p
      acc          f32  [1.9023438, 1.6992188]  r acc + p V
    block 1        keys 2 to 2
      max m'       f32  0.70710677
      p            f32  [0.58841074]  exp(s - m')
      p            bf16 [0.59]
      r            f32  1  exp(m - m')
      sum p        f32  0.58841074
      l            f32  1.8891448  r l + sum p
      acc          f32  [2.1972656, 1.8466797]  r acc + p V
    acc / l        f32  [1.1631007, 0.97752154]
    output         bf16 [1.164, 0.977]
  row 1 (<literal> line 2): q = [0.3, -1.2]
    kernel         bf16, accumulators f32, the flash recipe, blocks of 2 keys
    q.k            f32  [-0.30078125, -2.616562, -1.1279297]
    c q.k          f32  [-0.21268447, -1.8501886, -0.7975667]
    block 0        keys 0 to 1
      max m'       f32  -0.21268447
      p            f32  [1, 0.19446479]  exp(s - m')
      p            bf16 [1, 0.194]
      r            f32  0  exp(m - m')
      sum p        f32  1.1944648
      l            f32  1.1944648  r l + sum p
      acc          f32  [1.5830078, 1.8056641]  r acc + p V
    block 1        keys 2 to 2
      max m'       f32  -0.21268447
      p            f32  [0.55717146]  exp(s - m')
      p            bf16 [0.56]
      r            f32  1  exp(m - m')
      sum p        f32  0.55717146
      l            f32  1.7516363  r l + sum p
      acc          f32  [1.8623047, 1.9453125]  r acc + p V
    acc / l        f32  [1.06318, 1.1105688]
    output         bf16 [1.06, 1.11]
