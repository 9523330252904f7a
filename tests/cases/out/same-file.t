cmd
  mkdir d && printf '1,1\n0,0\n' > d/S.csv && $ATTN weights -o d/S.csv d/S.csv
after
  cat d/S.csv; ls -a d
stdout
  0.5,0.5
  0.5,0.5
  .
  ..
  S.csv
