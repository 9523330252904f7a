cmd
  awk 'BEGIN { for (i = 0; i < 3000; i++) print i % 7 "," i % 5 }' >in.csv && (ulimit -f 1; $ATTN weights in.csv >W.csv)
stderr
  attn weights: <stdout>: file too large
status 1
