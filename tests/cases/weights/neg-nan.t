cmd
  $ATTN weights
stdin
  1,-NaN
stderr
  attn weights: <stdin>:1: field 2 is '-NaN'; scores must be finite or -inf
status 1
