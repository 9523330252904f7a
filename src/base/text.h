/* text.h - a growing piece of text: a row's --show-work, a message. */
#ifndef ATTN_TEXT_H
#define ATTN_TEXT_H

#include <stddef.h>

struct text {
	char *s;		/* NUL-terminated once anything is put */
	size_t len, cap;
};

/* Append the string S, or N bytes of it. */
void text_put(struct text *t, const char *s);
void text_putn(struct text *t, const char *s, size_t n);
void text_free(struct text *t);

#endif
