#!/usr/bin/env python3
"""Writes make/startup-order.txt: the functions the release demos run as they start.

  startup_order.py --bin-dir ROOT/.build/release --repo ROOT [--output FILE]

The release demos are linked with this list as lld's symbol ordering file (make/release-link),
so the code a start runs lies together instead of in scattered 64 KB pieces of a 10 MB
program: the kernel maps a file's pages 64 KB around each one touched, so scattered code costs
memory and page faults (docs/BENCHMARKS.md has the figures). Each demo runs under callgrind in
our pty harness to its first frame and one interaction; every function of the program it
executed is listed, those all demos ran first. A stale list only orders less: names no longer
in the program are skipped by the linker, new functions are placed as usual.
"""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptybench as pty  # noqa: E402

TIMEOUT = 120.0  # callgrind runs a program some fifty times slower

# Each demo: its command line, the text of its first frame, what to click then and the text
# that answers, and the keys that end the session (Howdy's also move the focus, as a user would).
DEMOS = [
    (["nibkit-demos"], "NibKit demos", None, None, b"\tq"),
    (["empty-window"], "Red Button", None, None, b"q"),
    (["howdy"], "Howdy!", "Howdy!", "You tapped me!", b"\r\tq"),
    (["shapely", "--seed", "3"], "Add a shape", "Circle", "added a circle", b"\tq"),
]


def executed_functions(profile, binary):
    """The functions of `binary` that ran, from a callgrind profile (names as in the symbol table)."""
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
            elif kind == "fn" and current == binary:
                ran.add(functions[index])
    return ran


def profile_demo(bin_dir, repo, scratch, argv, first_frame, click, answer, quit_keys):
    # valgrind 3.19 cannot read these binaries' DWARF: a copy with symbols only.
    program = os.path.join(scratch, argv[0])
    subprocess.run(["objcopy", "--strip-debug", os.path.join(bin_dir, argv[0]), program], check=True)
    out = os.path.join(scratch, argv[0] + ".callgrind")
    p = pty.Program(["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out, program] + argv[1:], cwd=repo)
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
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--output", default=None)
    args = parser.parse_args()
    output = args.output or os.path.join(args.repo, "make", "startup-order.txt")
    if not shutil.which("valgrind"):
        sys.exit("startup_order.py needs valgrind: apt-get install valgrind")
    uses = collections.Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for demo in DEMOS:
            ran = profile_demo(args.bin_dir, os.path.abspath(args.repo), scratch, *demo)
            print("%-14s %5d functions" % (demo[0][0], len(ran)), file=sys.stderr)
            uses.update(ran)
    # Functions every demo runs first, then the rest; by name within each group, so the file
    # changes only where the code does.
    names = sorted(uses, key=lambda name: (-uses[name], name))
    with open(output, "w") as f:
        f.write("\n".join(names) + "\n")
    print("%d functions -> %s" % (len(names), output), file=sys.stderr)


if __name__ == "__main__":
    main()
