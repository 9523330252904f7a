cmd
  $ATTN weights --show-work --lse '[-inf,-inf]'
stdout
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero
  0,0,-inf
stderr
  row 0 (<literal> line 1)
    scores         [-inf, -inf]
    weights        every key is masked; --masked-rows zero:
                   = [0, 0]
    lse            -inf (no key, no sink)
