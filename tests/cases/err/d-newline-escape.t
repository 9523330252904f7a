cmd
  $ATTN weights -d '\n' '[1]'
stderr
  attn weights: -d takes one character (or \t for tab), not '\n' (see attn weights --help)
status 2
