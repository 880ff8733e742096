# The start-up order of a release demo, a speed device. It buys 17% of Howdy's peak memory
# (VmHWM 7.9 MB instead of 9.5 MB; target 3x dialog's, missed without it; docs/BENCHMARKS.md,
# "Speed devices: what each buys").
#
# PROGRAM.startup-order lists the functions the program ran as it started and defines once
# (startup_order.py, under callgrind); make/release-link passes it to lld, which places them
# together, each function compiled into a section of its own (the Makefile's toolset). It is
# written from the program just linked and is stale as soon as the program is linked again,
# so the Makefile makes it after each build: when the program is newer than its list, the list
# is written again and the program linked once more with it.
ORDERED_PROGRAMS = nibkit-demos empty-window howdy shapely

$(BIN)/%.startup-order: $(BIN)/%
	@missing=""; command -v valgrind >/dev/null || missing=" valgrind"; $(call install-or-explain,Ordering the start-up functions)
	$(PYTHON) make/startup_order.py $<
	rm $<
	$(BUILD) --product $*
	touch $@
