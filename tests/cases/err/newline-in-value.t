cmd
  $ATTN weights --masked-rows "$(printf 'a\nb')" '[1]'
stderr
  attn weights: --masked-rows takes zero, uniform, nan or error, not 'a\x0ab' (see attn weights --help)
status 2
