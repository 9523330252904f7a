cmd
  $ATTN check -t e.tsv a.tsv
file a.tsv
  1	2
file e.tsv
  1	2
stdout
  all 2 cells close (largest difference 0)
