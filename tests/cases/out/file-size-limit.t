how
  3,000 rows of weights, some 60 KB, past a limit of one block (512 or 1024
  bytes): the write fails with EFBIG (SIGXFSZ ignored), the temporary file
  is removed and the old d/W.csv stays.
cmd
  mkdir d && echo old > d/W.csv && awk 'BEGIN { for (i = 0; i < 3000; i++) print i % 7 "," i % 5 }' >in.csv && (ulimit -f 1; $ATTN weights -o d/W.csv in.csv)
after
  cat d/W.csv; ls -a d
stdout
  old
  .
  ..
  W.csv
stderr
  attn weights: d/W.csv: file too large
status 1
