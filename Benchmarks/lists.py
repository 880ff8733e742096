"""The list figures of `make bench` (issue 15; docs/BENCHMARKS.md, "Lists and scrolling"):
a table of a million rows against one of a hundred (Sources/table-bench), the bytes one row
of scroll writes to a pty, a held-down arrow key and idle CPU with a sheet open (the
Characters demo). run.py puts them in its table.
"""

import json
import os
import statistics
import subprocess
import tempfile
import time

import callgrind
import ptybench as pty

# xterm's Down in application cursor mode (its terminfo's kcud1), what ncurses' keypad reads.
DOWN = b"\x1bOB"

# The shapes compared (table-bench's SHAPE: rows, or rows x titled sections), each against its
# reference: what differs is the number of rows (and of sections), not what is on screen.
COMPARED = [
    ("1000000", "100", "table of 1,000,000 rows", "table of 100 rows"),
    ("1000000x1000", "100x1", "1,000,000 rows in 1,000 titled sections", "100 rows in 1 titled section"),
    ("grid1000000", "grid100", "collection view of 1,000,000 items", "collection view of 100 items"),
]
SHAPES = [shape for pair in COMPARED for shape in pair[:2]]

# The characters the Characters demo lists first, in its order (Basic Latin, Latin-1
# Supplement, Latin Extended-A, as Sources/Demos/Characters/UnicodeBlock.swift gives them;
# every one of them has a name, so every one is listed).
CHARACTERS_LISTED = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180))


def code(scalar):
    """A code point as the demo writes it: U+00A0."""
    return "U+%04X" % scalar


def instructions(table_bench):
    """Instructions per round (start, first frame, one page scrolled, frame) of each shape,
    counted by callgrind: (4 rounds - 1 round) / 3, so start-up cancels out. {} without valgrind."""
    if not callgrind.available():
        return {}
    with tempfile.TemporaryDirectory(prefix="nibkit-lists-") as scratch:
        program = callgrind.symbols_only(table_bench, scratch)
        counts = {}
        for shape in SHAPES:
            four, one = (callgrind.total([program, "--profile", str(rounds), shape], scratch) for rounds in (4, 1))
            counts[shape] = (four - one) / 3
        return counts


def times(table_bench, quick):
    """The compared shapes timed in alternating rounds in one process: {shape: {ms,
    reference_ms, ratio (the median of the rounds' own ratios), rounds}}."""
    out = subprocess.run([table_bench, "--time", "0.5" if quick else "3"], capture_output=True, text=True, check=True).stdout
    return {row["shape"]: row for row in map(json.loads, out.splitlines())}


def peak_memory(table_bench, runs=3):
    """VmHWM (kB) of a process that made each shape's table and scrolled it a page; the median
    of `runs` processes."""
    def one(shape):
        return int(subprocess.run([table_bench, "--memory", shape], capture_output=True, text=True, check=True).stdout)
    return {shape: statistics.median(one(shape) for _ in range(runs)) for shape in SHAPES}


# A terminal without any way to scroll: xterm-256color less its scrolling region, index,
# reverse index and line insertion and deletion, so curses must write every line that moved.
NO_SCROLL_TERMINFO = """nibkit-noscroll|xterm-256color without scrolling,
\tcsr@, ind@, indn@, ri@, rin@, il@, il1@, dl@, dl1@, use=xterm-256color,
"""


def one_row_scroll(table_bench, scrolling=True, runs=3):
    """Bytes written to the pty when Down scrolls the table of a million rows by one row (in a
    table that does not select, the arrows scroll), and the first frame's: medians of `runs`.
    `scrolling` False: in a terminal that cannot scroll (NO_SCROLL_TERMINFO)."""
    with tempfile.TemporaryDirectory(prefix="nibkit-terminfo-") as terminfo:
        env = {}
        if not scrolling:
            source = os.path.join(terminfo, "noscroll.src")
            with open(source, "w") as f:
                f.write(NO_SCROLL_TERMINFO)
            subprocess.run(["tic", "-x", "-o", terminfo, source], check=True, capture_output=True)
            env = {"TERMINFO": terminfo, "TERM": "nibkit-noscroll"}

        def scroll_a_row(p):
            # 24 rows of the terminal, rows 0 to 23 in sight.
            _, _, frame = p.read_until(pty.has("Row 23 "))
            p.write(b"\t")  # the table takes focus (its scroll indicator brightens)
            p.drain()
            p.write(DOWN)
            _, _, scroll = p.read_until(lambda s: s.contains("Row 24 ") and not s.contains("Row 0 "), quiet=0.1)
            return frame, scroll

        return frame_and_scroll_medians(lambda: pty.Program([table_bench, "--terminal", "1000000"], env_extra=env), scroll_a_row, runs)


def frame_and_scroll_medians(start, measure, runs):
    """`measure(p)` → (first frame's bytes, the scroll's bytes) on `runs` programs made by
    `start()`, each quit with `q` (killed if the measure fails): the medians of each."""
    frames, scrolls = [], []
    for _ in range(runs):
        p = start()
        try:
            frame, scroll = measure(p)
            p.finish(b"q")
        except BaseException:
            p.kill()
            raise
        frames.append(frame)
        scrolls.append(scroll)
    return dict(frame=statistics.median(frames), scroll=statistics.median(scrolls))


def select_last_row_in_sight(p):
    """Starts the Characters demo's list with its last row in sight selected, so that each
    Down from there scrolls a row in. Returns the index (in CHARACTERS_LISTED) of the row below,
    the next to come into sight, and the bytes of the first frame."""
    _, _, frame = p.read_until(pty.has("Basic Latin"))
    in_sight = [scalar for scalar in CHARACTERS_LISTED if p.screen.contains(code(scalar))]
    if not in_sight or in_sight != CHARACTERS_LISTED[:len(in_sight)]:
        raise RuntimeError("the Characters demo lists other characters than expected:\n" + p.screen.text())
    # Down from the search field goes to the list, the next selects its first row, and so on
    # to the last row in sight.
    for _ in range(len(in_sight) + 1):
        p.write(DOWN)
    p.read_until(pty.has(code(in_sight[-1])), quiet=0.3)
    if p.screen.contains(code(CHARACTERS_LISTED[len(in_sight)])):
        raise RuntimeError("the list scrolled before its last row in sight was selected:\n" + p.screen.text())
    return len(in_sight), frame


def characters_one_row_scroll(characters_bin, repo, runs=3):
    """Bytes written when Down, on the last row in sight of the Characters demo's list, scrolls
    it a row (the selection moves with it), and the first frame's: medians of `runs`."""
    def scroll_a_row(p):
        below, frame = select_last_row_in_sight(p)
        p.write(DOWN)
        _, _, scroll = p.read_until(pty.has(code(CHARACTERS_LISTED[below])), quiet=0.1)
        return frame, scroll

    return frame_and_scroll_medians(lambda: pty.Program([characters_bin], cwd=repo), scroll_a_row, runs)


def held_key(characters_bin, repo, rate=30, seconds=5):
    """Down held in the Characters demo's list, `rate` repeats a second for `seconds`: for each
    key, the seconds from writing it to the read that puts the row it selects on screen (each
    selects the row below the last in sight, so each scrolls a new row in). Returns the list."""
    p = pty.Program([characters_bin], cwd=repo)
    try:
        below, _ = select_last_row_in_sight(p)
        count = rate * seconds
        latencies = p.hold(DOWN, count, 1.0 / rate, lambda screen, i: screen.contains(code(CHARACTERS_LISTED[below + i])))
        p.read_until(lambda s: True, quiet=0.1)
        p.finish(b"q")
        return latencies
    except BaseException:
        p.kill()
        raise


def sheet_idle(characters_bin, repo, seconds):
    """CPU time (ms) the Characters demo uses in `seconds` untouched with its detail sheet open
    (nothing on it animates)."""
    p = pty.Program([characters_bin], cwd=repo)
    try:
        p.read_until(pty.has("Basic Latin"))
        p.write(DOWN + DOWN + b"\r")  # to the list, its first row, its details
        p.read_until(pty.has("Favourite"))
        idle = p.cpu_ms_while_idle(seconds)
        p.write(b"\x1b")
        p.read_until(pty.lacks("Favourite"))
        p.finish(b"q")
        return idle
    except BaseException:
        p.kill()
        raise


def paste_and_key(p, text, drawn, key_shown):
    """Pastes `text` into `p` as a terminal with bracketed paste sends it, as fast as the
    program reads it: seconds from its first byte written to `drawn` on screen, then
    milliseconds from an x typed after it to `key_shown` on screen. Ends the program."""
    text = b"\x1b[200~" + text + b"\x1b[201~"
    started = time.perf_counter()
    sent = 0
    while sent < len(text):
        sent += os.write(p.fd, text[sent:sent + 65536])
        p.drain(quiet=0)
    drawn_at, _, _ = p.read_until(pty.has(drawn), timeout=120)
    typed = time.perf_counter()
    p.write(b"x")
    shown, _, _ = p.read_until(pty.has(key_shown))
    p.finish(b"\x03")
    return drawn_at - started, (shown - typed) * 1000


def paste_into_notes(characters_bin, repo, size=1 << 20):
    """A paste of `size` bytes into the notes of Characters' detail sheet (a text view), as
    `paste_into_search` pastes into the search field: seconds to the end of the pasted text
    drawn (the view follows its cursor), then milliseconds from a key typed after it to the key
    on screen."""
    p = pty.Program([characters_bin], cwd=repo)
    try:
        p.read_until(pty.has("Basic Latin"))
        p.write(b"U+21D2")
        p.read_until(pty.has("1 character in 1 block"))
        for key in (b"\r", DOWN, b"\r"):
            p.write(key)
            p.drain(quiet=0.2)
        p.read_until(pty.has("Favourite"))
        # Tab through the sheet's controls until a letter typed lands in the notes.
        for _ in range(8):
            p.write(b"\tN")
            p.drain(quiet=0.3)
            if p.screen.contains("Notes     N"):
                break
        else:
            raise RuntimeError("Tab never reached the notes")
        return paste_and_key(p, b"zq" * (size // 2 - 2) + b"END", "zqEND", "ENDx")
    except BaseException:
        p.kill()
        raise


def paste_into_search(characters_bin, repo, size=1 << 20):
    """A paste of `size` bytes into the Characters demo's search field (issue 33): seconds to
    the screen showing the search it makes (nothing found), then milliseconds from a key typed
    after it to the key on screen (`paste_and_key`)."""
    p = pty.Program([characters_bin], cwd=repo)
    try:
        p.read_until(pty.has("Basic Latin"))
        return paste_and_key(p, b"zq" * (size // 2), "0 characters in 0 blocks", "zqx")
    except BaseException:
        p.kill()
        raise
