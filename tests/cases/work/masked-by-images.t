how
  Worked by hand from attn(1), Mask options and Show work: scores of 0.
  Keys 0 and 1 are image 1, so row 0 sees key 1 too; key 2 (text, after
  both rows) is hidden by the causal rule, which --bidirectional brought
  and whose option the working names.  Each row: keys 0 and 1, 1/2 each.
cmd
  $ATTN weights --show-work --bidirectional '[1,1,0]'
stdin
  0,0,0
  0,0,0
stdout
  0.5,0.5,0
  0.5,0.5,0
stderr
  row 0 (<stdin> line 1)
    scores         [0, 0, 0]
    masked         [0, 0, -inf]   by --bidirectional
    row max        0
    exp(s - max)   [exp(0), exp(0), 0]
                   = [1, 1, 0]
    sum            1 + 1 + 0 = 2
    weights        [1, 1, 0] / 2
                   = [0.5, 0.5, 0]
  row 1 (<stdin> line 2)
    scores         [0, 0, 0]
    masked         [0, 0, -inf]   by --bidirectional
    row max        0
    exp(s - max)   [exp(0), exp(0), 0]
                   = [1, 1, 0]
    sum            1 + 1 + 0 = 2
    weights        [1, 1, 0] / 2
                   = [0.5, 0.5, 0]
