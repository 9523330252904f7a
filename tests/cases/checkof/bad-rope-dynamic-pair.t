cmd
  $ATTN check --of rope -x '[1,2]' --scaling dynamic --factor 2 --original-max 2 --seq-len 3 '[1]'
stderr
  attn check: <literal>:1: --scaling dynamic needs more than 2 rotated columns (its exponent is R/(R-2))
status 2
