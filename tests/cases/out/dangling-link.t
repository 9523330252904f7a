how
  -o through a link to a file not yet made makes that file and keeps the
  link, as a shell redirection does.
cmd
  ln -s made.csv link.csv && $ATTN rank -o link.csv "[1,2]"
after
  test -L link.csv && echo "link kept"; cat made.csv
stdout
  link kept
  1,0
