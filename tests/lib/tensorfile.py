"""tensorfile.py - tensor files as attn(1) reads them, made here without
attn: NumPy's .npy (by numpy's own writer, or by hand for the headers it
would never write) and safetensors (written by hand, as the format is: 8
bytes of header length, little-endian; the JSON header; the data), and
the values of the small formats from their bits.

  npy(arr, version=(1, 0))       a .npy file's bytes, numpy's own
  npy_raw(header, data, ...)     a .npy with a header of our choosing
  safetensors(entries, ...)      a safetensors file's bytes; ENTRIES
                                 name -> (dtype, shape, raw bytes)
  small_value(bits, e, m, ...)   the value of a small float's bits
  bf16_bits(x), f16 via numpy    bits of values
"""
import io
import json
import math
import struct

import numpy as np


def npy(arr, version=(1, 0)):
    """ARR as numpy writes it, in format VERSION."""
    f = io.BytesIO()
    np.lib.format.write_array(f, arr, version=version, allow_pickle=False)
    return f.getvalue()


def npy_raw(header, data=b"", version=(1, 0), pad=True):
    """A .npy of HEADER (text) and DATA: the magic, VERSION, the length
    (2 bytes in 1.0, 4 after), the header padded with spaces and a
    newline to a multiple of 64 bytes when PAD."""
    head = header.encode("latin-1")
    pre = 10 if version[0] == 1 else 12
    if pad:
        head += b" " * ((-(pre + len(head) + 1)) % 64) + b"\n"
    size = (struct.pack("<H", len(head)) if version[0] == 1
            else struct.pack("<I", len(head)))
    return b"\x93NUMPY" + bytes(version) + size + head + data


def safetensors(entries, header=None, pad=True):
    """ENTRIES (name -> (dtype, shape, raw bytes)) laid out one after
    another; HEADER, when given, is the JSON object written instead of the
    one the entries make (for a header that lies)."""
    h, at, blobs = {}, 0, []
    for name, (dtype, shape, raw) in entries.items():
        h[name] = {"dtype": dtype, "shape": list(shape),
                   "data_offsets": [at, at + len(raw)]}
        at += len(raw)
        blobs.append(raw)
    text = json.dumps(header if header is not None else h,
                      separators=(",", ":")).encode()
    if pad:
        text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + b"".join(blobs)


def small_value(bits, e, m, ieee=True):
    """The value of BITS, a float of 1 sign, E exponent and M mantissa
    bits, bias 2^(E-1) - 1, subnormals at exponent 0; the top exponent is
    inf and nan when IEEE, else (E4M3FN) only S.1111.111 is nan."""
    sign = -1.0 if bits >> (e + m) & 1 else 1.0
    ex = bits >> m & ((1 << e) - 1)
    man = bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if ieee and ex == (1 << e) - 1:
        return sign * math.inf if man == 0 else math.nan
    if not ieee and ex == (1 << e) - 1 and man == (1 << m) - 1:
        return math.nan
    if ex == 0:
        return sign * math.ldexp(man, 1 - bias - m)
    return sign * math.ldexp(man + (1 << m), ex - bias - m)


def bits_le(values, size):
    """Unsigned integers VALUES as little-endian SIZE-byte words."""
    return b"".join(int(v).to_bytes(size, "little") for v in values)
