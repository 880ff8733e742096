# NibKit: `make run` opens the demo launcher (`make run DEMO=howdy` starts one demo),
# `make test` runs every unit test and every smoke script, `make bench` the benchmarks.
SWIFT ?= swift
DEMO ?=
CONFIG ?= release
BIN = .build/$(CONFIG)
DEBIAN_PACKAGES = libncursesw-dev libxml2-dev pkg-config tmux

.PHONY: run demos test unit smoke deps build bench clean

run: deps
	$(SWIFT) build -c $(CONFIG) --product nibkit-demos
	$(BIN)/nibkit-demos $(DEMO)

demos: deps
	$(SWIFT) build -c $(CONFIG)

test: deps unit smoke

unit: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

smoke: deps
	$(SWIFT) build
	.build/debug/nibsmoke --bin-dir .build/debug --bin-dir Tests/TermDriverTests/Fixtures Tests/Smoke

# Release build of the harness package Benchmarks/ (its own .build), then one table; see docs/BENCHMARKS.md.
bench: deps
	@start=$$(date +%s); $(MAKE) -C Benchmarks run SWIFT=$(SWIFT) && echo "make bench took $$(( $$(date +%s) - start )) s"

# Installs what is missing when run as root; otherwise says what to install.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw-dev"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	command -v tmux >/dev/null || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "NibKit needs these Debian packages:$$missing"; \
	    echo "Install them with: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi; \
	command -v $(SWIFT) >/dev/null || { echo "NibKit needs Swift 6.2 or later on PATH (swift.org/install)"; exit 1; }

clean:
	rm -rf .build
