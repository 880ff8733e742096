#!/usr/bin/env python3
"""Howdy's first frame and peak memory for several builds of it, against dialog, in one run.

  compare_howdy.py --repo ROOT [--runs 21] NAME=PATH/howdy ...

What a speed device buys (docs/BENCHMARKS.md, "Speed devices: what each buys"): build Howdy
with and without it, copy each program aside, and compare them here. Each round runs every
build and dialog once, in an order rotated from round to round, after one uncounted warm-up
of each; the table gives medians and their ratios to dialog's.

Each build is first dropped from the page cache, so that all are read back alike: on ext4
with large folios, how a file's pages came into the cache (written by the linker, by cp, or
read back) changes how many of them a start maps, and byte-identical copies of Howdy
measured 7.9 and 8.3 MB.
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run  # noqa: E402


def drop_from_page_cache(path):
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)  # only clean pages can be dropped
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", required=True, help="where Howdy finds Screens/")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("builds", nargs="+", metavar="NAME=PATH")
    args = parser.parse_args()
    repo = os.path.abspath(args.repo)
    builds = dict(build.split("=", 1) for build in args.builds)
    names = ["dialog"] + list(builds)

    def measure(name):
        return run.run_dialog(0) if name == "dialog" else run.run_howdy(os.path.abspath(builds[name]), repo, 0)

    for path in builds.values():
        drop_from_page_cache(path)
    rows = {name: [] for name in names}
    for name in names:
        measure(name)
    for i in range(args.runs):
        order = names[i % len(names):] + names[:i % len(names)]
        for name in reversed(order) if i % 2 else order:
            rows[name].append(measure(name))
        run.log("  round %d/%d" % (i + 1, args.runs))

    def median(name, key):
        return statistics.median(row[key] for row in rows[name])

    frame, peak = median("dialog", "frame"), median("dialog", "peak")
    print("%-30s %14s %8s %14s %8s" % ("build", "first frame", "/dialog", "peak memory", "/dialog"))
    for name in names:
        f, p = median(name, "frame"), median(name, "peak")
        print("%-30s %11.2f ms %7.2fx %11.2f MB %7.2fx" % (name, f, f / frame, p / 1024, p / peak))


if __name__ == "__main__":
    main()
