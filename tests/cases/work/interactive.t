how
  A row typed in alone gets its working and its result at once, before the next row (or the end of input) arrives: stdout is flushed per row under --show-work.
cmd
  mkfifo in; $ATTN weights --show-work <in >out 2>err & exec 3>in; echo 1,1 >&3; i=0; while [ ! -s out ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; cat err out; exec 3>&-; wait
stdout
  row 0 (<stdin> line 1)
    scores         [1, 1]
    row max        1
    exp(s - max)   [exp(0), exp(0)]
                   = [1, 1]
    sum            1 + 1 = 2
    weights        [1, 1] / 2
                   = [0.5, 0.5]
  0.5,0.5
