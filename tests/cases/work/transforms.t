how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py weights -p 6 --temperature 0.5 --softcap 5 --bias '[0.5,-inf,1]' --name '<stdin>' '[1,2,3]'
  (Python floats and math; layout rebuilt from the manual).
cmd
  $ATTN weights --show-work -p 6 --temperature 0.5 --softcap 5 --bias '[0.5,-inf,1]'
stdin
  1,2,3
stdout
  0.0590487,0,0.940951
stderr
  row 0 (<stdin> line 1)
    scores         [1, 2, 3]
    masked         [1, -inf, 3]   by --bias
    temperature    / 0.5
                   = [2, -inf, 6]
    softcap        5*tanh(s/5)
                   = [1.89974, -inf, 4.16827]
    + bias         + [0.5, -inf, 1]
                   = [2.39974, -inf, 5.16827]
    row max        5.16827
    exp(s - max)   [exp(-2.76853), 0, exp(0)]
                   = [0.0627543, 0, 1]
    sum            0.0627543 + 0 + 1 = 1.06275
    weights        [0.0627543, 0, 1] / 1.06275
                   = [0.0590487, 0, 0.940951]
