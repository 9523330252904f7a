how
  As exact-grad-dk-overflow, with the scale c = 1e-20: the sums of
  products, 5e309 in size, are kept exact however far beyond a double,
  and c * sum rounds once (mpmath at 2000 bits) to -5e+289 and 5e+289.
cmd
  $ATTN grad --wrt k -q '[1e300;1e300]' -k '[0;0]' -v '[0;1]' --dout '[1e10;1e10]' --scale 1e-20
stdout
  -5e+289
  5e+289
