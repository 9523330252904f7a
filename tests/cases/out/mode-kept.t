cmd
  mkdir d && echo old > d/W.csv && chmod 640 d/W.csv && echo old > d/X.csv && chmod 604 d/X.csv && $ATTN weights -o d/W.csv '[1,1]' && $ATTN weights -o d/X.csv '[1,1]'
after
  stat -c '%a %n' d/W.csv d/X.csv; cat d/W.csv d/X.csv
stdout
  640 d/W.csv
  604 d/X.csv
  0.5,0.5
  0.5,0.5
