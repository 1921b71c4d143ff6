GO ?= go
BIN ?= bin/jeux

# One-colour War's enumeration plays four deals at a time with the vector instructions of Go's
# experimental simd/archsimd package (games/rostam/avance4.go, on processors with AVX2); built
# without it, the plain engine gives the same results, more slowly.
export GOEXPERIMENT ?= simd

# The version jeux --version prints: git describe of the work tree (a tag, or the commit, with
# -dirty for uncommitted changes); a plain go build prints the module's "(devel)" instead.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo inconnue)
LDFLAGS = -X jeux/internal/cli.version=$(VERSION)

.PHONY: build test bench install fmt-check vet fuzz test-slurm test-completion

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/jeux

# The whole suite: formatting, vet, then every test (a few minutes at most on 2 cores).
test: fmt-check vet
	$(GO) test -timeout 15m ./...

# Sharded runs on a real single-node Slurm cluster and with GNU parallel, merged and compared
# byte for byte with the one-machine run (needs root and apt; skipped otherwise).
test-slurm:
	scripts/test-slurm
	scripts/test-parallel

# Completion in the real shells: bash (bash-completion), zsh and fish, installed when missing.
test-completion:
	scripts/test-completion

fmt-check:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt doit être appliqué à : $$unformatted"; exit 1; fi

vet:
	$(GO) vet ./...

# Speed and memory targets, measured by the Go benchmarks (figures in README.md).
bench:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime 2s ./...

# A run of every fuzz target, FUZZTIME each (CI: make fuzz FUZZTIME=10s).
FUZZTIME ?= 60s
fuzz:
	FUZZTIME=$(FUZZTIME) GO=$(GO) scripts/fuzz

# The binary into $(GOBIN) (or ~/go/bin), its man pages into $(MANDIR).
MANDIR ?= $(HOME)/.local/share/man/man1
install:
	$(GO) install -ldflags "$(LDFLAGS)" ./cmd/jeux
	mkdir -p $(MANDIR)
	$(GO) run -ldflags "$(LDFLAGS)" ./cmd/jeux man $(MANDIR)
