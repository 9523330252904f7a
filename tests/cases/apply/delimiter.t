cmd
  $ATTN apply -d '\t' -v V.tsv W.tsv
file V.tsv
  2	0
  0	2
file W.tsv
  0.5	 0.5
stdout
  1	1
