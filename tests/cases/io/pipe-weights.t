cmd
  awk 'BEGIN{for(i=0;i<200000;i++)print i","i+1}' | sh -c '$ATTN weights --fixed 3; echo status $? >&2' | head -n 1
stdout
  0.269,0.731
stderr
  status 0
