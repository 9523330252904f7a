cmd
  printf '\357\273\2771,2\n' | $ATTN rank
stdout
  1,0
