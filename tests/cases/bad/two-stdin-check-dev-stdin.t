cmd
  printf '1\n' | $ATTN check /dev/stdin
stderr
  attn check: only one operand can be read from stdin, and '/dev/stdin' is stdin too (see attn check --help)
status 2
