cmd
  $ATTN attend -q '[1,2]' -k '[1,2;3,4e8]' -v '[1;2]' --dtype bf16 --accumulate f16 --quantize e4m3
stderr
  attn attend: <literal>: the descale of K's rows 1-2 (its largest |entry| over 448, e4m3's largest) overflows f16
status 1
