cmd
  printf 'old\n' >a.csv && ln a.csv b.csv && $ATTN weights '[1,1]' -o a.csv && cat a.csv b.csv
stdout
  0.5,0.5
  old
