cmd
  $ATTN rank --values -d '\t' in.tsv
file in.tsv
  1	2
  3	 4 
stdout
  2	1
  4	3
