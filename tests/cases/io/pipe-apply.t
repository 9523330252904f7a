cmd
  awk 'BEGIN{for(i=0;i<200000;i++)print "1,0"}' | sh -c '$ATTN apply -v "[7;8]"; echo status $? >&2' | head -n 1
stdout
  7
stderr
  status 0
