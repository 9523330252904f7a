how
  The lesson's weights [[0.5, 0.5], [0.804, 0.196]] as SVG with --values.
  Checked: xmllint (tests/check-svg.sh validates every heatmap-* SVG), the
  fills against matplotlib's viridis at each weight on 0..1 within 4/255
  (tests/heatmap-check.py svg stdout weights.csv), and by eye in Chromium.
  Layout by hand: 2 x 2 cells of 48 px (12 x 12 or fewer get 48); the grid
  starts at x = 12 pad + 18 title + 8 (one digit, 7.2 px, rounded up) + 6 gap
  = 44 and y = 12 + 18 + 12 (index labels) + 6 = 48; the colour bar 24 px
  right of the grid (x = 164), 96 px tall, ticks 0, 0.5, 1.  Values in cells
  with 3 significant digits, white on dark, black on the light green.  The
  tooltips hold the exact weights (shortest round-trip digits).
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN heatmap --svg --values
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  <?xml version="1.0" encoding="UTF-8"?>
  <svg xmlns="http://www.w3.org/2000/svg" width="229" height="156" viewBox="0 0 229 156" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
  <title>attn heatmap: 2 x 2</title>
  <defs>
  <pattern id="masked" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#e4e4e4"/><rect width="2" height="6" fill="#bcbcbc"/></pattern>
  <linearGradient id="scale" x1="0" y1="1" x2="0" y2="0">
  <stop offset="0" stop-color="#470155"/>
  <stop offset="0.03125" stop-color="#480d60"/>
  <stop offset="0.0625" stop-color="#48186a"/>
  <stop offset="0.09375" stop-color="#482273"/>
  <stop offset="0.125" stop-color="#472d7b"/>
  <stop offset="0.15625" stop-color="#453781"/>
  <stop offset="0.1875" stop-color="#434086"/>
  <stop offset="0.21875" stop-color="#404a89"/>
  <stop offset="0.25" stop-color="#3d528c"/>
  <stop offset="0.28125" stop-color="#395b8d"/>
  <stop offset="0.3125" stop-color="#34638e"/>
  <stop offset="0.34375" stop-color="#306b8e"/>
  <stop offset="0.375" stop-color="#2b728e"/>
  <stop offset="0.40625" stop-color="#277a8e"/>
  <stop offset="0.4375" stop-color="#23818d"/>
  <stop offset="0.46875" stop-color="#21898c"/>
  <stop offset="0.5" stop-color="#1f908b"/>
  <stop offset="0.53125" stop-color="#1f988a"/>
  <stop offset="0.5625" stop-color="#219f87"/>
  <stop offset="0.59375" stop-color="#24a684"/>
  <stop offset="0.625" stop-color="#2aae80"/>
  <stop offset="0.65625" stop-color="#32b57b"/>
  <stop offset="0.6875" stop-color="#3dbc74"/>
  <stop offset="0.71875" stop-color="#4ac26b"/>
  <stop offset="0.75" stop-color="#5ac861"/>
  <stop offset="0.78125" stop-color="#6cce56"/>
  <stop offset="0.8125" stop-color="#80d349"/>
  <stop offset="0.84375" stop-color="#95d83c"/>
  <stop offset="0.875" stop-color="#acdc30"/>
  <stop offset="0.90625" stop-color="#c2df25"/>
  <stop offset="0.9375" stop-color="#d8e21d"/>
  <stop offset="0.96875" stop-color="#ece51b"/>
  <stop offset="1" stop-color="#fce721"/>
  </linearGradient>
  </defs>
  <rect width="229" height="156" fill="#fff"/>
  <text x="92" y="24" text-anchor="middle" fill="#555">key (column)</text>
  <text transform="translate(24 96) rotate(-90)" text-anchor="middle" fill="#555">query (row)</text>
  <g id="rows" text-anchor="end">
  <text x="38" y="72" dy=".35em">0</text>
  <text x="38" y="120" dy=".35em">1</text>
  </g>
  <g id="columns" text-anchor="middle">
  <text x="68" y="42">0</text>
  <text x="116" y="42">1</text>
  </g>
  <g id="cells" shape-rendering="crispEdges">
  <rect x="44" y="48" width="48" height="48" fill="#1f908b"><title>row 0, column 0: 0.5</title></rect>
  <rect x="92" y="48" width="48" height="48" fill="#1f908b"><title>row 0, column 1: 0.5</title></rect>
  <rect x="44" y="96" width="48" height="48" fill="#7ad24d"><title>row 1, column 0: 0.8044296825069569</title></rect>
  <rect x="92" y="96" width="48" height="48" fill="#434387"><title>row 1, column 1: 0.19557031749304307</title></rect>
  </g>
  <g id="values" font-size="12" text-anchor="middle">
  <text x="68" y="72" dy=".35em" fill="#fff">0.5</text>
  <text x="116" y="72" dy=".35em" fill="#fff">0.5</text>
  <text x="68" y="120" dy=".35em" fill="#000">0.804</text>
  <text x="116" y="120" dy=".35em" fill="#fff">0.196</text>
  </g>
  <g id="legend">
  <rect x="164" y="48" width="16" height="96" fill="url(#scale)"/>
  <line x1="180" y1="144" x2="184" y2="144" stroke="#333"/>
  <text x="188" y="144" dy=".35em">0</text>
  <line x1="180" y1="96" x2="184" y2="96" stroke="#333"/>
  <text x="188" y="96" dy=".35em">0.5</text>
  <line x1="180" y1="48" x2="184" y2="48" stroke="#333"/>
  <text x="188" y="48" dy=".35em">1</text>
  </g>
  </svg>
