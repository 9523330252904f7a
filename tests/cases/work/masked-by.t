cmd
  $ATTN weights --show-work --causal --offset 1 --mask M.csv --bias B.csv
stdin
  1,2,3
  1,2,3
  1,2,3
file B.csv
  0,0,0
  0,0,0
  0.5,0,-inf
file M.csv
  1,1,1
  1,0,1
  1,0,1
stdout
  0.2689414213699951,0.7310585786300049,0
  0.11920292202211756,0,0.8807970779778824
  1,0,0
stderr
  row 0 (<stdin> line 1)
    scores         [1, 2, 3]
    masked         [1, 2, -inf]   by --causal
    + bias         + [0, 0, 0]
                   = [1, 2, -inf]
    row max        2
    exp(s - max)   [exp(-1), exp(0), 0]
                   = [0.36787944117144233, 1, 0]
    sum            0.36787944117144233 + 1 + 0 = 1.3678794411714423
    weights        [0.36787944117144233, 1, 0] / 1.3678794411714423
                   = [0.2689414213699951, 0.7310585786300049, 0]
  row 1 (<stdin> line 2)
    scores         [1, 2, 3]
    masked         [1, -inf, 3]   by --mask
    + bias         + [0, 0, 0]
                   = [1, -inf, 3]
    row max        3
    exp(s - max)   [exp(-2), 0, exp(0)]
                   = [0.1353352832366127, 0, 1]
    sum            0.1353352832366127 + 0 + 1 = 1.1353352832366126
    weights        [0.1353352832366127, 0, 1] / 1.1353352832366126
                   = [0.11920292202211756, 0, 0.8807970779778824]
  row 2 (<stdin> line 3)
    scores         [1, 2, 3]
    masked         [1, -inf, -inf]   by --mask --bias
    + bias         + [0.5, 0, -inf]
                   = [1.5, -inf, -inf]
    row max        1.5
    exp(s - max)   [exp(0), 0, 0]
                   = [1, 0, 0]
    sum            1 + 0 + 0 = 1
    weights        [1, 0, 0] / 1
                   = [1, 0, 0]
