cmd
  mkdir d && mkfifo in && { env --ignore-signal=HUP $ATTN weights -o d/W.csv <in & pid=$!; exec 3>in; echo 0,0 >&3; i=0; while [ $(ls -a d | grep -c '^\.W\.csv\.') = 0 ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; echo "temporary files: $(ls -a d | grep -c '^\.W\.csv\.')"; kill -HUP $pid; sleep 0.2; exec 3>&-; wait $pid 2>/dev/null; echo "status $?"; cat d/W.csv; }
after
  ls -a d
stdout
  temporary files: 1
  status 0
  0.5,0.5
  .
  ..
  W.csv
