cmd
  $ATTN weights --heads 2 --lse S.csv | $ATTN apply --lse --heads 2 --kv-heads 1 -v '[3]'
file S.csv
  0.5,-1
stdout
  # attn lse: heads=2 keys=1 sinks=none masked-rows=zero
  3,3,0.5,-1
