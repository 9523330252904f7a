cmd
  $ATTN rank --values -d ' ' in.txt
file in.txt
  1 2
stdout
  2 1
