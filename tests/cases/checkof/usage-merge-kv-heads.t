cmd
  $ATTN check --of merge --kv-heads 1 '[1,0]' '[1,0]' '[1]'
stderr
  attn check: --kv-heads is for --of scores, weights, attend, apply and grad, not --of merge (see attn check --help)
status 2
