how
  1e300 - 1e300 cancels, which sends the dot product down the exact path,
  and the products 3.8e257 * 3 need the wide sum.  -3 * 3.804818689501637e+257
  lies exactly halfway between two doubles, so the 631.16... beside it
  decides the rounding: with fractions, float(631.161876908449 -
  3 * 3.804818689501637e+257) = -1.141445606850491e+258, one ulp nearer 0
  than -3 * 3.804818689501637e+257 rounded alone (-1.1414456068504913e+258).
cmd
  $ATTN scores --no-scale -q '[631.161876908449,-3.804818689501637e+257,1e300,-1e300]' -k '[1,3,1,1]'
stdout
  -1.141445606850491e+258
