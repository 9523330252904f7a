how
  The one finite value, 1, lies in [0, 1]: range 0..1, 1 is '@'.  +inf is
  above everything: '@'.  -inf is masked: '/'; nan: '?'.  Both appear in the
  legend because both occur.
cmd
  $ATTN heatmap --color=never "[1,-inf;nan,inf]"
stdout
     0 1
    +----+
  0 |@@//|
  1 |??@@|
    +----+
    0 [ .:-=+*#%@] 1   // -inf   ?? nan
