how
  The products 1e200*1e200 and 1e200*(-1e200) are 1e400 and -1e400, beyond
  any double; they cancel exactly, and 1*1 is left: the dot product is 1.
  attn(1), Exactness: exactly rounded for every finite input.
cmd
  $ATTN scores --no-scale -q '[1e200,1e200,1]' -k '[1e200,-1e200,1]'
stdout
  1
