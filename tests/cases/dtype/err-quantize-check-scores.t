cmd
  $ATTN check --of scores -q '[1]' -k '[1]' --dtype bf16 --quantize e4m3 '[1]'
stderr
  attn check: --quantize is attend's (Q's descales need all of its rows): not for scores, weights or apply (see attn check --help)
status 2
