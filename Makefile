# NibKit: `make run` opens the demo launcher (`make run DEMO=howdy` starts one demo),
# `make test` runs every unit test and every smoke script and builds the API reference, `make bench` the benchmarks.
SWIFT ?= swift
PYTHON ?= python3
DEMO ?=
CONFIG ?= release
# Release programs are built with the linking flags below, in a scratch folder of their own:
# sharing .build with a plain `swift build -c release` would make each rebuild everything.
SCRATCH = $(if $(filter release,$(CONFIG)),.build-static,.build)
BIN = $(SCRATCH)/$(CONFIG)
include make/debian-packages.mk

# Release demo programs link the Swift runtime statically, and, with the toolchain's lld and
# glibc 2.36 or later, pack their relative relocations (DT_RELR): they start in about two
# thirds of the time and memory (docs/BENCHMARKS.md). Debug builds are left as they are.
SWIFT_BIN_DIR := $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")" 2>/dev/null)
LLD := $(wildcard $(SWIFT_BIN_DIR)/ld.lld)
GLIBC_RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
LINK_TOOLSET = .build-static/link-toolset.json
STATIC_LINK = --static-swift-stdlib --disable-local-rpath $(if $(RELEASE_LINK_AVAILABLE),--toolset $(LINK_TOOLSET))
# SwiftPM adds -color-diagnostics to every compile when run on a terminal: without
# --no-color-diagnostics, `make run` in a terminal and `make bench` from a script would each
# compile everything again.
BUILD = NIBKIT_LLD=$(LLD) $(SWIFT) build -c $(CONFIG) --scratch-path $(SCRATCH) --no-color-diagnostics $(if $(filter release,$(CONFIG)),$(STATIC_LINK))
# Whether make/release-link links the release programs (with lld and DT_RELR only).
RELEASE_LINK_AVAILABLE = $(and $(LLD),$(GLIBC_RELR))
RELEASE_LINK = $(and $(filter release,$(CONFIG)),$(RELEASE_LINK_AVAILABLE))
include make/startup-order.mk
SCREENS = $(wildcard Screens/*.xib) $(wildcard Screens/*.storyboard)
COMPILED_SCREENS = $(patsubst %.storyboard,%.storyboardc,$(SCREENS:.xib=.nibc))

.PHONY: run demos test check checks unit smoke examples install install-built uninstall dist install-check release-link-test manuals manuals-check lint format deps bench fuzz clean link-toolset screenshots docs docs-gate-test

run: release-nibkit-demos
	$(BIN)/nibkit-demos $(DEMO)

# One program built as `make run` builds it: `make release-howdy`; a demo's start-up order is
# made afresh when it has been linked again (make/startup-order.mk).
release-%: deps link-toolset $(COMPILED_SCREENS)
	$(BUILD) --product $*
	$(if $(and $(RELEASE_LINK),$(filter $*,$(ORDERED_PROGRAMS))),@$(MAKE) -s --no-print-directory $(BIN)/$*.startup-order)

# The screens compiled (Screens/Name.nibc beside Name.xib, Name.storyboardc beside
# Name.storyboard, read instead of the XML while at least as new), as a nib is compiled from
# its xib: the demos start without parsing XML or loading libxml2. nibtool is built only when a source has changed since: even a `swift build`
# with nothing to do takes seconds. (`&:`, GNU make 4.3: one recipe makes all the targets.)
$(COMPILED_SCREENS) &: $(SCREENS) $(shell find Sources Package.swift) | deps link-toolset
	$(BUILD) --product nibtool
	$(BIN)/nibtool compile $(SCREENS) --sources Sources/Demos

# The SwiftPM toolset naming the linker (make/release-link, by absolute path, so written here)
# and its DT_RELR option, and compiling each function into a section of its own, so that the
# start-up order (make/startup-order.mk) places functions rather than whole files. Written
# again whenever it says something else, which rebuilds the release programs once.
RELEASE_SWIFT_OPTIONS = -Xfrontend -function-sections
RELEASE_LINKER_OPTIONS = -z pack-relative-relocs
comma := ,
space := $(subst ,, )
# $(call json-list,a b): ["a", "b"]
json-list = [$(subst $(space),$(comma) ,$(patsubst %,"%",$(1)))]
TOOLSET_JSON = { "schemaVersion": "1.0", "swiftCompiler": { "extraCLIOptions": $(call json-list,$(RELEASE_SWIFT_OPTIONS)) }, "linker": { "path": "$(CURDIR)/make/release-link", "extraCLIOptions": $(call json-list,$(RELEASE_LINKER_OPTIONS)) } }
link-toolset:
	@if [ -n "$(RELEASE_LINK_AVAILABLE)" ] && [ "$$(cat $(LINK_TOOLSET) 2>/dev/null)" != '$(TOOLSET_JSON)' ]; then \
	  mkdir -p $(dir $(LINK_TOOLSET)); \
	  echo '$(TOOLSET_JSON)' > $(LINK_TOOLSET); \
	fi

demos: deps
	$(SWIFT) build -c $(CONFIG)

# Everything CI checks: `make check`, the examples and the release link. The examples build
# NibKit again, in a scratch folder of their own, after the checks: the smoke scripts time how a
# program ends (within 1 s of a second Ctrl-C), which a compile beside them on 2 cores made
# fail now and then, and running them side by side saved some 15 s.
test: deps lint
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory checks examples release-link-test BUILT=yes

# Set by `make test`, which builds the debug tree and the tests first: the steps after it build
# nothing again, as a swift build with nothing to do takes seconds, and beside a test run (which
# holds .build) waits for its end.
BUILT ?=

# The edit-test loop: `make test` without the examples and the release link.
check: deps lint checks

# The API reference last (about 10 s on a built tree): a symbol left undocumented or a broken
# link fails the run, so the docs cannot fall behind the code.
checks:
	@for step in unit smoke install-check docs; do $(MAKE) --no-print-directory $$step || exit 1; done

# swift-format, as configured in .swift-format: `make format` rewrites the code, `make lint`
# (part of `make test`) fails on code that is not formatted so.
FORMATTED = Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources \
  Examples/FirstProgram/Package.swift Examples/FirstProgram/Sources Examples/FirstProgram/Tests
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	@$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED) || { echo "Not formatted as .swift-format says: run make format"; exit 1; }

# swift-testing's last line counts a skipped test (a tool or file missing) as passed: the
# skipped ones are listed again after it, each with its reason.
unit: deps
	$(if $(BUILT),,$(SWIFT) build --build-tests)
	@log=$$(mktemp) && trap 'rm -f "$$log" "$$log.status"' EXIT; \
	{ $(SWIFT) test --skip-build 2>&1; echo $$? > "$$log.status"; } | tee "$$log"; \
	skipped=$$(grep -E '^[^ ]+ (Test|Suite) .* skipped' "$$log"); \
	[ -z "$$skipped" ] || printf '%s\n' "$$(echo "$$skipped" | wc -l) skipped, not run:" "$$skipped"; \
	exit "$$(cat "$$log.status")"

smoke: deps
	$(if $(BUILT),,$(SWIFT) build)
	.build/debug/nibsmoke --bin-dir .build/debug --bin-dir Tests/TermDriverTests/Fixtures Tests/Smoke

# The API reference (make/docs.py): every library product's symbols and its catalog
# (Sources/<Module>/<Module>.docc) as static HTML in .build/docs/<Module>/, with an index page.
# Fails on any DocC warning (a broken link among them) and names every public symbol with no
# doc comment; `make docs MODULES="NibKit NibKitTerminal"` builds and checks some modules only.
# DOCS_BASE is the path the folder is served from (/ for `python3 -m http.server -d .build/docs`).
MODULES ?=
DOCS_BASE ?= /
DOCC ?= $(if $(wildcard $(SWIFT_BIN_DIR)/docc),$(SWIFT_BIN_DIR)/docc,docc)
docs: deps docs-gate-test
	@start=$$(date +%s); DOCC=$(DOCC) SWIFT=$(SWIFT) $(PYTHON) make/docs.py --output .build/docs --base-path $(DOCS_BASE) --modules "$(MODULES)" \
	  && echo "make docs took $$(( $$(date +%s) - start )) s"

# The gate itself, on a module made for it (Tests/DocsGate): it must pass a documented module
# and fail one with undocumented symbols or a broken link.
docs-gate-test:
	@DOCC=$(DOCC) PYTHON=$(PYTHON) make/docs-gate-test

# A package fresh from `nibtool new` and the guide's program (Examples/FirstProgram), each
# checked (screens, format), built, tested and run through its smoke script as its user would.
# They share one scratch folder, so NibKit's modules, which both build from this checkout, are
# compiled once for both; the programs there find their screens in the working directory.
EXAMPLES_SCRATCH = $(CURDIR)/.build-examples
TOOLS_BIN = $(CURDIR)/.build/debug
EXAMPLE_CHECKS = $(TOOLS_BIN)/nibtool validate --sources Sources Screens/*.xib && $(TOOLS_BIN)/nibtool format --check Screens/*.xib \
  && $(SWIFT) format lint --strict --recursive Package.swift Sources Tests \
  && $(SWIFT) build --scratch-path $(EXAMPLES_SCRATCH) && $(SWIFT) test --scratch-path $(EXAMPLES_SCRATCH) \
  && $(TOOLS_BIN)/nibsmoke --bin-dir $(EXAMPLES_SCRATCH)/debug Tests/Smoke
examples: deps
	$(if $(BUILT),,$(SWIFT) build --product nibtool && $(SWIFT) build --product nibsmoke)
	rm -rf $(EXAMPLES_SCRATCH)/new && mkdir -p $(EXAMPLES_SCRATCH)/new
	cd $(EXAMPLES_SCRATCH)/new && $(TOOLS_BIN)/nibtool new Demo && cd Demo && $(EXAMPLE_CHECKS)
	cd Examples/FirstProgram && $(EXAMPLE_CHECKS)

# nibtool and nibsmoke, release builds as `make run` builds its programs, in $(PREFIX)/bin, and
# their manual pages (docs/man, made by `make manuals`) in $(PREFIX)/share/man/man1; the programs
# are stripped of their symbols (a release nibtool: 85 MB as built).
# `make uninstall PREFIX=...` removes them. DESTDIR is put before PREFIX, as packagers expect.
PREFIX ?= /usr/local
TOOLS = nibtool nibsmoke
MANUALS = $(wildcard docs/man/*.1)
install: $(addprefix tool-,$(TOOLS))
	@$(MAKE) -s --no-print-directory install-built

# A tool built as `make run` builds the programs, but without compiling the demos' screens:
# an install writes nothing into the checkout's Screens/.
tool-%: deps link-toolset
	$(BUILD) --product $*

# Copies the tools as built in $(BIN), and the manual pages: `install` builds them first. Each
# says what it put where.
install-built:
	@install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	@install -s -m 755 $(addprefix $(BIN)/,$(TOOLS)) $(DESTDIR)$(PREFIX)/bin
	@install -m 644 $(MANUALS) $(DESTDIR)$(PREFIX)/share/man/man1
	@for tool in $(TOOLS); do echo "installed $(DESTDIR)$(PREFIX)/bin/$$tool"; done
	@for page in $(notdir $(MANUALS)); do echo "installed $(DESTDIR)$(PREFIX)/share/man/man1/$$page"; done

# NibKit's tools as a release, in dist/: a versioned tarball and a Debian package of nibtool and
# nibsmoke with their manual pages, built as `make install` builds them; the package is then
# unpacked into a scratch root and its nibtool run there (make/dist.py).
dist: $(addprefix tool-,$(TOOLS))
	@missing=""; command -v dpkg-deb >/dev/null || missing="$$missing dpkg"; $(call install-or-explain,make dist)
	$(PYTHON) make/dist.py $(BIN) docs/man dist $(TOOLS)

uninstall:
	@for file in $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(TOOLS)) $(addprefix $(DESTDIR)$(PREFIX)/share/man/man1/,$(notdir $(MANUALS))); do \
	  if [ -e "$$file" ]; then rm -f "$$file" && echo "removed $$file"; fi; done

# Part of `make test`: install the debug builds (as `make smoke` builds them: the same flags, so
# nothing is compiled again) into a temporary PREFIX, run them from there, uninstall, and check
# nothing is left; and the committed manual pages are those the tools' --help makes.
install-check: manuals-check
	$(if $(BUILT),,$(SWIFT) build)
	@prefix=$$(mktemp -d) && trap 'rm -rf "$$prefix"' EXIT \
	  && said=$$($(MAKE) -s --no-print-directory install-built CONFIG=debug PREFIX="$$prefix") \
	  && for tool in $(TOOLS); do "$$prefix/bin/$$tool" --help >/dev/null && test -f "$$prefix/share/man/man1/$$tool.1" || { echo "$$tool was not installed in $$prefix"; exit 1; }; done \
	  && for file in bin/nibtool share/man/man1/nibtool.1; do echo "$$said" | grep -qx "installed $$prefix/$$file" || { echo "make install did not say it installed $$file: $$said"; exit 1; }; done \
	  && $(MAKE) -s --no-print-directory uninstall PREFIX="$$prefix" >/dev/null \
	  && left=$$(find "$$prefix" -type f) \
	  && if [ -n "$$left" ]; then echo "make uninstall left: $$left"; exit 1; fi
	@echo "make install and make uninstall: ok (each says what it installed or removed, where)"

# Part of `make test`: the release programs' link (make/release-link and the toolset) tried on
# a small program, where the release programs are linked so (lld, glibc 2.36 or later).
release-link-test: deps
	$(if $(RELEASE_LINK_AVAILABLE),@NIBKIT_LLD=$(LLD) SWIFTC=$(SWIFT_BIN_DIR)/swiftc PYTHON=$(PYTHON) SWIFT_OPTIONS="$(RELEASE_SWIFT_OPTIONS)" LINKER_OPTIONS="$(RELEASE_LINKER_OPTIONS)" make/release-link-test,@echo "release-link-test: not run: without ld.lld in the toolchain and glibc 2.36, SwiftPM links the release programs itself")

# The manual pages of the tools (docs/man/*.1), from their --help by swift-argument-parser's
# generate-manual plugin, each command's discussion then written as mdoc paragraphs and example
# displays by make/manual_page.py (the plugin copies it as raw text: mdoc warns of its blank
# lines, fills its examples into the prose and drops its characters outside ASCII). The help
# texts are written for that: a paragraph is one line (ArgumentParser wraps it to the terminal),
# paragraphs are separated by a blank line, examples are indented lines.
# `make manuals` writes them; `make manuals-check` (in `make test`) fails when the committed
# pages differ from what the code's help makes (their date aside), or when groff warns of one.
MANUAL_OUTPUT = .build/plugins/GenerateManual/outputs
MANUAL_PAGE = $(PYTHON) make/manual_page.py .build/debug/$$tool $(MANUAL_OUTPUT)/$$tool/$$tool.1
manuals: deps
	$(SWIFT) package plugin generate-manual --configuration debug
	mkdir -p docs/man
	for tool in $(TOOLS); do $(MANUAL_PAGE) docs/man/$$tool.1 || exit 1; done

manuals-check: deps
	$(SWIFT) package plugin generate-manual --configuration debug
	@made=$$(mktemp) && committed=$$(mktemp) && trap 'rm -f "$$made" "$$committed"' EXIT && for tool in $(TOOLS); do \
	  $(MANUAL_PAGE) "$$made" || exit 1; \
	  grep -v '^\.Dd ' docs/man/$$tool.1 > "$$committed" 2>/dev/null; \
	  grep -v '^\.Dd ' "$$made" | diff "$$committed" - \
	    || { echo "docs/man/$$tool.1 is not what $$tool --help says: run make manuals"; exit 1; }; \
	  warnings=$$(groff -mandoc -ww -z docs/man/$$tool.1 2>&1); \
	  [ -z "$$warnings" ] || { echo "$$warnings"; echo "docs/man/$$tool.1: groff warns of the page (man -l docs/man/$$tool.1 shows it)"; exit 1; }; \
	done

# The README's pictures of the demos (docs/images/*.svg): the real programs in a real terminal,
# run by the scripts in Tests/Screenshots; a unit test (ReadmePictureTests) draws the same
# screens headless and fails when a committed picture no longer matches.
screenshots: deps
	$(SWIFT) build
	.build/debug/nibsmoke --bin-dir .build/debug --screenshot-dir docs/images Tests/Screenshots

# Release build of the harness package Benchmarks/ (its own .build), then one table; see docs/BENCHMARKS.md.
bench: deps
	@start=$$(date +%s); $(MAKE) -C Benchmarks run SWIFT=$(SWIFT) && echo "make bench took $$(( $$(date +%s) - start )) s"

# The fuzz targets (Fuzz/, a package of its own), built with libFuzzer and AddressSanitizer
# and run SECONDS each (default 60); Sources/NibKit/NibKit.docc/Testing.md. The screens are compiled first, to seed
# the compiled reader's corpus.
SECONDS ?= 60
FUZZ_FLAGS = --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
fuzz: deps $(COMPILED_SCREENS)
	cd Fuzz && $(SWIFT) build -c release $(FUZZ_FLAGS)
	Fuzz/run-fuzzers $(SECONDS)

# Installs what is missing when run as root; otherwise says what to install.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw-dev"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists libjpeg 2>/dev/null || missing="$$missing libjpeg-dev"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	command -v tmux >/dev/null || missing="$$missing tmux"; \
	command -v groff >/dev/null || missing="$$missing groff-base"; \
	/usr/bin/python3 -c 'import kiwisolver' 2>/dev/null || missing="$$missing python3-kiwisolver"; \
	$(call install-or-explain,NibKit); \
	command -v $(SWIFT) >/dev/null || { echo "NibKit needs Swift 6.2 or later on PATH (swift.org/install)"; exit 1; }

clean:
	rm -rf .build .build-static
