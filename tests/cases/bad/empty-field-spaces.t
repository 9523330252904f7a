cmd
  $ATTN rank e.csv
file e.csv
  1, 	 ,2
stderr
  attn rank: e.csv:1: field 2 is empty
status 1
