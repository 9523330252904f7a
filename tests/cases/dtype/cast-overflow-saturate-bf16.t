how
  3.4e+38 past bf16's largest value 3.3895313892515355e+38
cmd
  $ATTN cast --dtype bf16 --overflow saturate '[1,-3.4e+38,3.4e+38,3.3895313892515355e+38,inf,-inf,nan]'
stdout
  1,-3.389e+38,3.389e+38,3.389e+38,3.389e+38,-3.389e+38,nan
