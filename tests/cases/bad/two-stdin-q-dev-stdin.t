cmd
  printf '1\n2\n' | $ATTN scores -q /dev/stdin -k -
stderr
  attn scores: only one operand can be read from stdin, and '/dev/stdin' is stdin too (see attn scores --help)
status 2
