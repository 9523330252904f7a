cmd
  mkdir d && mkfifo in && { $ATTN weights -o d/W.csv <in & pid=$!; exec 3>in; echo 1,1 >&3; i=0; while [ $(ls -a d | grep -c '^\.W\.csv\.') = 0 ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; echo "temporary files: $(ls -a d | grep -c '^\.W\.csv\.')"; kill -HUP $pid; exec 3>&-; wait $pid 2>/dev/null; echo "status $?"; }
after
  ls -a d
stdout
  temporary files: 1
  status 129
  .
  ..
