how
  The dot product is exactly 1 (exact-dot-huge-products), divided by
  sqrt(3): mpmath at 3000 bits gives 1/sqrt(3), which rounds to
  0.5773502691896257.
cmd
  $ATTN scores -q '[1e200,1e200,1]' -k '[1e200,-1e200,1]'
stdout
  0.5773502691896257
