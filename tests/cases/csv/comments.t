cmd
  $ATTN rank --values in.csv
file in.csv
  # header comment
  1,2
    # indented
  #1,2,3
  3,4
stdout
  2,1
  4,3
