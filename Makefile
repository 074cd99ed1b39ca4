# naqala: `make test` is the one command that checks everything.
STATICCHECK = go run honnef.co/go/tools/cmd/staticcheck@v0.8.2
GOFILES = $(shell git ls-files '*.go' 2>/dev/null || find . -name '*.go')
FUZZTIME ?= 20s

.PHONY: test lint unit e2e fuzz bench golden build vuln release-check snapshot release-extras tune

test: lint unit

lint:
	@out=$$(gofmt -l $(GOFILES)); if [ -n "$$out" ]; then echo "gofmt needed: $$out"; exit 1; fi
	go mod tidy -diff
	go vet ./...
	$(STATICCHECK) ./...

# Tests that need a program skip without it (internal/testtool); say which
# before the run. CI sets NAQALA_REQUIRE_TOOLS=1, so there they fail instead.
TOOLS = tmux:tmux pdftotext:poppler-utils pdftoppm:poppler-utils script:bsdutils

unit:
	@for t in $(TOOLS); do p=$${t%%:*}; command -v $$p >/dev/null 2>&1 || \
	  echo "make test: $$p is not installed: the tests that need it are skipped (Debian: apt-get install $${t#*:})"; done
	go test -count=1 ./...

# The end-to-end game under tmux alone, verbose.
e2e:
	go test -count=1 -run EndToEnd -v ./ui

build:
	go build -o bin/naqala ./cmd/naqala

# Every fuzz target of every package, FUZZTIME each.
fuzz:
	@for pkg in $$(go list ./...); do \
	  for f in $$(go test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; go test $$pkg -run='^$$' -fuzz="^$$f$$" -fuzztime=$(FUZZTIME) || exit 1; \
	  done; \
	done

bench:
	go test -run='^$$' -bench=. -benchmem ./...

# The advice's weights searched by self-play on training seeds and
# reported on test seeds (docs/advice.md, "Fitting the weights"): one
# core, at the lowest priority. Every game is kept in TUNE_CACHE, so a run
# stopped resumes. TUNE_FLAGS: -tune.train-games, -tune.test-games,
# -tune.train-seed, -tune.test-seed, -tune.worth (keys, comma-separated).
TUNE_CACHE ?= $(CURDIR)/build/tune-games.jsonl
TUNE_FLAGS ?= -tune.worth=yazid_djinn,yazid_elder_fakir,vizier_lead,assassin,clock

tune:
	mkdir -p $(dir $(TUNE_CACHE))
	nice -n 19 go test ./selfplay -count=1 -run '^TestTune$$' -timeout 0 -v -tune -tune.cache=$(TUNE_CACHE) $(TUNE_FLAGS)

# Refresh golden files.
GOLDEN_PKGS = . ./cmd/naqala ./internal/scorefile ./internal/solofile ./internal/store ./sultan ./templates ./ui

golden:
	go test $(GOLDEN_PKGS) -update

# Known vulnerabilities in the code naqala calls. govulncheck needs its
# database: the public one by default, or a copy: make vuln VULNDB=file:///path.
GOVULNCHECK = go run golang.org/x/vuln/cmd/govulncheck@v1.9.0
VULNDB ?=

vuln:
	$(GOVULNCHECK) $(if $(VULNDB),-db $(VULNDB)) ./...

# The release (.goreleaser.yaml, docs/release.md) with a pinned goreleaser,
# built from source by go run (the first time takes minutes; Go caches it).
GORELEASER = go run github.com/goreleaser/goreleaser/v2@v2.15.1

# CI runs it only when .goreleaser.yaml differs from the copy last checked
# (its hash in .ci/release-checked), since the first build of goreleaser
# on a machine takes minutes; a passing check writes the new hash.
release-check:
	$(GORELEASER) check
	sha256sum .goreleaser.yaml > .ci/release-checked

# Every archive of a release into dist/, nothing published.
snapshot:
	$(GORELEASER) release --snapshot --clean

# What the archives hold beside the binary: the completion scripts and the
# manual pages (goreleaser's before hook runs this).
RELEASE_EXTRAS = build/release
VERSION ?=

release-extras:
	rm -rf $(RELEASE_EXTRAS)
	mkdir -p $(RELEASE_EXTRAS)/completions
	go build -ldflags "-X main.version=$(VERSION)" -o $(RELEASE_EXTRAS)/naqala ./cmd/naqala
	$(RELEASE_EXTRAS)/naqala man $(RELEASE_EXTRAS)/man
	for sh in bash zsh fish powershell; do \
	  $(RELEASE_EXTRAS)/naqala completion $$sh > $(RELEASE_EXTRAS)/completions/naqala.$$sh || exit 1; \
	done
	mv $(RELEASE_EXTRAS)/completions/naqala.powershell $(RELEASE_EXTRAS)/completions/naqala.ps1
	rm $(RELEASE_EXTRAS)/naqala
