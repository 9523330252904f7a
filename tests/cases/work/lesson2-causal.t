how
  stderr checked against an independent rendering:
    /usr/bin/python3 tests/tools/show-work.py attend -p 6 --causal '[1,0]' '[1,0;0,1]' '[2,0;0,2]'
  (Python floats and math; layout rebuilt from the manual).
  Lesson 2: with only the first key causally allowed the output is [2,0].
cmd
  $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --show-work --causal -p 6
stdout
  2,0
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*0 = 1
                   q.k1 = masked (-inf)
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, masked] / 1.41421
                   = [0.707107, -inf]
    row max        0.707107
    exp(s - max)   [exp(0), 0]
                   = [1, 0]
    sum            1 + 0 = 1
    weights        [1, 0] / 1
                   = [1, 0]
    output         1*[2, 0] + 0*[0, 2]
                   = [2, 0]
