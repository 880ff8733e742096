#!/usr/bin/env python3
"""`make bench`: runs NibKit's benchmarks and prints one table.

  run.py --micro-bin B/nibkit-micro --bin-dir B [--howdy-bin H] [--characters-bin C] --repo ROOT
         [--runs 11] [--markdown FILE] [--only lists|navigation|interfacebuilder]

In-process figures come from `nibkit-micro` (google/swift-benchmark, medians of many
iterations); whole-process figures from our own pty harness (ptybench.py), each program run
`--runs` times, NibKit's and dialog's runs interleaved, medians reported.
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402
import ptybench as pty  # noqa: E402
import lists  # noqa: E402

ALERT = "You tapped me!"
# The screens the navigation and Interface Builder figures load (Benchmarks/Screens).
SCREENS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Screens")


def log(message):
    print(message, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# In-process figures

def micro(binary, quick):
    """Runs the google/swift-benchmark harness; returns {name: median ns} and object counts."""
    args = [binary, "--format", "json", "--columns", "name,median,iterations", "--quiet"]
    if quick:
        args += ["--max-iterations", "50"]
    else:
        args += ["--min-time", "0.5", "--max-iterations", "2000"]
    result = subprocess.run(args, capture_output=True, text=True, check=True)
    objects = {}
    for line in result.stderr.splitlines():
        if line.startswith("objects "):
            _, views, count = line.split()
            objects[int(views)] = int(count)
        elif line.startswith("picture-scalings "):
            objects["picture-scalings"] = int(line.split()[1])
    data = json.loads(result.stdout)
    medians = {}
    for row in data["benchmarks"]:
        name = row["name"].split(".", 1)[-1]
        medians[name] = float(row["median"])  # nanoseconds
    return medians, objects


def instructions(binary):
    """Instructions per load of the 1,000-view screen, counted by callgrind (repeatable where
    times are not): (6 loads - 1 load) / 5, each mode in a process of its own, so set-up and
    start-up cancel out. Returns {mode: instructions}, or {} without valgrind."""
    if not callgrind.available():
        return {}
    counts = {}
    with tempfile.TemporaryDirectory(prefix="nibkit-callgrind-") as scratch:
        program = callgrind.symbols_only(binary, scratch)
        for mode in ["bare", "parse", "xml", "compiled"]:
            six, one = (callgrind.total([program, "--profile", str(loads), mode], scratch) for loads in (6, 1))
            counts[mode] = (six - one) / 5
    return counts


def paired(binary, quick):
    """The loads the targets compare, timed in alternating rounds (`nibkit-micro --paired`):
    {views: {xml, compiled, parse, bare (median ms), xml_per_compiled, parse_per_bare (median
    of each round's ratio), rounds}}."""
    result = subprocess.run([binary, "--paired", "0.5" if quick else "2"], capture_output=True, text=True, check=True)
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return {row["views"]: row for row in rows}


# The layout solver (issue 14): Sources/solver-bench against kiwisolver (solver_kiwi.py, in
# Debian's python3, which has python3-kiwisolver) on the system solver-bench writes.
KIWI_PYTHON = "/usr/bin/python3"
KIWI_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "solver_kiwi.py")


def kiwi_available():
    return subprocess.run([KIWI_PYTHON, "-c", "import kiwisolver"], capture_output=True).returncode == 0


def solver_figures(binary, quick):
    """Best times of a first solve and of a resize step, both solvers in this run, and
    instructions by callgrind where valgrind is: {"swift": {...}, "kiwi": {...}, "system": {...}}.
    kiwisolver's side is left out (with a message) when /usr/bin/python3 cannot import it."""
    result = {}
    with tempfile.TemporaryDirectory(prefix="nibkit-solver-") as scratch:
        system = os.path.join(scratch, "layout.txt")
        subprocess.run([binary, "--write-system", system], check=True)
        rounds, steps = ("5", "10") if quick else ("30", "40")
        out = subprocess.run([binary, "--time", rounds, steps], capture_output=True, text=True, check=True).stdout
        result["system"] = result["swift"] = json.loads(out)
        sides = [("swift", [binary])]
        if kiwi_available():
            kiwi_rounds = "3" if quick else "15"
            out = subprocess.run([KIWI_PYTHON, KIWI_SCRIPT, system, "--time", kiwi_rounds, steps],
                                 capture_output=True, text=True, check=True).stdout
            result["kiwi"] = json.loads(out)
            sides.append(("kiwi", [KIWI_PYTHON, KIWI_SCRIPT, system]))
        else:
            log("  kiwisolver is missing from %s: run `make deps` (python3-kiwisolver)" % KIWI_PYTHON)
        if quick or not callgrind.available():
            return result
        # Instructions: ((1 first solve, 201 steps) - (1, 1)) / 200 is a resize step, and
        # (1, 1) - (0, 0) less a step a first solve: set-up and start-up cancel out.
        sides[0] = ("swift", [callgrind.symbols_only(binary, scratch)])

        def total(argv, firsts, steps):
            return callgrind.total(argv + ["--profile", str(firsts), str(steps)], scratch)

        for side, argv in sides:
            one = total(argv, 1, 1)
            step = (total(argv, 1, 201) - one) / 200
            result[side]["resize_instructions"] = step
            result[side]["first_instructions"] = one - total(argv, 0, 0) - step
    return result


def process_time(argv, runs):
    """The median wall time of a whole process, in ms."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


# ---------------------------------------------------------------------------------------------
# Whole-process figures

def run_howdy(howdy_bin, repo, idle):
    p = pty.Program([howdy_bin], cwd=repo)
    try:
        _, frame_end, frame_bytes = p.read_until(pty.has("Howdy!"))
        first_frame = (frame_end - p.start) * 1000
        x, y = pty.find(p.screen, "Howdy!")
        clicked = time.perf_counter()
        p.write(pty.sgr_click(x + 3, y))
        seen, end, _ = p.read_until(pty.has(ALERT))
        click = (seen - clicked) * 1000
        click_end = (end - clicked) * 1000
        p.write(b"\r")
        p.read_until(pty.lacks(ALERT))
        p.write(b"\t")
        tab_bytes = p.drain()
        idle_ms = p.cpu_ms_while_idle(idle) if idle else None
        peak = p.peak_kib()
        status = p.finish(b"q")
        if status != 0:
            log("howdy exited with status %d" % status)
        return dict(frame=first_frame, bytes=frame_bytes, click=click, click_end=click_end,
                    tab=tab_bytes, idle=idle_ms, peak=peak)
    except BaseException:
        p.kill()
        raise


def run_resize_storm(howdy_bin, repo, count=200):
    """Howdy under a storm of `count` resizes back to back (sizes cycling between 60x16 and
    119x40, ending at 100x30): milliseconds from the last resize to the last byte of the frame
    that shows the help line where the last size puts it (the second row from the bottom)."""
    p = pty.Program([howdy_bin], cwd=repo)
    try:
        p.read_until(pty.has("Howdy!"))
        sizes = [(60 + (i * 7) % 60, 16 + (i * 5) % 25) for i in range(count - 1)] + [(100, 30)]
        ms = p.resize_storm(sizes, lambda screen: "q quits" in "".join(screen.cells[28]))
        p.finish(b"q")
        return ms
    except BaseException:
        p.kill()
        raise


def run_dialog(idle):
    p = pty.Program(["dialog", "--msgbox", ALERT, "7", "30"])
    try:
        _, frame_end, frame_bytes = p.read_until(pty.has(ALERT))
        first_frame = (frame_end - p.start) * 1000
        idle_ms = p.cpu_ms_while_idle(idle) if idle else None
        peak = p.peak_kib()
        p.finish(b"\r")
        return dict(frame=first_frame, bytes=frame_bytes, idle=idle_ms, peak=peak)
    except BaseException:
        p.kill()
        raise


def run_onecell(bin_dir, changes=5):
    p = pty.Program([os.path.join(bin_dir, "onecell")])
    try:
        _, _, frame_bytes = p.read_until(pty.has("row 23 of text"))
        changed = []
        for k in range(1, changes + 1):
            digit = str(k % 10)
            p.write(b"x")
            _, _, count = p.read_until(lambda s, d=digit: s.cells[0][0] == d, quiet=0.1)
            changed.append(count)
        p.finish(b"q")
        # The first change after the frame (the cursor is elsewhere, so it moves) counts;
        # later ones, next to the cursor, are shorter still.
        return dict(frame_bytes=frame_bytes, cell=changed[0], cell_later=statistics.median(changed[1:]))
    except BaseException:
        p.kill()
        raise


def whole_process(bin_dir, howdy_bin, repo, runs, idle_runs, idle_seconds):
    howdy, dialog, onecell = [], [], []
    # One warm-up of each (page cache, dynamic loader), not counted.
    run_howdy(howdy_bin, repo, 0)
    run_dialog(0)
    for i in range(runs):
        idle = idle_seconds if i < idle_runs else 0
        # Interleaved, and the order alternated, so drift hits both alike.
        if i % 2 == 0:
            howdy.append(run_howdy(howdy_bin, repo, idle))
            dialog.append(run_dialog(idle))
        else:
            dialog.append(run_dialog(idle))
            howdy.append(run_howdy(howdy_bin, repo, idle))
        if i < 5:
            onecell.append(run_onecell(bin_dir))
        log("  run %d/%d: howdy %.1f ms, dialog %.1f ms" % (i + 1, runs, howdy[-1]["frame"], dialog[-1]["frame"]))

    storms = [run_resize_storm(howdy_bin, repo) for _ in range(3 if runs < 5 else 5)]

    def med(rows, key):
        values = [r[key] for r in rows if r.get(key) is not None]
        return statistics.median(values) if values else float("nan")

    return {
        "howdy_frame": med(howdy, "frame"), "dialog_frame": med(dialog, "frame"),
        "howdy_bytes": med(howdy, "bytes"), "dialog_bytes": med(dialog, "bytes"),
        "howdy_peak": med(howdy, "peak") / 1024, "dialog_peak": med(dialog, "peak") / 1024,
        "click": med(howdy, "click"), "click_end": med(howdy, "click_end"),
        "howdy_idle": med(howdy, "idle"), "dialog_idle": med(dialog, "idle"),
        "howdy_idle_max": max((r["idle"] for r in howdy if r["idle"] is not None), default=float("nan")),
        "tab": med(howdy, "tab"),
        "cell": med(onecell, "cell"), "cell_frame": med(onecell, "frame_bytes"),
        "storm": statistics.median(storms), "storm_max": max(storms),
    }


# ---------------------------------------------------------------------------------------------
# The table

def fmt(value, unit):
    if value is None or value != value:
        return "n/a"
    if unit == "B":
        return "%d B" % round(value)
    if unit == "MB":
        return "%.1f MB" % value
    if value >= 100:
        return "%.0f %s" % (value, unit)
    if value >= 10:
        return "%.1f %s" % (value, unit)
    if value >= 1:
        return "%.2f %s" % (value, unit)
    return "%.3f %s" % (value, unit)


def core_figures(args, add):
    """Loading, parsing, the layout solver, frames and Howdy: every figure before the lists."""
    log("In-process figures (google/swift-benchmark)...")
    m, objects = micro(args.micro_bin, args.quick)
    ms = lambda name: m.get(name, float("nan")) / 1e6  # noqa: E731

    log("The compared loads in alternating rounds...")
    pairs = paired(args.micro_bin, args.quick)

    log("Instruction counts (callgrind)...")
    counts = instructions(args.micro_bin)

    log("The layout solver against kiwisolver (first solve, resize step)...")
    solver = solver_figures(os.path.join(args.bin_dir, "solver-bench"), args.quick)

    log("xmllint --noout over the same files...")
    screens = tempfile.mkdtemp(prefix="nibkit-bench-")
    try:
        subprocess.run([args.micro_bin, "--write-screens", screens], check=True, capture_output=True)
        xmllint = {}
        if shutil.which("xmllint"):
            runs = 5 if args.quick else 21
            empty = process_time(["xmllint", "--noout", os.path.join(screens, "views10.xib")], runs)
            full = process_time(["xmllint", "--noout", os.path.join(screens, "views10000.xib")], runs)
            xmllint = {"10000": max(0.0, full - empty)}
    finally:
        shutil.rmtree(screens, ignore_errors=True)

    log("Whole-process figures in a pty (%d runs each, interleaved with dialog)..." % args.runs)
    e = whole_process(args.bin_dir, args.howdy_bin, args.repo, args.runs, args.idle_runs, args.idle_seconds)

    for n in [10, 100, 1000, 10000]:
        xml = ms("load-xml-%d" % n)
        target, met = ("< 5 ms", xml < 5) if n == 1000 else ("", None)
        add("load %s views (%d objects), XML → awakeFromNib" % (format(n, ","), objects.get(n, 0)), xml, "ms",
            "bare libxml2 SAX pass, same bytes", ms("bare-sax-%d" % n), target, met)
    for n in [10, 100, 1000, 10000]:
        compiled, xml = ms("load-compiled-%d" % n), ms("load-xml-%d" % n)
        add("load %s views, compiled form → awakeFromNib" % format(n, ","), compiled, "ms",
            "load from XML", xml, "≥ 3x faster (ratio ≤ 0.33)", compiled * 3 <= xml)
    for n in [1000]:
        add("load 1,000 views, compiled: reading the compiled form", ms("decode-compiled-%d" % n), "ms",
            "load from the compiled form", ms("load-compiled-%d" % n))
        add("load 1,000 views: making the objects (shared by both loads)", ms("instantiate-%d" % n), "ms",
            "load from the compiled form", ms("load-compiled-%d" % n))
    for n in [10, 100, 1000, 10000]:
        count = max(1, objects.get(n, 1))
        add("time per object, %s views, XML / compiled" % format(n, ","), ms("load-xml-%d" % n) * 1000 / count, "µs",
            "per object, compiled", ms("load-compiled-%d" % n) * 1000 / count)
    for n in [10, 100, 1000, 10000]:
        parse, bare = ms("parse-%d" % n), ms("bare-sax-%d" % n)
        add("read + check (ScreenReader), %s views" % format(n, ","), parse, "ms",
            "bare libxml2 SAX pass (floor)", bare, "≤ 2x floor", parse <= 2 * bare)
    if xmllint:
        add("read + check (ScreenReader), 10,000 views, vs xmllint", ms("parse-10000"), "ms",
            "xmllint --noout (process, less a 10-view run)", xmllint["10000"])
    for n in [1000, 10000]:
        pair = pairs.get(n)
        if not pair:
            continue
        # The ratio is the median of the rounds' ratios: a round's two loads ran back to back.
        add("alternating rounds (%d), %s views: compiled form" % (pair["rounds"], format(n, ",")), pair["compiled"], "ms",
            "load from XML, same rounds", pair["xml"], "≥ 3x faster (ratio ≤ 0.33)",
            pair["xml_per_compiled"] >= 3, 1 / pair["xml_per_compiled"])
        add("alternating rounds (%d), %s views: read + check" % (pair["rounds"], format(n, ",")), pair["parse"], "ms",
            "bare libxml2 SAX pass, same rounds", pair["bare"], "≤ 2x floor",
            pair["parse_per_bare"] <= 2, pair["parse_per_bare"])
    if counts:
        mi = {mode: value / 1e6 for mode, value in counts.items()}
        add("instructions: load 1,000 views, XML → awakeFromNib", mi["xml"], "M",
            "bare libxml2 SAX pass", mi["bare"])
        add("instructions: load 1,000 views, compiled form", mi["compiled"], "M",
            "load from XML", mi["xml"], "≥ 3x faster (ratio ≤ 0.33)", mi["compiled"] * 3 <= mi["xml"])
        add("instructions: read + check 1,000 views", mi["parse"], "M",
            "bare libxml2 SAX pass (floor)", mi["bare"], "≤ 2x floor", mi["parse"] <= 2 * mi["bare"])
    kiwi = solver.get("kiwi", {})
    swift = solver["swift"]
    shape = "%d views in a window, %s constraints" % (solver["system"]["views"] - 1, format(solver["system"]["constraints"], ","))
    for key, what in [("first", "first solve (add all, edit, update)"), ("resize", "resize step 200x60 ⇄ 160x48")]:
        theirs = kiwi.get(key + "_ms", float("nan"))
        add("layout solver, %s: %s" % (shape, what), swift[key + "_ms"], "ms",
            "kiwisolver, same system, same run", theirs, "no slower (ratio ≤ 1)",
            swift[key + "_ms"] <= theirs if theirs == theirs else None)
    for key, what in [("first", "first solve"), ("resize", "resize step")]:
        if key + "_instructions" in swift:
            mine, theirs = swift[key + "_instructions"], kiwi.get(key + "_instructions", float("nan"))
            unit, scale = ("M", 1e6) if key == "first" else ("k", 1e3)
            add("instructions: layout solver, %s" % what, mine / scale, unit,
                "kiwisolver (through Python's calls)", theirs / scale, "no more (ratio ≤ 1)",
                mine <= theirs if theirs == theirs else None)
    for w, h in [(80, 24), (200, 60)]:
        add("full frame %dx%d, headless (100 views)" % (w, h), ms("frame-%dx%d" % (w, h)), "ms",
            "one frame at 60 Hz", 1000 / 60, "< 16.7 ms", ms("frame-%dx%d" % (w, h)) < 1000 / 60)
    add("full frame 80x24 filled by a picture (Palette's, 24x12 pixels)", ms("frame-picture-80x24"), "ms",
        "the same frame filled by a plain view", ms("frame-plain-80x24"), "≤ 3x (scaled once, not per frame)",
        ms("frame-picture-80x24") <= 3 * ms("frame-plain-80x24"))
    if "picture-scalings" in objects:
        add("the picture's scalings over every frame of that run", objects["picture-scalings"], "",
            "sizes it was drawn at", 1, "1 (once per size)", objects["picture-scalings"] == 1)
    add("Howdy: time to first frame (pty 80x24)", e["howdy_frame"], "ms",
        "dialog --msgbox, same run", e["dialog_frame"], "≤ 1.5x", e["howdy_frame"] <= 1.5 * e["dialog_frame"])
    add("Howdy: bytes to first frame", e["howdy_bytes"], "B", "dialog --msgbox", e["dialog_bytes"])
    add("Howdy: peak memory (VmHWM)", e["howdy_peak"], "MB", "dialog --msgbox", e["dialog_peak"],
        "≤ 3x", e["howdy_peak"] <= 3 * e["dialog_peak"])
    add("Howdy: click on \"Howdy!\" → alert text written", e["click"], "ms",
        "target", 5.0, "< 5 ms", e["click"] < 5)
    add("Howdy: CPU used while idle for %g s" % args.idle_seconds, e["howdy_idle"], "ms",
        "dialog --msgbox idle", e["dialog_idle"], "0 (no CPU)", e["howdy_idle_max"] == 0)
    add("ncursesw: bytes for a one-cell change", e["cell"], "B",
        "full first frame, same screen", e["cell_frame"], "tens of bytes (< 100 B)", e["cell"] < 100)
    add("Howdy: bytes for a focus move (Tab)", e["tab"], "B", "Howdy's first frame", e["howdy_bytes"])
    add("Howdy: 200 resizes back to back → last size drawn (worst %.0f ms)" % e["storm_max"], e["storm"], "ms",
        "target", 50.0, "≤ 50 ms after the last", e["storm_max"] <= 50)


def navigation_figures(args, add):
    """Navigation (issue 16): resident memory after pushing and popping one storyboard scene
    (Benchmarks/Screens/Pushes.storyboard) 1,000 times, against the same after the first 10."""
    log("Navigation: a storyboard scene pushed and popped 1,000 times...")
    out = subprocess.run([os.path.join(args.bin_dir, "navigation-bench"), SCREENS, "1000"],
                         capture_output=True, text=True, check=True).stdout.split()
    warm_up, before, rounds, after = map(int, out)
    add("navigation: resident memory after {:,} pushes and pops of a scene (VmRSS)".format(rounds), after / 1024, "MB",
        "after the first %d" % warm_up, before / 1024, "flat (≤ 1.02x)", after <= 1.02 * before)


def interfacebuilder_figures(args, add):
    """A real-sized Interface Builder file (issue 17): Benchmarks/Screens/Account.xib, as Xcode
    writes it, read, loaded, solved and drawn at 80x24 (Sources/interfacebuilder-bench), against
    the same screen in NibKit's dialect (AccountNibKit.xib), in alternating rounds; and the
    instructions of a round of each by callgrind ((6 rounds - 1 round) / 5)."""
    bench = os.path.join(args.bin_dir, "interfacebuilder-bench")
    log("Interface Builder: Account.xib against the same screen in NibKit's dialect...")
    out = subprocess.run([bench, "--time", "0.5" if args.quick else "3", SCREENS], capture_output=True, text=True, check=True).stdout
    t = json.loads(out)
    counts = {}
    if callgrind.available():
        with tempfile.TemporaryDirectory(prefix="nibkit-ib-") as scratch:
            program = callgrind.symbols_only(bench, scratch)
            for side, name in [("xcode", "Account.xib"), ("nibkit", "AccountNibKit.xib")]:
                path = os.path.join(SCREENS, name)
                six, one = (callgrind.total([program, "--profile", str(rounds), path], scratch) for rounds in (6, 1))
                counts[side] = (six - one) / 5

    screen = "Account.xib (Xcode, 50 views, 100 constraints)"
    add("%s: read + load + solve + draw 80x24, alternating rounds (%d)" % (screen, t["rounds"]), t["xcode_total"], "ms",
        "the same screen in NibKit's dialect, same rounds", t["nibkit_total"], "< 5 ms", t["xcode_total"] < 5, t["ratio"])
    for phase, what in [("read", "reading the file (read + check)"), ("load", "loading (objects, outlets, awakeFromNib)"),
                        ("frame", "first frame (solve + draw)")]:
        add("Account.xib: %s" % what, t["xcode_" + phase], "ms", "the same in NibKit's dialect", t["nibkit_" + phase])
    if counts:
        add("instructions: Account.xib, read + load + solve + draw", counts["xcode"] / 1e6, "M",
            "the same screen in NibKit's dialect", counts["nibkit"] / 1e6)


def list_figures(args, add):
    """Lists and scrolling (issue 15): Benchmarks/lists.py measures, each against a reference
    of the same run."""
    table_bench = os.path.join(args.bin_dir, "table-bench")
    log("Lists: a table of a million rows against one of a hundred (callgrind, times, memory)...")
    counts = lists.instructions(table_bench)
    times = lists.times(table_bench, args.quick)
    memory = lists.peak_memory(table_bench)
    log("Lists: one row of scroll in a pty, with and without the terminal's scrolling...")
    scroll = lists.one_row_scroll(table_bench)
    no_scroll = lists.one_row_scroll(table_bench, scrolling=False)
    characters_scroll = lists.characters_one_row_scroll(args.characters_bin, args.repo)
    log("Lists: Down held in Characters, 30 a second for 5 s...")
    held = lists.held_key(args.characters_bin, args.repo)
    log("Lists: 1 MB pasted into Characters' search field...")
    pasted, after_paste = lists.paste_into_search(args.characters_bin, args.repo)
    log("Lists: 1 MB pasted into the notes of Characters' detail sheet...")
    noted, after_note = lists.paste_into_notes(args.characters_bin, args.repo)
    log("Lists: idle with Characters' detail sheet open (%d runs, and dialog's)..." % args.idle_runs)
    sheet = [lists.sheet_idle(args.characters_bin, args.repo, args.idle_seconds) for _ in range(args.idle_runs)]
    dialog = [run_dialog(args.idle_seconds)["idle"] for _ in range(args.idle_runs)]

    for shape, reference, name, reference_name in lists.COMPARED:
        if counts:
            add("instructions: %s, start + one page (80x24, headless)" % name, counts[shape] / 1e6, "M",
                reference_name + ", same", counts[reference] / 1e6, "≤ 1.2x", counts[shape] <= 1.2 * counts[reference])
    for shape, reference, name, reference_name in lists.COMPARED:
        t = times[shape]
        add("%s: start + one page, alternating rounds (%d)" % (name, t["rounds"]), t["ms"], "ms",
            reference_name + ", same rounds", t["reference_ms"], "≤ 1.2x", t["ratio"] <= 1.2, t["ratio"])
    for shape, reference, name, reference_name in lists.COMPARED:
        add("%s: peak memory (VmHWM)" % name, memory[shape] / 1024, "MB", reference_name, memory[reference] / 1024,
            "no growth (≤ 1.05x)", memory[shape] <= 1.05 * memory[reference])
    add("table of 1,000,000 rows: bytes for one row of scroll (pty 80x24)", scroll["scroll"], "B",
        "full repaint (first frame), same screen", scroll["frame"], "a row's worth (< 1/10)",
        scroll["scroll"] * 10 < scroll["frame"])
    add("the same, terminal without scrolling (no csr, ind, il, dl)", no_scroll["scroll"], "B",
        "full repaint (first frame), same terminal", no_scroll["frame"])
    add("Characters: bytes for one row of scroll (Down on the last row in sight)", characters_scroll["scroll"], "B",
        "full repaint (first frame), same screen", characters_scroll["frame"], "two rows' worth (< 1/5)",
        characters_scroll["scroll"] * 5 < characters_scroll["frame"])
    interval = 1000 / 30
    seen = [latency * 1000 for latency in held if latency is not None]
    behind = sum(1 for latency in held if latency is None or latency * 1000 > interval)
    add("Characters: Down held, 30/s for 5 s: key → its row on screen, median", statistics.median(seen), "ms",
        "key interval", interval, "< 33.3 ms", statistics.median(seen) < interval)
    add("Characters: Down held: worst of %d keys (%d behind)" % (len(held), behind), max(seen), "ms",
        "key interval", interval, "none behind (< 33.3 ms)", behind == 0)
    add("Characters: 1 MB pasted into the search field (bracketed), drawn", pasted, "s", "—", float("nan"), "< 1 s", pasted < 1)
    add("Characters: a key typed after the 1 MB paste, drawn", after_paste, "ms", "—", float("nan"), "< 50 ms", after_paste < 50)
    add("Characters: 1 MB pasted into the detail sheet's notes (a text view), drawn", noted, "s", "—", float("nan"), "< 1 s", noted < 1)
    add("Characters: a key typed after the 1 MB paste into the notes, drawn", after_note, "ms", "—", float("nan"), "< 50 ms", after_note < 50)
    add("Characters: CPU while idle %g s, detail sheet open (worst of %d)" % (args.idle_seconds, len(sheet)), max(sheet), "ms",
        "dialog --msgbox idle, same run", max(dialog), "0 (no CPU)", max(sheet) == 0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--micro-bin", required=True)
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--howdy-bin", help="the howdy program measured (default: BIN_DIR/howdy)")
    parser.add_argument("--repo", required=True)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--idle-runs", type=int, default=3)
    parser.add_argument("--idle-seconds", type=float, default=3.0)
    parser.add_argument("--quick", action="store_true", help="fewer iterations, for trying the script")
    parser.add_argument("--markdown", help="also write the table as Markdown to this file")
    parser.add_argument("--characters-bin", help="the characters demo measured (default: BIN_DIR/characters)")
    parser.add_argument("--only", choices=["lists", "navigation", "interfacebuilder"],
                        help="only these figures: lists (issue 15), navigation (issue 16), interfacebuilder (issue 17)")
    args = parser.parse_args()
    args.micro_bin, args.bin_dir, args.repo = map(os.path.abspath, (args.micro_bin, args.bin_dir, args.repo))
    args.howdy_bin = os.path.abspath(args.howdy_bin or os.path.join(args.bin_dir, "howdy"))
    args.characters_bin = os.path.abspath(args.characters_bin or os.path.join(args.bin_dir, "characters"))

    started = time.perf_counter()
    rows = []  # (figure, value, unit, reference, reference value, target text, met, ratio)

    def add(figure, value, unit, reference, ref_value, target="", met=None, ratio=None):
        rows.append((figure, value, unit, reference, ref_value, target, met, ratio))

    if args.only is None:
        core_figures(args, add)
    if args.only in (None, "lists"):
        list_figures(args, add)
    if args.only in (None, "navigation"):
        navigation_figures(args, add)
    if args.only in (None, "interfacebuilder"):
        interfacebuilder_figures(args, add)

    header = ["figure", "NibKit", "reference", "ref. value", "ratio", "target", "met?"]
    table = []
    for figure, value, unit, reference, ref_value, target, met, given_ratio in rows:
        if given_ratio is not None:
            ratio = "%.2fx" % given_ratio
        elif ref_value and value == value and ref_value == ref_value:
            ratio = "%.2fx" % (value / ref_value) if value / ref_value >= 0.01 else "%.4fx" % (value / ref_value)
        elif ref_value == 0 and value == 0:
            ratio = "0 / 0"
        else:
            ratio = "n/a"
        table.append([figure, fmt(value, unit), reference, fmt(ref_value, unit), ratio, target or "—",
                      "—" if met is None else ("yes" if met else "NO")])

    widths = [max(len(r[i]) for r in [header] + table) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    print()
    print(line(header))
    print(line(["-" * w for w in widths]))
    for r in table:
        print(line(r))
    elapsed = time.perf_counter() - started
    print()
    if args.only is None:
        print("Medians. In-process: google/swift-benchmark; instructions: callgrind; whole-process: %d runs "
              "each in a pty, interleaved with dialog." % args.runs)
    if args.only in (None, "lists"):
        print("Lists: instructions by callgrind; times in alternating rounds; pty figures medians of 3 runs.")
    if args.only in (None, "interfacebuilder"):
        print("Interface Builder: medians of alternating rounds in one process; instructions by callgrind.")
    print("Measuring took %.0f s." % elapsed)

    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("| " + " | ".join(header) + " |\n")
            f.write("|" + "|".join(" --- " for _ in header) + "|\n")
            for r in table:
                f.write("| " + " | ".join(c.replace("|", "\\|") for c in r) + " |\n")
            f.write("\n%s; %d CPUs; %s; %s\n" % (cpu_model(), os.cpu_count(), memory(), platform.platform()))


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def memory():
    try:
        with open("/proc/meminfo") as f:
            kib = int(f.readline().split()[1])
        return "%.1f GB RAM" % (kib / 1024 / 1024)
    except OSError:
        return "unknown memory"


if __name__ == "__main__":
    main()
