how
  A spreadsheet saved in a comma-decimal locale: ";" between fields, "," in numbers.
cmd
  $ATTN rank s.csv
file s.csv
  0,5;0,25
stderr
  attn rank: s.csv:1: field 2, '5;0', is not a number (try -d ';')
status 1
