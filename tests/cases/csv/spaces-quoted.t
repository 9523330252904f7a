cmd
  $ATTN rank --values in.csv
file in.csv
   "1" , " 2 " 
stdout
  2,1
