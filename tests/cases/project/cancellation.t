how
  1e16 + 1 - 1e16 + 0.5 = 1.5 exactly; a plain left-to-right sum in
  double gives 0.5 (1e16 + 1 rounds to 1e16).
cmd
  $ATTN project -w '[1;1;1]' -b '[0.5]' '[1e16,1,-1e16]'
stdout
  1.5
