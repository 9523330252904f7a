how
  Labels must be escaped and kept well-formed: <, >, &, " and ' as entities,
  the byte 0xff (not UTF-8) as U+FFFD, CRLF line ends stripped, a label
  longer than 24 characters cut with an ellipsis.  Checked with xmllint and
  by eye.  -H skips m.csv's header, -d ';' splits its fields; the values
  1..6 span the range 1..6 (outside [0, 1]), colours checked against
  matplotlib with tests/heatmap-check.py.
cmd
  $ATTN heatmap --svg --labels-q q.txt --labels-k k.txt -d ";" -H m.csv
file k.txt escaped
  it's\r
  \xffbad\r
  an-overly-long-token-name-cut-short\r
file m.csv
  a;b;c
  1;2;3
  4;5;6
file q.txt
  The
  <cat> & "dog"
stdout
  <?xml version="1.0" encoding="UTF-8"?>
  <svg xmlns="http://www.w3.org/2000/svg" width="363" height="324" viewBox="0 0 363 324" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
  <title>attn heatmap: 2 x 3</title>
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
  <rect width="363" height="324" fill="#fff"/>
  <text x="202" y="24" text-anchor="middle" fill="#555">key (column)</text>
  <text transform="translate(24 264) rotate(-90)" text-anchor="middle" fill="#555">query (row)</text>
  <g id="rows" text-anchor="end">
  <text x="124" y="240" dy=".35em">The</text>
  <text x="124" y="288" dy=".35em">&lt;cat&gt; &amp; &quot;dog&quot;</text>
  </g>
  <g id="columns" text-anchor="start">
  <text transform="translate(154 210) rotate(-90)" dy=".35em">it&apos;s</text>
  <text transform="translate(202 210) rotate(-90)" dy=".35em">�bad</text>
  <text transform="translate(250 210) rotate(-90)" dy=".35em">an-overly-long-token-nam…</text>
  </g>
  <g id="cells" shape-rendering="crispEdges">
  <rect x="130" y="216" width="48" height="48" fill="#470155"><title>row 0 (The), column 0 (it&apos;s): 1</title></rect>
  <rect x="178" y="216" width="48" height="48" fill="#424488"><title>row 0 (The), column 1 (�bad): 2</title></rect>
  <rect x="226" y="216" width="48" height="48" fill="#28788e"><title>row 0 (The), column 2 (an-overly-long-token-nam…): 3</title></rect>
  <rect x="130" y="264" width="48" height="48" fill="#25a884"><title>row 1 (&lt;cat&gt; &amp; &quot;dog&quot;), column 0 (it&apos;s): 4</title></rect>
  <rect x="178" y="264" width="48" height="48" fill="#78d14e"><title>row 1 (&lt;cat&gt; &amp; &quot;dog&quot;), column 1 (�bad): 5</title></rect>
  <rect x="226" y="264" width="48" height="48" fill="#fce721"><title>row 1 (&lt;cat&gt; &amp; &quot;dog&quot;), column 2 (an-overly-long-token-nam…): 6</title></rect>
  </g>
  <g id="legend">
  <rect x="298" y="216" width="16" height="96" fill="url(#scale)"/>
  <line x1="314" y1="312" x2="318" y2="312" stroke="#333"/>
  <text x="322" y="312" dy=".35em">1</text>
  <line x1="314" y1="264" x2="318" y2="264" stroke="#333"/>
  <text x="322" y="264" dy=".35em">3.5</text>
  <line x1="314" y1="216" x2="318" y2="216" stroke="#333"/>
  <text x="322" y="216" dy=".35em">6</text>
  </g>
  </svg>
