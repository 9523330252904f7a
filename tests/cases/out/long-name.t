how
  A 250-byte file name is valid (NAME_MAX is 255): the temporary file
  beside it takes a shorter name instead of failing.
cmd
  n=$(printf "%0250d" 0); $ATTN rank -o "$n" "[1,2]" && cat "$n"
stdout
  1,0
