/* quote.h - a field or an argument as a message shows it. */
#ifndef ATTN_QUOTE_H
#define ATTN_QUOTE_H

#include <stddef.h>

/* Quoted, unprintable bytes and the quote as \xNN (a backslash stays as
 * typed: -d '\n' shows as '\n'), cut at 40 bytes.  Returns a static
 * buffer. */
const char *show_field(const char *s, size_t len);

#endif
