cmd
  mkdir d && $ATTN scores -q '[1,0]' -k '[1,0;0,1]' --no-scale -o d/1-scores && $ATTN weights '[0,0]' -o d/2-weights && $ATTN apply -v '[2,0;0,2]' '[0.5,0.5]' -o d/3-apply && $ATTN topk '[1,3,2]' -o d/4-topk && $ATTN rank '[1,3,2]' -o d/5-rank && $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --causal -o d/6-attend && $ATTN check '[1]' '[1]' -o d/7-check
after
  for f in d/*; do echo "$f: $(cat $f)"; done; ls -a d
stdout
  d/1-scores: 1,0
  d/2-weights: 0.5,0.5
  d/3-apply: 1,1
  d/4-topk: 1
  d/5-rank: 1,2,0
  d/6-attend: 2,0
  d/7-check: all 1 cells close (largest difference 0)
  .
  ..
  1-scores
  2-weights
  3-apply
  4-topk
  5-rank
  6-attend
  7-check
