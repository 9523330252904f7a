cmd
  mkdir d && echo old > d/real.csv && chmod 640 d/real.csv && ln -s real.csv d/link.csv && $ATTN weights '[1,1]' -o d/link.csv
after
  ls -a d; test -L d/link.csv && echo 'link.csv is still a link'; stat -c '%a %n' d/real.csv; cat d/real.csv
stdout
  .
  ..
  link.csv
  real.csv
  link.csv is still a link
  640 d/real.csv
  0.5,0.5
