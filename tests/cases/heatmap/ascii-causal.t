how
  The README's example.  Expected output from numpy: S = X X^T / sqrt(2)
  with -inf above the diagonal; range = the finite scores' -1.0607..1.4142;
  level floor(10 (s - lo) / (hi - lo)); -inf as '//'.
cmd
  $ATTN scores --causal -q '[1,0;0,1;1,1;1,-1;-1,0.5]' -k '[1,0;0,1;1,1;1,-1;-1,0.5]' | $ATTN heatmap --ascii
stdout
     0 1 2 3 4
    +----------+
  0 |##////////|
  1 |==##//////|
  2 |####@@////|
  3 |##..==@@//|
  4 |..++::  ##|
    +----------+
    -1.06 [ .:-=+*#%@] 1.41   // -inf
