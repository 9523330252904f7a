cmd
  $ATTN weights S.csv
file S.csv
  # scores
  +Infinity,1
stderr
  attn weights: S.csv:2: field 1 is '+Infinity'; scores must be finite or -inf
status 1
