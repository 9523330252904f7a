how
  No scale, temperature 0.5: scores [2,0]; weights e^2/(e^2+1), 1/(e^2+1); output twice those. mpmath: 1.761594156, 0.238405844 (10 digits).
cmd
  $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --no-scale --temperature 0.5 -p 10
stdout
  1.761594156,0.238405844
