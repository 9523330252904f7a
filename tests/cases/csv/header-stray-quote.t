how
  A header line is skipped as it stands: its stray quote and CR are not
  parsed (man attn: -H).  rank of [1,2] is column 1 then 0, by hand.
cmd
  $ATTN rank -H h.csv
file h.csv escaped
  na"me,x\r
  1,2
stdout
  1,0
