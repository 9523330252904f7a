cmd
  $ATTN merge -t p1.tsv p2.tsv
file p1.tsv
  2	0	0
file p2.tsv
  0	2	0
stdout
  1	1
