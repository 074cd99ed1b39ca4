# naqala: `make test` is the one command that checks everything.
STATICCHECK = go run honnef.co/go/tools/cmd/staticcheck@v0.8.2
GOFILES = $(shell git ls-files '*.go' 2>/dev/null || find . -name '*.go')

.PHONY: test lint unit fuzz bench golden e2e build

test: lint unit

lint:
	@out=$$(gofmt -l $(GOFILES)); if [ -n "$$out" ]; then echo "gofmt needed: $$out"; exit 1; fi
	go vet ./...
	$(STATICCHECK) ./...

unit:
	go test -count=1 ./...

build:
	go build -o bin/naqala ./cmd/naqala

# Each fuzz target for 20 seconds.
fuzz:
	go test ./game -run=^$$ -fuzz=FuzzParseBoard -fuzztime=20s

bench:
	go test -run=^$$ -bench=. -benchmem ./...

golden:
	go test ./... -update
