cmd
  printf 'old\n' >ro.csv; chmod 444 ro.csv; if [ "$(id -u)" = 0 ]; then set -- setpriv --bounding-set -dac_override; fi; "$@" $ATTN weights '[0,0]' -o ro.csv
after
  cat ro.csv; ls -A | grep '^\.' || echo no temporary file
stdout
  old
  no temporary file
stderr
  attn weights: ro.csv: permission denied
status 1
