cmd
  $ATTN merge --show-work --heads 2 '[1,2,-inf,0]' '[3,4,-inf,-inf]'
stdout
  0,2
stderr
  row 0 (<literal> line 1)
    head           0 of 2
    parts' LSEs    [-inf, -inf]
    output         every part is -inf: no key, a row of 0
                   = [0]
    head           1 of 2
    parts' LSEs    [0, -inf]
    max            0
    sum            sum of exp(L - max) = exp(0) + 0 = 1
    lse            max + ln(sum) = 0 + ln(1) = 0
    rescale        exp(L - lse) = [1, 0]
    output         1*[2] + 0*[4]
                   = [2]
