how
  With -s there is no report: -o FILE is neither made nor changed, whether the matrices agree (status 0) or not (status 1), as cmp -s writes nothing.
cmd
  echo old >report.txt; $ATTN check -s -o report.txt '[1,2]' '[1,2]'; echo "status $?"; cat report.txt; $ATTN check -s -o new.txt '[1,2]' '[1,3]'; echo "status $?"; ls new.txt 2>/dev/null || echo "no new.txt"
stdout
  status 0
  old
  status 1
  no new.txt
