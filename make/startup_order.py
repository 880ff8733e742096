#!/usr/bin/env python3
"""Writes PROGRAM.startup-order: the functions a release demo runs as it starts.

  startup_order.py .build-static/release/howdy

`make run` runs this on each demo it has just linked, then links the demo again with the list
as lld's symbol ordering file (make/release-link), so the code a start runs lies together
instead of in scattered pieces of a 10 MB program: the kernel maps a file's pages 64 KB
around each one touched, so scattered code costs memory (docs/BENCHMARKS.md, "Speed devices").
The demo runs under callgrind in the benchmarks' pty harness to its first frame and one
interaction; every function of the program it executed is listed, by name, but for names the
program defines more than once (`defined_once`).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks"))
import ptybench as pty  # noqa: E402

TIMEOUT = 120.0  # callgrind runs a program some fifty times slower

# Each demo: its arguments, the text of its first frame, what to click then and the text that
# answers, and the keys that end the session (Howdy's also move the focus, as a user would).
DEMOS = {
    "nibkit-demos": ([], "NibKit demos", None, None, b"\tq"),
    "empty-window": ([], "Red Button", None, None, b"q"),
    "howdy": ([], "Howdy!", "Howdy!", "You tapped me!", b"\r\tq"),
    "shapely": (["--seed", "3"], "Add a shape", "Circle", "added a circle", b"\tq"),
}


def executed_functions(profile, binary):
    """The named functions of `binary` that ran, from a callgrind profile (as in the symbol table)."""
    objects, functions, current, ran = {}, {}, None, set()
    entry = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as f:
        for line in f:
            m = entry.match(line.rstrip("\n"))
            if not m:
                continue
            kind, index, name = m.groups()
            table = objects if kind.endswith("ob") else functions
            if name:
                table[index] = name
            if kind == "ob":
                current = objects[index]
            elif kind == "fn" and current == binary and not functions[index].startswith("0x"):
                ran.add(functions[index])  # (a function without a symbol is named by its address)
    return ran


def defined_once(binary):
    """The function names `binary` defines exactly once. A local helper the compiler names alike
    in every object that uses it (an outlined copy such as `$sypWOb`, `objectdestroyTm`) would,
    listed, pull every object defining it into the start's code (lld orders whole sections, and
    a runtime library's objects are one section each): the regex parser's 475 KB and most of
    FoundationEssentials came in by such names, spreading the start's code over 4 MB."""
    counts = {}
    symbols = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout
    for line in symbols.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            counts[fields[2]] = counts.get(fields[2], 0) + 1
    return {name for name, count in counts.items() if count == 1}


def profile(path, scratch, arguments, first_frame, click, answer, quit_keys):
    # valgrind 3.19 cannot read these binaries' DWARF: a copy with symbols only.
    program = os.path.join(scratch, os.path.basename(path))
    subprocess.run(["objcopy", "--strip-debug", path, program], check=True)
    out = program + ".callgrind"
    # Run from the repository, where the demo finds its screens.
    repo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    p = pty.Program(["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out, program] + arguments, cwd=repo)
    try:
        p.read_until(pty.has(first_frame), timeout=TIMEOUT)
        if click:
            x, y = pty.find(p.screen, click)
            p.write(pty.sgr_click(x + 1, y))
            p.read_until(pty.has(answer), timeout=TIMEOUT)
        p.finish(quit_keys, timeout=TIMEOUT)
    except BaseException:
        p.kill()
        raise
    return executed_functions(out, program)


def main():
    if len(sys.argv) != 2 or os.path.basename(sys.argv[1]) not in DEMOS:
        sys.exit("usage: startup_order.py BIN_DIR/DEMO (one of: %s)" % ", ".join(DEMOS))
    path = sys.argv[1]
    if not shutil.which("valgrind"):
        sys.exit("startup_order.py needs valgrind: apt-get install valgrind")
    with tempfile.TemporaryDirectory() as scratch:
        names = sorted(profile(path, scratch, *DEMOS[os.path.basename(path)]) & defined_once(path))
    # Sorted, so the list changes only where the code does.
    with open(path + ".startup-order", "w") as f:
        f.write("\n".join(names) + "\n")
    print("%s: %d functions run at start listed -> %s.startup-order" % (os.path.basename(path), len(names), path), file=sys.stderr)


if __name__ == "__main__":
    main()
