how
  head closes the pipe after the first difference: check ends quietly
  with status 1, as it has found a difference (diff and cmp would not say
  success either).
cmd
  awk "BEGIN{for(i=0;i<20000;i++)print 1}" > e.csv; awk "BEGIN{for(i=0;i<20000;i++)print 2}" > a.csv; { $ATTN check e.csv a.csv; echo "status $?" >&2; } | head -n 1
stdout
  row 0, column 0: expected 1, got 2, difference 1
stderr
  status 1
