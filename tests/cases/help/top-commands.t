cmd
  $ATTN --help | awk '/^  [a-z]+  /{print $1}' | grep -xE 'scores|weights|apply|topk|rank|attend|check'
stdout
  scores
  weights
  apply
  topk
  rank
  attend
  check
