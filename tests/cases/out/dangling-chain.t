cmd
  ln -s M2 M1 && ln -s M3 M2 && $ATTN weights '[1,1]' -o M1
after
  [ -L M1 ] && [ -L M2 ] && echo links kept; cat M3
stdout
  links kept
  0.5,0.5
