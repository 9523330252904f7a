how
  A field is shown cut at 40 bytes, then "...".
cmd
  $ATTN rank
stdin
  1,abcdefghijabcdefghijabcdefghijabcdefghijabcdefghij
stderr
  attn rank: <stdin>:1: field 2, 'abcdefghijabcdefghijabcdefghijabcdefghij...', is not a number
status 1
