cmd
  $ATTN rank --header --values in.csv
file in.csv
  # made by hand

  "key 0","key, 1"
  1,2
stdout
  2,1
