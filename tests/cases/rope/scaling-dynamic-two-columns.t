cmd
  $ATTN rope --scaling dynamic --factor 2 --original-max 64 --seq-len 128 '[1,2]'
stderr
  attn rope: <literal>:1: --scaling dynamic needs more than 2 rotated columns (its exponent is R/(R-2))
status 1
