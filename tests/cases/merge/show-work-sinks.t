cmd
  $ATTN merge --show-work --sinks '[0]' '[2,0]' '[4,0]'
stdout
  2
stderr
  row 0 (<literal> line 1)
    parts' LSEs    [0, 0]
    sink           0 (a part whose output is 0)
    max            0
    sum            sum of exp(L - max) = exp(0) + exp(0) + exp(0) = 3
    lse            max + ln(sum) = 0 + ln(3) = 1.0986122886681098
    rescale        exp(L - lse) = [0.3333333333333333, 0.3333333333333333], the sink's 0.3333333333333333
    output         0.3333333333333333*[2] + 0.3333333333333333*[4]
                   = [2]
