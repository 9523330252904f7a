how
  float(mpf(dot)/sqrt(3)) with mpmath: the exactly rounded scaled score
cmd
  $ATTN scores -q '[1,1,1]' -k '[1,0,0;1,1,1]'
stdout
  0.5773502691896257,1.7320508075688772
