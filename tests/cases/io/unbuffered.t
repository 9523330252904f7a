cmd
  { echo 1,2; sleep 2; echo 2,1; } | $ATTN topk -u >out & sleep 1; cat out; wait
stdout
  1
