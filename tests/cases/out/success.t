cmd
  mkdir d && $ATTN scores -q '[1,0;0,1]' -k '[1,1;1,-1]' --no-scale -o d/S.csv >printed
after
  echo "bytes on stdout: $(wc -c <printed)"; cat d/S.csv; ls -a d
stdout
  bytes on stdout: 0
  1,1
  1,-1
  .
  ..
  S.csv
