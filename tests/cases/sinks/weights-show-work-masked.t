cmd
  $ATTN weights --show-work --lse --sinks '[0.5]' '[-inf,-inf]'
stdout
  # attn lse: heads=1 keys=2 sinks=in masked-rows=zero
  0,0,0.5
stderr
  row 0 (<literal> line 1)
    scores         [-inf, -inf]
    row max        max(-inf, sink 0.5) = 0.5
    exp(s - max)   [0, 0]
                   = [0, 0]
    sink           exp(sink - max) = exp(0) = 1
    sum            0 + 0 + 1 = 1
    weights        [0, 0] / 1
                   = [0, 0]
    sink weight    1 / 1 = 1 (the sink has no value)
    lse            max + ln(sum) = 0.5 + ln(1) = 0.5
