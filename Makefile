# attn - scaled dot-product attention on CSV matrices.
#
#   make              build ./attn
#   make check        golden cases, man page lint, property checks
#   make demo         the lessons' worked example
#   make install      PREFIX=/usr/local, DESTDIR honoured
#   make SANITIZE=1 check   a sample of it under ASan + UBSan

PREFIX  ?= /usr/local
DESTDIR ?=
# Where each shell looks for completions (attn-completion(1)): fish reads
# the vendor directory of /usr and ~/.local, and /etc/fish for the rest.
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(if $(filter /usr $(HOME)/.local,$(PREFIX)),$(PREFIX)/share/fish/vendor_completions.d,/etc/fish/completions)
CC      ?= cc
CFLAGS  ?= -O2 -g
# Bit-identical results at every optimisation level: the compiler may not
# contract a*b+c into an FMA.  An entry of a table (the options') may end
# before its last fields, which are then NULL.
XCFLAGS  = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic \
           -Wno-missing-field-initializers -ffp-contract=off -Isrc
LDLIBS   = -lcsv -lcjson -lm -lpthread

ifeq ($(SANITIZE),1)
BUILD    = build/sanitize
XCFLAGS += -fsanitize=address,undefined -fno-sanitize-recover=all \
           -fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
else
BUILD    = build/release
endif

# src/ is in layers, one folder each (src/README.md): every file is
# included by its path below src/, "io/matrix.h".
SRC  = $(wildcard src/*/*.c)
OBJ  = $(SRC:src/%.c=$(BUILD)/%.o)
# Each object's headers, as the compiler found them (-MMD), each header a
# target of its own (-MP) so that one removed is no error: a header
# touched rebuilds only the files that include it.  The Makefile is a
# prerequisite too: its flags change what every object is (and an object
# built before -MMD has no list of its headers).
DEP  = $(OBJ:.o=.d)

all: attn

# The flavour built last is remembered so that switching rebuilds ./attn.
attn: $(OBJ) $(BUILD)/.flavour
	$(CC) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(BUILD)/.flavour:
	@mkdir -p $(BUILD)
	@rm -f build/*/.flavour
	@touch $@

$(BUILD)/%.o: src/%.c Makefile | deps
	@mkdir -p $(dir $@)
	$(CC) $(XCFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

-include $(DEP)

# libcsv reads CSV and libcjson the JSON header of a safetensors file:
# the libraries beyond libc and libm.
deps:
	@sh tests/need.sh libcsv-dev /usr/include/csv.h
	@sh tests/need.sh libcjson-dev /usr/include/cjson/cJSON.h

# Under SANITIZE=1, a sample: the golden cases valgrind.sh runs too and the
# check scripts that run attn (tests/lib/checkrun.py); CHECK_SAMPLE=0
# runs everything.
check: attn
	@$(if $(filter 1,$(SANITIZE)),CHECK_SAMPLE=$${CHECK_SAMPLE:-1}) sh tests/check.sh

demo: attn
	@$(MAKE) -s -C examples demo ATTN=$(CURDIR)/attn

# Every page: attn.1 and one attn-CMD.1 per subcommand (attn-rank.1, a
# link, is installed as a copy of the page it points to); and the shells'
# completions, made by attn from its tables.
install: attn
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	    $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	cp attn $(DESTDIR)$(PREFIX)/bin/attn
	cp man/*.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	./attn completion bash -o $(DESTDIR)$(BASHCOMPDIR)/attn
	./attn completion zsh -o $(DESTDIR)$(ZSHCOMPDIR)/_attn
	./attn completion fish -o $(DESTDIR)$(FISHCOMPDIR)/attn.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/attn \
	    $(patsubst man/%,$(DESTDIR)$(PREFIX)/share/man/man1/%,$(wildcard man/*.1)) \
	    $(DESTDIR)$(BASHCOMPDIR)/attn $(DESTDIR)$(ZSHCOMPDIR)/_attn \
	    $(DESTDIR)$(FISHCOMPDIR)/attn.fish

clean:
	rm -rf build attn

# make print-VAR: a variable's value, for the tests (BASHCOMPDIR...)
print-%:
	@echo '$($*)'

.PHONY: all check demo install uninstall clean deps

# Heavier checks, each a script that installs what it needs.
bench: attn
	@sh bench/run.sh

bench-kernel:
	@sh bench/kernel.sh

verify-numbers: attn
	@sh tests/verify-numbers.sh

verify-exactness: attn
	@sh tests/verify-exactness.sh

fuzz:
	@sh tests/fuzz/run.sh

.PHONY: bench bench-kernel verify-numbers verify-exactness fuzz

# The generated golden cases written again: tests/gen/*.py (which compute
# every expected output themselves and never run attn) into tests/cases.
# make check fails while a generated folder differs from what is checked in.
golden:
	@sh tests/check-golden.sh --write

.PHONY: golden
