how
  With stdin closed, the temporary file of -o must not take descriptor 0
  (where the reader would read it as an empty stdin): the same error as
  without -o, and no file.
cmd
  $ATTN weights -o o.csv <&-; echo "status $?"
after
  test -e o.csv && echo "o.csv made" || echo "no o.csv"; ls -a | grep -c "^\.o\.csv\."
stdout
  status 1
  no o.csv
  0
stderr
  attn weights: <stdin>: bad file descriptor
