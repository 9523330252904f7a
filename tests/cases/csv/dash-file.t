cmd
  $ATTN rank --values ./-
file -
  1,2
stdout
  2,1
