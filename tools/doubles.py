"""doubles.py - what the table scripts of tools/ share: an mpmath number as
the double nearest it, as a pair of doubles, or cut to fewer bits.
Imported by gen-exp-table.py and gen-log-table.py, which set the
precision mpmath works at."""
import mpmath


def dbl(x):
	"""The double nearest the mpf x (mpmath rounds to nearest even)."""
	return float(mpmath.mpf(x))


def pair(x):
	"""x as hi + lo: hi the double nearest x, lo the double nearest the
	rest."""
	hi = dbl(x)
	lo = dbl(x - mpmath.mpf(hi))
	return hi, lo


def cut(x, bits):
	"""x rounded to BITS significant bits."""
	m, e = mpmath.frexp(x)
	return mpmath.ldexp(mpmath.nint(mpmath.ldexp(m, bits)), e - bits)
