#!/usr/bin/env python3
"""Instructions Howdy runs to its first frame, counted by callgrind, for one or more builds.

  callgrind_first_frame.py --repo ROOT [--top 25] [--keep DIR] NAME=PATH/howdy ...

Each build (as `make release-howdy` makes it, copied aside) is stripped of its DWARF (valgrind
3.19 cannot read DWARF 5), run under callgrind in the benchmarks' pty harness (80x24) until
"Howdy!" is on screen, then sent `q`. The figure is the profile's total: start-up, the first
frame and the quit that follows it (a few thousand instructions). Unlike a time, the count is
the same from run to run on a busy machine, so two builds compare to the instruction.

With two builds or more, the functions whose own (exclusive) counts changed most between the
first build and each other are listed too, `--top` of them.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptybench as pty  # noqa: E402

TIMEOUT = 120.0  # callgrind runs a program some fifty times slower


def profile(path, repo, scratch, name):
    """Runs one build to its first frame under callgrind; returns the profile's path."""
    program = os.path.join(scratch, name + "-" + os.path.basename(path))
    subprocess.run(["objcopy", "--strip-debug", path, program], check=True)
    out = program + ".callgrind"
    p = pty.Program(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, program], cwd=repo)
    try:
        p.read_until(pty.has("Howdy!"), timeout=TIMEOUT)
        p.finish(b"q", timeout=TIMEOUT)
    except BaseException:
        p.kill()
        raise
    return out


def functions(out):
    """(total, {function: exclusive instructions}) from callgrind_annotate."""
    text = subprocess.run(["callgrind_annotate", "--threshold=100", out], check=True, capture_output=True, text=True).stdout
    total = int(re.search(r"^([\d,]+) \(100\.0+%\)\s+PROGRAM TOTALS", text, re.M).group(1).replace(",", ""))
    counts = {}
    for line in text.splitlines():
        m = re.match(r"^\s*([\d,]+) \([\s\d.]+%\)\s+(\S.*)$", line)
        if m and "PROGRAM TOTALS" not in line:
            name = re.sub(r" \[[^\]]*\]$", "", m.group(2).strip())  # less the object: each copy has its own path
            counts[name] = counts.get(name, 0) + int(m.group(1).replace(",", ""))
    return total, counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", required=True, help="where Howdy finds Screens/")
    parser.add_argument("--top", type=int, default=25, help="changed functions listed per comparison")
    parser.add_argument("--keep", help="a folder to keep the profiles in (default: a temporary one)")
    parser.add_argument("builds", nargs="+", metavar="NAME=PATH")
    args = parser.parse_args()
    repo = os.path.abspath(args.repo)
    builds = [build.split("=", 1) for build in args.builds]
    with tempfile.TemporaryDirectory() as temporary:
        scratch = os.path.abspath(args.keep) if args.keep else temporary
        os.makedirs(scratch, exist_ok=True)
        results = [(name, functions(profile(os.path.abspath(path), repo, scratch, name))) for name, path in builds]
    base_name, (base_total, base_counts) = results[0]
    for name, (total, _) in results:
        print("%-12s %12s instructions  %+.2f%%" % (name, format(total, ","), 100.0 * (total - base_total) / base_total))
    for name, (total, counts) in results[1:]:
        print("\nchanged most, %s -> %s (exclusive instructions):" % (base_name, name))
        keys = set(base_counts) | set(counts)
        changes = sorted(keys, key=lambda k: -abs(counts.get(k, 0) - base_counts.get(k, 0)))
        for key in changes[:args.top]:
            before, after = base_counts.get(key, 0), counts.get(key, 0)
            print("  %+11s  %11s -> %11s  %s" % (format(after - before, ","), format(before, ","), format(after, ","), key[:150]))


if __name__ == "__main__":
    main()
