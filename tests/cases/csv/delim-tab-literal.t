cmd
  $ATTN rank --values -d "$(printf '\t')" in.tsv
file in.tsv
  1	2
stdout
  2	1
