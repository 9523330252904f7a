cmd
  $ATTN check --of norm -x '[1,2]' --kv-heads 1 '[1]'
stderr
  attn check: --kv-heads is for --of scores, weights, attend, apply and grad, not --of norm (see attn check --help)
status 2
