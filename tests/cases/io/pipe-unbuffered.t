cmd
  awk 'BEGIN{for(i=0;i<200000;i++)print i","i+1}' | sh -c '$ATTN topk -u; echo status $? >&2' | head -n 1
stdout
  1
stderr
  status 0
