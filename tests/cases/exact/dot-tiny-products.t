how
  The products 1e-200*1e-200 (below 2^-1074, the least subnormal) cancel
  exactly; 1e-300*1e-20 of the doubles given is 2024.0225... * 2^-1074
  (mpmath at 3000 bits), which rounds to the subnormal 2024 * 2^-1074,
  written 1e-320.
cmd
  $ATTN scores --no-scale -q '[1e-200,1e-200,1e-300]' -k '[1e-200,-1e-200,1e-20]'
stdout
  1e-320
