cmd
  ln -s L2 L1 && ln -s L1 L2 && $ATTN weights '[1,1]' -o L1
after
  [ -L L1 ] && [ -L L2 ] && echo both links kept; ls -A | grep '^\.' || echo no temporary file
stdout
  both links kept
  no temporary file
stderr
  attn weights: L1: too many levels of symbolic links
status 1
