how
  the working laid out as attn(1) shows it, from tests/lib/kernel.py's steps
cmd
  $ATTN attend -q '[1,0;0.3,-1.2]' -k '[1,0.5;-0.7,2;0.25,1]' -v '[1,2;3,-1;0.5,0.25]' --dtype e4m3 --accumulate f16 --show-work
stdout
  1.1,0.9
  1,1.1
stderr
  row 0 (<literal> line 1): q = [1, 0]
    kernel         e4m3, accumulators f16, the math recipe
    q~ = c q       e4m3 [0.7, 0]
    q~.k           f16  [0.6875, -0.4727, 0.1719]
    scores         e4m3 [0.7, -0.47, 0.17]
    row max        e4m3 0.7
    exp(s - max)   f16  [1, 0.3147, 0.597]
    sum            f16  1.912
    e / sum        e4m3 [0.5, 0.17, 0.3]
    P V            f16  [1.172, 0.9062]
    output         e4m3 [1.1, 0.9]
  row 1 (<literal> line 2): q = [0.3, -1.2]
    kernel         e4m3, accumulators f16, the math recipe
    q~ = c q       e4m3 [0.22, -0.9]
    q~.k           f16  [-0.2188, -1.9, -0.8203]
    scores         e4m3 [-0.22, -1.9, -0.8]
    row max        e4m3 -0.22
    exp(s - max)   f16  [1, 0.1908, 0.5522]
    sum            f16  1.743
    e / sum        e4m3 [0.56, 0.11, 0.3]
    P V            f16  [1.047, 1.094]
    output         e4m3 [1, 1.1]
