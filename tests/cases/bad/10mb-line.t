how
  A 10,000,005-byte line of 2,500,001 fields, made by awk; the largest is the last.
cmd
  awk 'BEGIN { for (i = 0; i < 2500000; i++) printf "0.5,"; print "0.75" }' | $ATTN topk
stdout
  2500000
