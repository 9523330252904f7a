/* quote.c - fields and arguments in messages. */
#include "base/quote.h"

const char *show_field(const char *s, size_t len)
{
	/* one per thread: the readers of a matrix cut in pieces each word their
	 * own failure */
	static _Thread_local char buf[4 * 40 + 8];
	static const char hex[] = "0123456789abcdef";
	size_t i, o = 0;

	buf[o++] = '\'';
	for (i = 0; i < len && i < 40; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c < 0x7f && c != '\'') {
			buf[o++] = (char)c;
		} else {
			buf[o++] = '\\';
			buf[o++] = 'x';
			buf[o++] = hex[c >> 4];
			buf[o++] = hex[c & 15];
		}
	}
	if (i < len) {
		buf[o++] = '.';
		buf[o++] = '.';
		buf[o++] = '.';
	}
	buf[o++] = '\'';
	buf[o] = '\0';
	return buf;
}
