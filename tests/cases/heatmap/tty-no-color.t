how
  On a terminal (script(1) gives one) but NO_COLOR is set: ASCII, by hand.
cmd
  NO_COLOR=1 COLUMNS=80 script -qec "$ATTN heatmap \"[0,1]\"" /dev/null | tr -d "\r"
stdout
     0 1
    +----+
  0 |  @@|
    +----+
    0 [ .:-=+*#%@] 1
