cmd
  $ATTN check --of rope -x '[1,2]' -w '[1]' '[1]'
stderr
  attn check: -w is for --of project and norm, not --of rope (see attn check --help)
status 2
