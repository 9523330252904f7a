cmd
  $ATTN weights --masked-rows some '[1]'
stderr
  attn weights: --masked-rows takes zero, uniform, nan or error, not 'some' (see attn weights --help)
status 2
