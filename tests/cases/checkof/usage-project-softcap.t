cmd
  $ATTN check --of project -w '[1]' -x '[1]' --softcap 2 '[1]'
stderr
  attn check: --softcap is for --of weights, attend and grad, not --of project (see attn check --help)
status 2
