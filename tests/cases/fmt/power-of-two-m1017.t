how
  Python: repr(math.ldexp(1.0, -1017)), the shortest digits that read back
cmd
  $ATTN rank --values '[7.120236347223045e-307]'
stdout
  7.120236347223045e-307
