cmd
  $ATTN merge --show-work --masked-rows nan '[1,2,-inf]' '[3,4,-inf]'
stdout
  nan,nan
stderr
  row 0 (<literal> line 1)
    parts' LSEs    [-inf, -inf]
    output         every part is -inf; --masked-rows nan
                   = [nan, nan]
