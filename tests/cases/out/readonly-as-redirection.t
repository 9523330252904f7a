cmd
  printf 'old\n' >a.csv; cp a.csv b.csv; chmod 444 a.csv b.csv; if (: >b.csv) 2>/dev/null; then want=0 text=0.5,0.5; else want=1 text=old; fi; $ATTN weights '[0,0]' -o a.csv 2>/dev/null; got=$?; [ $got = $want ] && echo status as a redirection; [ "$(cat a.csv)" = $text ] && echo file as a redirection
stdout
  status as a redirection
  file as a redirection
