cmd
  $ATTN check --of project -w '[1]' -x '[1]' --base 100 '[1]'
stderr
  attn check: --base is for --of rope, not --of project (see attn check --help)
status 2
