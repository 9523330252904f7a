# layer.mk - the rules of an attention layer, shared by mha/ and gqa/:
# a folder's Makefile says how many heads (HEADS), which of PyTorch's
# answers to compare (CHECK), which layer torch_layers.py makes (LAYER),
# and includes this.
#
# Every W_*.csv is in PyTorch's layout, one row per output (nn.Linear.weight,
# in_proj_weight), which project reads with --transposed.

ATTN   ?= ../../attn
PYTHON ?= /usr/bin/python3
TOL     = --atol 1e-12 --rtol 0

all: Y.csv Y-causal.csv

# The input projections: Q = X W_Q^T + b_Q, and so for K and V.
Q.csv K.csv V.csv: %.csv: X.csv W_%.csv b_%.csv
	$(ATTN) project --transposed -w W_$*.csv -b b_$*.csv X.csv -o $@

# The heads, each a block of columns of Q, K and V, side by side in O.
O.csv: Q.csv K.csv V.csv
	$(ATTN) attend $(HEADS) -q Q.csv -k K.csv -v V.csv -o $@

O-causal.csv: Q.csv K.csv V.csv
	$(ATTN) attend $(HEADS) --causal -q Q.csv -k K.csv -v V.csv -o $@

# The output projection: Y = O W_O^T + b_O.
Y.csv Y-causal.csv: Y%.csv: O%.csv W_O.csv b_O.csv
	$(ATTN) project --transposed -w W_O.csv -b b_O.csv O$*.csv -o $@

# Each step against PyTorch's answer, torch-NAME.csv.
check: check-projections $(CHECK)
	@for f in $(CHECK); do printf '%s: ' $$f; \
	    $(ATTN) check $(TOL) torch-$$f $$f || exit 1; done

# The projections alone, which need no heads.
check-projections: Q.csv K.csv V.csv
	@for f in Q.csv K.csv V.csv; do printf '%s: ' $$f; \
	    $(ATTN) check $(TOL) torch-$$f $$f || exit 1; done

# PyTorch's answers again, from the CSVs here.
torch:
	$(PYTHON) ../torch_layers.py torch $(LAYER) .

clean:
	rm -f Q.csv K.csv V.csv O.csv O-causal.csv Y.csv Y-causal.csv

.PHONY: all check check-projections torch clean
