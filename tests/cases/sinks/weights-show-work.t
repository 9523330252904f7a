how
  The numbers: the reference of tests/gen/sinks.py, printed %.6g; the layout is attn-weights(1)'s.
cmd
  $ATTN weights --show-work -p 6 --sinks '[0.5]' --lse '[0.7071067811865476,-0.7071067811865476]'
stdout
  # attn lse: heads=1 keys=2 sinks=in masked-rows=zero
  0.48637,0.118245,1.42789
stderr
  row 0 (<literal> line 1)
    scores         [0.707107, -0.707107]
    row max        max(0.707107, sink 0.5) = 0.707107
    exp(s - max)   [exp(0), exp(-1.41421)]
                   = [1, 0.243117]
    sink           exp(sink - max) = exp(-0.207107) = 0.812933
    sum            1 + 0.243117 + 0.812933 = 2.05605
    weights        [1, 0.243117] / 2.05605
                   = [0.48637, 0.118245]
    sink weight    0.812933 / 2.05605 = 0.395386 (the sink has no value)
    lse            max + ln(sum) = 0.707107 + ln(2.05605) = 1.42789
