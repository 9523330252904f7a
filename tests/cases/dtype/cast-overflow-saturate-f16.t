how
  65520 past f16's largest value 65504
cmd
  $ATTN cast --dtype f16 --overflow saturate '[1,-65520,65520,65504,inf,-inf,nan]'
stdout
  1,-65500,65500,65500,65500,-65500,nan
