/* text.c - the growing text buffer. */
#include "base/text.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

void text_putn(struct text *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		t->cap = xmul(t->len + n + 1, 2);
		t->s = xrealloc(t->s, t->cap);
	}
	memcpy(t->s + t->len, s, n);
	t->len += n;
	t->s[t->len] = '\0';
}

void text_put(struct text *t, const char *s)
{
	text_putn(t, s, strlen(s));
}

void text_free(struct text *t)
{
	free(t->s);
	t->s = NULL;
	t->len = t->cap = 0;
}
