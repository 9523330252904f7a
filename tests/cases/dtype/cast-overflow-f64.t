how
  f64 has no number past its range, but an inf saturates
cmd
  $ATTN cast --dtype f64 --overflow saturate '[1e308,-inf]'
stdout
  1e+308,-1.7976931348623157e+308
