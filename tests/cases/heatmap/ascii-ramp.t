how
  0, 0.1, ..., 1 on the range 0..1: value k/10 is level k, 1 is the top
  level (9) too.  --ascii after --color=always wins (the last one counts).
  Column indices: 10 takes two characters and cells are two wide, so every second index is labelled (labels need a space between them).
cmd
  $ATTN heatmap --color=always --ascii "[0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1]"
stdout
     0   2   4   6   8   10
    +----------------------+
  0 |  ..::--==++**##%%@@@@|
    +----------------------+
    0 [ .:-=+*#%@] 1
