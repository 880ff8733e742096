#!/usr/bin/env python3
"""How `nibtool validate` and `nibtool preview --snapshot` grow with the input (issue 33): a
storyboard of N scenes, each with a show segue to the next; N constraints, as Xcode writes them,
placing views on their superview, and N placing each view from the one before (a chain); a stack
view of N labels (fill, and fill equally), placed by its frame; and stacks the solver arranges:
sized by their labels with a panel placed under the middle one (a constraint that names it), and
pinned all round, so squeezed into 24 rows, with the same panel. Each case is made here, run once in release with a time limit, and measured by
wall time and peak memory (the child's maximum resident set). Growth is the time's ratio for ten
times the input: about 10 is linear, 100 quadratic.

    python3 scale.py --nibtool ../.build/release/nibtool [--markdown scale.md] [--timeout 60]
"""
import argparse
import os
import subprocess
import tempfile
import time

XCODE_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
"""


def storyboard(scenes):
    """`scenes` view controllers, each with a show segue to the next."""
    body = []
    for i in range(scenes):
        segue = '<connections><segue destination="s%d" kind="show" id="g%d"/></connections>' % (i + 1, i) if i < scenes - 1 else ""
        body.append('<scene sceneID="scene%d"><objects><viewController id="s%d"><view key="view" id="v%d"/>%s</viewController></objects></scene>' % (i, i, i, segue))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="NibKit.Storyboard" version="1" initialViewController="s0">\n<scenes>\n'
            + "\n".join(body) + "\n</scenes>\n</document>\n")


def xcode_constraints(count, chained):
    """`count` constraints in Xcode's dialect, four a view: each view on its superview, or each
    placed from the one before."""
    views, constraints = [], []
    for i in range(count // 4):
        views.append('<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v%d"><rect key="frame" x="0" y="%d" width="16" height="20"/></view>' % (i, i * 20))
        above = ('v%d' % (i - 1), 'bottom') if chained and i else ('root', 'top')
        constraints += [
            '<constraint firstItem="v%d" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="%d" id="a%d"/>' % (i, i % 40 * 8, i),
            '<constraint firstItem="v%d" firstAttribute="top" secondItem="%s" secondAttribute="%s" constant="%d" id="b%d"/>' % (i, above[0], above[1], 0 if chained else i % 30 * 20, i),
            '<constraint firstItem="v%d" firstAttribute="width" constant="16" id="c%d"/>' % (i, i),
            '<constraint firstItem="v%d" firstAttribute="height" constant="20" id="d%d"/>' % (i, i),
        ]
    root = ('<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>'
            '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>%s</subviews><constraints>%s</constraints></view>'
            % ("".join(views), "".join(constraints)))
    return XCODE_HEAD + root + "\n    </objects>\n</document>\n"


def stack(views, distribution="fill"):
    """A vertical stack view of `views` labels, placed by its frame."""
    labels = "".join('<label id="l%d" text="item %d"/>' % (i, i) for i in range(views))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="NibKit.XIB" version="1">\n<objects>\n'
            '<stackView id="s" axis="vertical" distribution="%s"><rect key="frame" x="0" y="0" width="80" height="24"/>'
            '<subviews>%s</subviews></stackView>\n</objects>\n</document>\n' % (distribution, labels))


def named_stack(views, distribution="fill", pinned=False):
    """A vertical stack of `views` labels placed by constraints at the root's top left (so sized
    by them), or on all four sides, with a panel under the middle label: the solver arranges it."""
    labels = "".join('<label id="l%d" text="item %d"/>' % (i, i) for i in range(views))
    sides = ["leading", "top"] + (["trailing", "bottom"] if pinned else [])
    constraints = "".join('<constraint firstItem="s" firstAttribute="%s" secondItem="root" secondAttribute="%s" id="s%s"/>' % (side, side, side) for side in sides)
    constraints += ('<constraint firstItem="panel" firstAttribute="top" secondItem="l%d" secondAttribute="bottom" id="p1"/>'
                    '<constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="p2"/>'
                    '<constraint firstItem="panel" firstAttribute="width" constant="5" id="p3"/><constraint firstItem="panel" firstAttribute="height" constant="1" id="p4"/>'
                    % (views // 2))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="NibKit.XIB" version="1">\n<objects>\n'
            '<view id="root"><rect key="frame" x="0" y="0" width="80" height="24"/><subviews>'
            '<stackView id="s" axis="vertical" distribution="%s" translatesAutoresizingMaskIntoConstraints="NO"><subviews>%s</subviews></stackView>'
            '<view id="panel" translatesAutoresizingMaskIntoConstraints="NO"/></subviews>'
            '<constraints>%s</constraints></view>\n</objects>\n</document>\n' % (distribution, labels, constraints))


CASES = [
    ("scenes (show chain)", ".storyboard", storyboard, [10, 100, 1000, 10000]),
    ("constraints on the superview (Xcode)", ".xib", lambda n: xcode_constraints(n, chained=False), [200, 2000, 20000]),
    ("constraints in a chain (Xcode)", ".xib", lambda n: xcode_constraints(n, chained=True), [200, 2000, 20000]),
    ("arranged views (stack, fill)", ".xib", stack, [100, 1000, 10000]),
    ("arranged views (stack, fill equally)", ".xib", lambda n: stack(n, "fillEqually"), [100, 1000, 10000]),
    ("arranged views (sized by them, one named, fill)", ".xib", named_stack, [100, 1000, 10000]),
    ("arranged views (sized by them, one named, fill equally)", ".xib", lambda n: named_stack(n, "fillEqually"), [100, 1000, 10000]),
    ("arranged views (squeezed, one named, fill)", ".xib", lambda n: named_stack(n, pinned=True), [100, 1000, 10000]),
]
COMMANDS = [("validate", ["validate"]), ("validate --size", ["validate", "--size", "80x24"]), ("preview", ["preview", "--snapshot", "--size", "80x24"])]


def run_with_limit(argv, timeout):
    """Wall seconds and peak memory (MB) of one run; (None, None) past `timeout` seconds."""
    started = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            return time.perf_counter() - started, usage.ru_maxrss / 1024
        if time.perf_counter() - started > timeout:
            child.kill()
            os.wait4(child.pid, 0)
            return None, None
        time.sleep(0.01)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nibtool", required=True)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--markdown")
    parser.add_argument("--only", help="run only the cases whose name holds this text")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="nibkit-scale-") as scratch:
        for name, extension, make, sizes in CASES:
            if args.only and args.only not in name:
                continue
            for label, command in COMMANDS:
                results = []
                for size in sizes:
                    path = os.path.join(scratch, "Scale%d%s" % (size, extension))
                    with open(path, "w") as f:
                        f.write(make(size))
                    seconds, megabytes = run_with_limit([args.nibtool] + command + [path], args.timeout)
                    results.append((size, seconds, megabytes))
                    print("%-38s %-16s %6d  %s" % (name, label, size, "over %g s" % args.timeout if seconds is None else "%.2f s, %.0f MB" % (seconds, megabytes)), flush=True)
                    if seconds is None:
                        break  # a larger input takes longer still
                rows.append((name, label, results))
    lines = ["| input | command | time and peak memory by size | time's growth for ×10 |", "| --- | --- | --- | --- |"]
    for name, label, results in rows:
        cells = ", ".join("%d: %s" % (size, "over %g s" % args.timeout if seconds is None else "%.2f s %.0f MB" % (seconds, mb)) for size, seconds, mb in results)
        done = [(s, t) for s, t, _ in results if t is not None]
        growth = "×%.0f" % (done[-1][1] / done[-2][1]) if len(done) >= 2 and done[-2][1] > 0.05 else "—"
        lines.append("| %s | %s | %s | %s |" % (name, label, cells, growth))
    print("\n".join(lines))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
