how
  1e16 + 1 - 1e16 = 1 exactly; a plain left-to-right sum in double gives 0.
cmd
  $ATTN scores --no-scale -q '[1e16,1,-1e16]' -k '[1,1,1]'
stdout
  1
