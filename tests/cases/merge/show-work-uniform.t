how
  (1 + 2 * 2.5) / 3 = 2 and (2 + 2 * 3.5) / 3 = 3, exactly.
cmd
  $ATTN merge --show-work --masked-rows uniform P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=1 sinks=none masked-rows=uniform
  1,2,-inf
file P2.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=uniform
  2.5,3.5,-inf
stdout
  2,3
stderr
  row 0 (P1.csv line 2)
    parts' LSEs    [-inf, -inf]
    output         every part is -inf; --masked-rows uniform: the mean of V
                   (1*[1, 2] + 2*[2.5, 3.5]) / 3
                   = [2, 3]
