how
  The numbers: the reference of tests/gen/sinks.py (the factors exp(L_p - L) with L exact, each rounded), printed %.6g.
cmd
  $ATTN merge --show-work --lse -p 6 P1.csv P2.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stdout
  # attn lse: heads=1 sinks=none masked-rows=zero
  1.33952,0.660477,1.10794
stderr
  row 0 (P1.csv line 1)
    parts' LSEs    [0.707107, 0]
    max            0.707107
    sum            sum of exp(L - max) = exp(0) + exp(-0.707107) = 1.49307
    lse            max + ln(sum) = 0.707107 + ln(1.49307) = 1.10794
    rescale        exp(L - lse) = [0.669762, 0.330238]
    output         0.669762*[2, 0] + 0.330238*[0, 2]
                   = [1.33952, 0.660477]
