#!/usr/bin/python3
"""heatmap-check.py - check attn heatmap's colours against matplotlib.

  heatmap-check.py svg PICTURE.svg MATRIX.csv [--min X] [--max X] [--heads H]
      every cell of <g id="cells">, row by row, has the colour viridis gives
      its value (-inf: the hatch pattern; nan: a colour outside viridis), and
      the cells tile a grid (with --heads, H grids side by side, apart)
  heatmap-check.py png SCREENSHOT.png PICTURE.svg MATRIX.csv [--min X] [--max X]
      the pixel at the centre of each cell of the SVG, in a screenshot of it
      at scale 1, has that colour
  heatmap-check.py ansi OUTPUT MATRIX.csv [--min X] [--max X]
      the 24-bit background colour of every cell of a terminal rendering

The colour range is worked out here from the matrix, as the manual says
(the finite values' range, 0..1 when they lie in [0, 1]); the expected colour
is matplotlib's viridis table interpolated linearly, which attn's computed
scale must match within TOL per 8-bit channel.  The PNG reader is the
standard library's zlib: 8-bit RGB or RGBA, not interlaced.  Exit 0 when all
is well; otherwise each mismatch on stderr and exit 1.
"""
import math
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

TOL = 4     # attn's polynomial is within 3.3 of the table, plus rounding
SVG = '{http://www.w3.org/2000/svg}'


def viridis_table():
    try:
        from matplotlib import colormaps
        cmap = colormaps['viridis']
    except ImportError:
        from matplotlib import cm
        cmap = cm.viridis
    return [tuple(c[:3]) for c in cmap.colors]


TABLE = viridis_table()


def viridis(t):
    """Viridis at t in [0, 1], 0..255 per channel, unrounded."""
    t = min(max(t, 0.0), 1.0) * (len(TABLE) - 1)
    i = min(int(t), len(TABLE) - 2)
    f = t - i
    return tuple(255 * (a + f * (b - a)) for a, b in zip(TABLE[i], TABLE[i + 1]))


def read_matrix(path):
    rows = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                rows.append([float(x) for x in line.split(',')])
    return rows


def colour_range(rows, argv):
    finite = [x for r in rows for x in r if math.isfinite(x)]
    lo, hi = (min(finite), max(finite)) if finite else (0.0, 1.0)
    if lo >= 0 and hi <= 1:
        lo, hi = 0.0, 1.0
    for opt, val in zip(argv[::2], argv[1::2]):
        if opt == '--min':
            lo = float(val)
        elif opt == '--max':
            hi = float(val)
    return lo, hi


def unit(x, lo, hi):
    if x == math.inf:
        return 1.0
    if hi <= lo:
        return 0.0 if x < lo else 1.0 if x > hi else 0.5
    # halves: -1e308..1e308 must not overflow
    return min(max((x / 2 - lo / 2) / (hi / 2 - lo / 2), 0.0), 1.0)


def close(got, want):
    return all(abs(g - w) <= TOL for g, w in zip(got, want))


def hexrgb(s):
    return tuple(int(s[i:i + 2], 16) for i in (1, 3, 5))


def cells(svg_path, rows):
    root = ET.parse(svg_path).getroot()
    if root.tag != SVG + 'svg':
        sys.exit('%s: the root is not an SVG element' % svg_path)
    g = [e for e in root.iter(SVG + 'g') if e.get('id') == 'cells']
    if len(g) != 1:
        sys.exit('%s: want one <g id="cells">' % svg_path)
    rects = list(g[0])
    n = sum(len(r) for r in rows)
    if len(rects) != n:
        sys.exit('%s: %d cells for %d values' % (svg_path, len(rects), n))
    k = 0
    for i, r in enumerate(rows):
        for j, x in enumerate(r):
            yield i, j, x, rects[k]
            k += 1


def check_svg(svg_path, mat_path, argv):
    rows = read_matrix(mat_path)
    lo, hi = colour_range(rows, argv)
    bad = 0
    size = None
    x0 = y0 = None
    heads = 1
    for opt, val in zip(argv[::2], argv[1::2]):
        if opt == '--heads':
            heads = int(val)
    width = len(rows[0]) // heads if rows else 1
    left = {}   # with --heads, each panel its own grid, rows level
    for i, j, x, rect in cells(svg_path, rows):
        cx, cy = float(rect.get('x')), float(rect.get('y'))
        w, h = float(rect.get('width')), float(rect.get('height'))
        if size is None:
            size, y0 = w, cy
        p = j // width
        if p not in left:
            left[p] = cx - (j % width) * size
            if p and left[p] < left[p - 1] + width * size:
                print('panel %d overlaps panel %d' % (p, p - 1),
                      file=sys.stderr)
                bad += 1
        x0 = left[p]
        if (w, h) != (size, size) or \
                (cx, cy) != (x0 + (j % width) * size, y0 + i * size):
            print('cell %d,%d is not on the grid' % (i, j), file=sys.stderr)
            bad += 1
        fill = rect.get('fill')
        if x == -math.inf:
            ok = fill == 'url(#masked)'
        elif math.isnan(x):
            ok = re.fullmatch('#[0-9a-f]{6}', fill) is not None and \
                min(sum((a - b) ** 2 for a, b in zip(hexrgb(fill), viridis(t / 64)))
                    for t in range(65)) > 40 ** 2
        else:
            want = viridis(unit(x, lo, hi))
            ok = re.fullmatch('#[0-9a-f]{6}', fill) is not None and \
                close(hexrgb(fill), want)
        if not ok:
            print('cell %d,%d (%r): fill %s' % (i, j, x, fill), file=sys.stderr)
            bad += 1
    return bad


def read_png(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        sys.exit('%s: not a PNG' % path)
    pos, idat, hdr = 8, b'', None
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            hdr = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    width, height, depth, ctype, _, _, interlace = hdr
    if depth != 8 or ctype not in (2, 6) or interlace:
        sys.exit('%s: want 8-bit RGB or RGBA, not interlaced' % path)
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    img, prev, pos = [], bytearray(stride), 0
    for _ in range(height):
        ftype, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for k in range(stride):
            a = line[k - bpp] if k >= bpp else 0
            b = prev[k]
            c = prev[k - bpp] if k >= bpp else 0
            if ftype == 1:
                line[k] = (line[k] + a) & 255
            elif ftype == 2:
                line[k] = (line[k] + b) & 255
            elif ftype == 3:
                line[k] = (line[k] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[k] = (line[k] + pr) & 255
        img.append(line)
        prev = line
    return width, height, bpp, img


def check_png(png_path, svg_path, mat_path, argv):
    rows = read_matrix(mat_path)
    lo, hi = colour_range(rows, argv)
    width, height, bpp, img = read_png(png_path)
    bad = 0
    for i, j, x, rect in cells(svg_path, rows):
        s = float(rect.get('width'))
        px = int(float(rect.get('x')) + s / 2)
        py = int(float(rect.get('y')) + s / 2)
        if px >= width or py >= height:
            print('cell %d,%d: centre %d,%d outside the %dx%d screenshot'
                  % (i, j, px, py, width, height), file=sys.stderr)
            bad += 1
            continue
        got = tuple(img[py][px * bpp:px * bpp + 3])
        if not math.isfinite(x) and x != math.inf:
            continue    # hatch or nan colour: checked in the SVG
        want = viridis(unit(x, lo, hi))
        if not close(got, want):
            print('cell %d,%d (%r) at %d,%d: got %s, want %s' % (
                i, j, x, px, py, got, tuple(round(v) for v in want)),
                file=sys.stderr)
            bad += 1
    return bad


def check_ansi(out_path, mat_path, argv):
    rows = read_matrix(mat_path)
    lo, hi = colour_range(rows, argv)
    with open(out_path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    bad = 0
    grid = [l for l in lines if re.match(r'\s*\d+ \x1b', l)][:len(rows)]
    for i, (line, r) in enumerate(zip(grid, rows)):
        got = re.findall(r'\x1b\[48;2;(\d+);(\d+);(\d+)m  ', line)
        want = [x for x in r if math.isfinite(x) or x == math.inf]
        if len(got) != len(want):
            print('row %d: %d coloured cells for %d values'
                  % (i, len(got), len(want)), file=sys.stderr)
            bad += 1
            continue
        for j, (g, x) in enumerate(zip(got, want)):
            if not close(tuple(map(int, g)), viridis(unit(x, lo, hi))):
                print('row %d cell %d (%r): got %s' % (i, j, x, g),
                      file=sys.stderr)
                bad += 1
    if len(grid) != len(rows):
        print('%d rows drawn for %d' % (len(grid), len(rows)), file=sys.stderr)
        bad += 1
    return bad


def main():
    a = sys.argv[1:]
    if a[:1] == ['svg'] and len(a) >= 3:
        bad = check_svg(a[1], a[2], a[3:])
    elif a[:1] == ['png'] and len(a) >= 4:
        bad = check_png(a[1], a[2], a[3], a[4:])
    elif a[:1] == ['ansi'] and len(a) >= 3:
        bad = check_ansi(a[1], a[2], a[3:])
    else:
        sys.exit(__doc__)
    sys.exit(1 if bad else 0)


main()
