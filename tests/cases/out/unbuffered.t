cmd
  mkfifo in; $ATTN weights -u <in >out & exec 3>in; echo 1,1 >&3; i=0; while [ ! -s out ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; cat out; exec 3>&-; wait
stdout
  0.5,0.5
