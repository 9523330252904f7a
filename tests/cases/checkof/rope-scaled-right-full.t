how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  --positions 3, 0, 7 (a left-padded batch's ids): row i at its entry.
  --head-dim 4. The answer is them, in full.
cmd
  $ATTN check --of rope -x X.csv --base 100 --positions P.csv --scaling llama3 --factor 8 --original-max 32 --head-dim 4 answer.csv -p 6
file P.csv
  3
  0
  7
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  -1.060552500630379,2.0360851263426576,-0.3538762402403555,-0.9243145342826781,-0.707752480480711,-0.46215726714133903,2.121105001260758,-1.0180425631713288
  0.5,-1,2,1,-1,-2,1,-0.5
  1.6047201643111249,0.17477677817757442,2.724862050499672,-1.992348633600522,1.5078045086866092,-0.7340091495338994,1.3139731974375781,-3.0759113394895703
stdout
  right to the digits written (24 cells)
