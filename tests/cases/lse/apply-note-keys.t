cmd
  $ATTN apply --lse -v '[3]' W.csv
file W.csv
  # attn lse: heads=1 keys= sinks=none masked-rows=zero
  1,0
stderr
  attn apply: W.csv: the weights' note has 'keys=', with no value: keys= is a whole number from 1 to 9007199254740992
status 1
