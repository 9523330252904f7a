cmd
  awk 'BEGIN{for(i=0;i<200000;i++)print i","i+1}' | $ATTN topk | tail -n 1
stdout
  1
