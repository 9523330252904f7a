cmd
  $ATTN check -p 3 '[0.5,0.5;0.804,0.196]' '[0.5,0.5;0.8044296825069569,0.1955703174930431]'
stdout
  row 1, column 0: expected 0.804, got 0.804, difference 0.00043
  row 1, column 1: expected 0.196, got 0.196, difference 0.00043
  2 of 4 cells differ (largest difference 0.00043 at row 1, column 1)
status 1
