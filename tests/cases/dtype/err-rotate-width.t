cmd
  $ATTN attend -q '[1,2,3]' -k '[1,2,3;4,5,6]' -v '[1;2]' --dtype bf16 --quantize e4m3 --rotate hadamard
stderr
  attn attend: --rotate hadamard needs heads whose width is a power of two, not 3 (see attn attend --help)
status 2
