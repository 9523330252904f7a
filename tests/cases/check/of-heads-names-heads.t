how
  K splits into --kv-heads G blocks, G being --heads when --kv-heads is
  not given: the message names the option the user gave, --heads.  Data
  errors are status 2 under check (attn-check(1), EXIT STATUS).
cmd
  $ATTN check --of scores --heads 3 -q Q4.csv -k Q4.csv '[1]'
file Q4.csv
  1,2,3,4
  5,6,7,8
stderr
  attn check: Q4.csv: K has 4 columns, which --heads 3 does not divide
status 2
