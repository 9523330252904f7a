cmd
  $ATTN check --of rope -x '[1,2]' --heads 1 --kv-heads 1 '[1]'
stderr
  attn check: --kv-heads is for --of scores, weights, attend, apply and grad, not --of rope (see attn check --help)
status 2
