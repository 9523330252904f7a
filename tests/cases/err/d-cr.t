cmd
  $ATTN weights -d "$(printf '\r')" '[1]'
stderr
  attn weights: -d cannot be '\x0d': it ends lines (see attn weights --help)
status 2
