cmd
  printf '1\n2\n' | $ATTN scores -k /dev/fd/0
stderr
  attn scores: only one operand can be read from stdin, and '/dev/fd/0' is stdin too (see attn scores --help)
status 2
