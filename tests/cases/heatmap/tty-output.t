how
  On a terminal, but -o FILE is not one: ASCII, by hand; the file is in place and no temporary is left.
cmd
  COLORTERM=truecolor COLUMNS=80 script -qec "$ATTN heatmap -o pic.txt \"[0,1]\"" /dev/null
after
  cat pic.txt; ls -a | grep pic
stdout
     0 1
    +----+
  0 |  @@|
    +----+
    0 [ .:-=+*#%@] 1
  pic.txt
