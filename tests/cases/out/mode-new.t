cmd
  mkdir d && umask 027 && $ATTN weights -o d/a.csv '[1,1]' && umask 000 && $ATTN weights -o d/b.csv '[1,1]' && umask 022 && $ATTN weights -o d/c.csv '[1,1]'
after
  stat -c '%a %n' d/a.csv d/b.csv d/c.csv
stdout
  640 d/a.csv
  666 d/b.csv
  644 d/c.csv
