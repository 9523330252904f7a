cmd
  $ATTN check --of scores -q '[1]' -k '[1]' --dtype bf16 --quantize e4m3 '[1]'
stderr
  attn check: --quantize is for --of attend, not --of scores (see attn check --help)
status 2
