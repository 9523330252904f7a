how
  Worked by hand from attn(1), Mask options and Show work: scores of 0, so
  every weight is 1/k for the k keys kept.  Row i sits at position i; the
  causal rule (brought by --prefix) keeps j <= i and key 0 (the prefix),
  and the keys of the row's image (ids 0,0,1,1: rows 2 and 3 are image 1,
  which sees keys 2 and 3 both ways); --chunk 2 then keeps floor(j/2) =
  floor(i/2).  Row 0: key 0 (key 1 hidden by the causal rule, 2 and 3 by
  both) "by --prefix --chunk"; row 1: keys 0, 1, the same words; rows 2
  and 3: keys 2 and 3, the rest hidden by the chunk alone, "by --chunk".
  The causal rule is named by the option that brought it, --prefix, as
  --causal was not given.
cmd
  $ATTN weights --show-work --prefix 1 --chunk 2 --bidirectional '[0,0,1,1]'
stdin
  0,0,0,0
  0,0,0,0
  0,0,0,0
  0,0,0,0
stdout
  1,0,0,0
  0.5,0.5,0,0
  0,0,0.5,0.5
  0,0,0.5,0.5
stderr
  row 0 (<stdin> line 1)
    scores         [0, 0, 0, 0]
    masked         [0, -inf, -inf, -inf]   by --prefix --chunk
    row max        0
    exp(s - max)   [exp(0), 0, 0, 0]
                   = [1, 0, 0, 0]
    sum            1 + 0 + 0 + 0 = 1
    weights        [1, 0, 0, 0] / 1
                   = [1, 0, 0, 0]
  row 1 (<stdin> line 2)
    scores         [0, 0, 0, 0]
    masked         [0, 0, -inf, -inf]   by --prefix --chunk
    row max        0
    exp(s - max)   [exp(0), exp(0), 0, 0]
                   = [1, 1, 0, 0]
    sum            1 + 1 + 0 + 0 = 2
    weights        [1, 1, 0, 0] / 2
                   = [0.5, 0.5, 0, 0]
  row 2 (<stdin> line 3)
    scores         [0, 0, 0, 0]
    masked         [-inf, -inf, 0, 0]   by --chunk
    row max        0
    exp(s - max)   [0, 0, exp(0), exp(0)]
                   = [0, 0, 1, 1]
    sum            0 + 0 + 1 + 1 = 2
    weights        [0, 0, 1, 1] / 2
                   = [0, 0, 0.5, 0.5]
  row 3 (<stdin> line 4)
    scores         [0, 0, 0, 0]
    masked         [-inf, -inf, 0, 0]   by --chunk
    row max        0
    exp(s - max)   [0, 0, exp(0), exp(0)]
                   = [0, 0, 1, 1]
    sum            0 + 0 + 1 + 1 = 2
    weights        [0, 0, 1, 1] / 2
                   = [0, 0, 0.5, 0.5]
