cmd
  $ATTN weights "$(printf 'no\nsuch')"
stderr
  attn weights: no\x0asuch: no such file or directory
status 1
