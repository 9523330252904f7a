how
  Python: repr(math.ldexp(1.0, 976)), the shortest digits that read back
cmd
  $ATTN rank --values '[6.386688990511104e+293]'
stdout
  6.386688990511104e+293
