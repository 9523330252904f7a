how
  2^53, the largest N.
  The scale: 1.0536712127723509e-08, the exact 1/sqrt(9007199254740992) rounded once.
cmd
  $ATTN scores --scale '1/sqrt(9007199254740992)' -q '[3]' -k '[5]'
stdout
  1.5805068191585263e-07
