cmd
  $ATTN scores --scale '1.7976931348623157e308*1' -k '[1]' -q '[1]'
stdout
  1.7976931348623157e+308
