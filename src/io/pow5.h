/* pow5.h - the leading 128 bits of the powers of five that number.c reads
 * and writes decimals with (Eisel-Lemire, Schubfach).
 *
 * pow5[q - POW5_MIN] holds the leading 128 bits of 5^q, truncated, for q in
 * [POW5_MIN, POW5_MAX]: {high 64 bits, low 64 bits}.  Since 10^q = 5^q 2^q,
 * the same bits serve for 10^q.  The table is src/pow5_table.c, made by
 * tools/gen-pow5-table.py (whose range must be this one: the array's size
 * here and there must agree for it to compile).
 */
#ifndef ATTN_POW5_H
#define ATTN_POW5_H

#include <stdint.h>

#define POW5_MIN (-342)
#define POW5_MAX 325

extern const uint64_t pow5[POW5_MAX - POW5_MIN + 1][2];

#endif
