how
  Row 1 is softmax([0,1]) = [1/(1+e), e/(1+e)], exactly rounded with mpmath.
cmd
  $ATTN weights
stdin
  0,1
  +inf,0
stdout
  0.2689414213699951,0.7310585786300049
stderr
  attn weights: <stdin>:2: field 1 is '+inf'; scores must be finite or -inf
status 1
