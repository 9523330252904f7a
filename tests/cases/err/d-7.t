cmd
  $ATTN weights -d 'N' '[1]'
stderr
  attn weights: -d cannot be 'N': no letter can, since numbers hold some (1e-3, inf, nan) (see attn weights --help)
status 2
