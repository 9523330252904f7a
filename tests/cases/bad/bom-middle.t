cmd
  printf '1,2\n\357\273\2773,4\n' | $ATTN rank
stdout
  1,0
stderr
  attn rank: <stdin>:2: field 1, '\xef\xbb\xbf3', is not a number
status 1
