how
  65520 past f16's largest value 65504
cmd
  $ATTN cast --dtype f16 --overflow inf '[1,-65520,65520,65504,inf,-inf,nan]'
stdout
  1,-inf,inf,65500,inf,-inf,nan
