#!/usr/bin/env python3
"""`make docs`: the API reference of every library product, as static HTML, with DocC alone.

The toolchain's own pieces, no package plugin: `swift package dump-symbol-graph` builds the
debug tree (the one `swift build` makes, so a built tree costs only the extraction) and writes
each module's public symbols; `docc convert` turns a module's catalog
(`Sources/<Module>/<Module>.docc`) and its symbol graphs into a site, failing on any warning (a
broken symbol or article link among them, `--warnings-as-errors`). Its coverage data
(`--experimental-documentation-coverage`) then gates the build: a public symbol with no doc
comment fails it, named with its module.

    make/docs.py [--modules NibKit,NibKitTerminal] [--output .build/docs] [--base-path /nibkit]
    make/docs.py module NAME --catalog DIR --symbol-graphs DIR --output DIR   (one module, as given)

Each module's site is `<output>/<Module>/` (hosted at `<base-path>/<Module>/`), beside an
`index.html` that links them.
"""

import argparse
import concurrent.futures
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

DOCC = os.environ.get("DOCC", "docc")
SWIFT = os.environ.get("SWIFT", "swift")
# How many modules docc converts at once.
CONVERSIONS = 4


def library_products(package_dump):
    """The package's library products whose one target is a Swift module of the same name."""
    return [p["name"] for p in package_dump["products"] if "library" in p["type"]]


def dump_package():
    out = subprocess.run([SWIFT, "package", "dump-package"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def dump_symbol_graphs(modules):
    """Builds what is not built yet and writes every module's public symbol graph; returns the folder.

    SwiftPM also tries the test runner modules (`NibKitPackageTests`) and fails on them when the
    tests are built, though it wrote every other graph: the run counts as good when each module
    asked for has a graph written by it.
    """
    started = time.time()
    run = subprocess.run(
        [SWIFT, "package", "dump-symbol-graph", "--minimum-access-level", "public", "--skip-inherited-docs",
         "--skip-synthesized-members", "--emit-extension-block-symbols"],
        capture_output=True,
        text=True,
    )  # fmt: skip
    found = re.search(r"Files written to (\S+)", run.stdout)
    folder = found.group(1) if found else None

    def fresh(module):
        path = os.path.join(folder, module + ".symbols.json")
        return os.path.exists(path) and os.path.getmtime(path) >= started - 1

    if folder is None or not all(fresh(m) for m in modules):
        sys.stdout.write(run.stdout + run.stderr)
        sys.exit("make docs: swift package dump-symbol-graph wrote no symbol graph for "
                 + ", ".join(m for m in modules if folder is None or not fresh(m)))  # fmt: skip
    return folder


def stage_symbol_graphs(all_graphs, module, into):
    """A module's own graphs only: `M.symbols.json` and its extensions of other modules, `M@X.symbols.json`."""
    os.makedirs(into, exist_ok=True)
    names = [n for n in os.listdir(all_graphs) if n == module + ".symbols.json" or n.startswith(module + "@")]
    for name in names:
        shutil.copy(os.path.join(all_graphs, name), into)
    return names


NOT_DECLARATIONS = {"org.swift.docc.kind.module", "org.swift.docc.kind.extendedModule"}


def synthesized(symbol_graphs):
    """The paths of the symbols the compiler wrote, not a person (a raw-value enum's `init(rawValue:)`):
    they have no place in the source, so no comment can be written for them."""
    paths = set()
    for name in os.listdir(symbol_graphs):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(symbol_graphs, name)) as f:
            for symbol in json.load(f).get("symbols", []):
                if "location" not in symbol:
                    paths.add("/".join(symbol.get("pathComponents", [])))
    return paths


def undocumented(coverage_path, written_by_compiler):
    """The symbols the coverage data says have no abstract (no doc comment), as `path (kind)` lines."""
    with open(coverage_path) as f:
        entries = json.load(f)
    missing = []
    for entry in entries:
        kind = entry.get("kind") or {}
        # A module, or another module a module extends, is a page with no declaration to comment.
        if not kind.get("isSymbol") or kind.get("id") in NOT_DECLARATIONS or entry.get("hasAbstract"):
            continue
        path = entry.get("referencePath", "").split("/documentation/", 1)[-1]
        # DocC disambiguates a path's components (`Style-swift.enum`); the symbol graph does not.
        within_module = re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{3,6})(?=/|$)", "", path.split("/", 1)[-1])
        if within_module in written_by_compiler:
            continue
        missing.append(f"{path} ({kind.get('name', '?').lower()})")
    return sorted(missing)


def convert(module, catalog, symbol_graphs, output, base_path):
    """Builds one module's site; returns its problems (empty when it is clean)."""
    work = tempfile.mkdtemp(prefix="docc-" + module + "-")
    archive = os.path.join(work, module + ".doccarchive")
    command = [
        DOCC, "convert",
        "--additional-symbol-graph-dir", symbol_graphs,
        "--output-path", archive,
        "--fallback-display-name", module,
        "--fallback-bundle-identifier", "nibkit." + module,
        "--transform-for-static-hosting",
        "--hosting-base-path", base_path.rstrip("/") + "/" + module,
        "--warnings-as-errors",
        "--experimental-documentation-coverage",
        "--coverage-summary-level", "none",
    ]  # fmt: skip
    if catalog and os.path.isdir(catalog):
        command.insert(2, catalog)
    run = subprocess.run(command, capture_output=True, text=True)
    problems = []
    if run.returncode != 0:
        problems.append(f"{module}: docc convert failed (every warning fails the build):")
        problems += ["  " + line for line in (run.stderr + run.stdout).strip().splitlines()]
    coverage = os.path.join(archive, "documentation-coverage.json")
    if os.path.exists(coverage):
        missing = undocumented(coverage, synthesized(symbol_graphs))
        if missing:
            problems.append(f"{module}: {len(missing)} public symbols have no doc comment:")
            problems += ["  " + line for line in missing]
        os.remove(coverage)
    elif run.returncode == 0:
        problems.append(f"{module}: docc wrote no documentation coverage")
    if os.path.isdir(archive):
        shutil.rmtree(output, ignore_errors=True)
        shutil.move(archive, output)
    shutil.rmtree(work, ignore_errors=True)
    return problems


def write_index(output, modules, base_path):
    base = base_path.rstrip("/")
    items = "\n".join(
        f'<li><a href="{base}/{html.escape(m)}/documentation/{m.lower()}/">{html.escape(m)}</a></li>' for m in modules
    )
    page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>NibKit reference</title></head>
<body><h1>NibKit reference</h1>
<p>Start with <a href="{base}/NibKit/documentation/nibkit/yourfirstprogram">Your first program</a>.</p>
<ul>
{items}
</ul></body></html>
"""
    with open(os.path.join(output, "index.html"), "w") as f:
        f.write(page)


# The pages read outside DocC (on a forge, in an editor): their links to files are checked
# here, as DocC checks the catalogs' own.
MARKDOWN_PAGES = ["README.md", "docs/*.md", "Examples/*/README.md"]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def broken_links():
    """`page:line: link` for each relative link of the Markdown pages to a file that is not there."""
    import glob

    problems = []
    for page in sorted(p for pattern in MARKDOWN_PAGES for p in glob.glob(pattern)):
        with open(page, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                for target in LINK.findall(line):
                    path = target.split("#", 1)[0]
                    if not path or re.match(r"[a-z]+:", path):
                        continue
                    if not os.path.exists(os.path.join(os.path.dirname(page), path)):
                        problems.append(f"  {page}:{number}: a link to {target}, which is not there")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--modules", default="", help="separated by commas or spaces; default: every library product")
    parser.add_argument("--output", default=".build/docs")
    parser.add_argument("--base-path", default="/", help="where the output folder is served from")
    sub = parser.add_subparsers(dest="command")
    one = sub.add_parser("module", help="one module from a catalog and a folder of symbol graphs")
    one.add_argument("name")
    one.add_argument("--catalog")
    one.add_argument("--symbol-graphs", required=True)
    one.add_argument("--output", required=True)
    one.add_argument("--base-path", default="/")
    args = parser.parse_args()

    if args.command == "module":
        problems = convert(args.name, args.catalog, args.symbol_graphs, args.output, args.base_path)
        print("\n".join(problems) if problems else f"{args.name}: documented, no warnings")
        sys.exit(1 if problems else 0)

    products = library_products(dump_package())
    modules = [m for m in re.split(r"[,\s]+", args.modules) if m] or products
    unknown = [m for m in modules if m not in products]
    if unknown:
        sys.exit(f"make docs: not a library product: {', '.join(unknown)} (products: {', '.join(products)})")
    all_graphs = dump_symbol_graphs(modules)
    os.makedirs(args.output, exist_ok=True)
    staging = tempfile.mkdtemp(prefix="symbol-graphs-")
    failed = []

    def build(module):
        graphs = os.path.join(staging, module)
        stage_symbol_graphs(all_graphs, module, graphs)
        return convert(module, f"Sources/{module}/{module}.docc", graphs, os.path.join(args.output, module), args.base_path)

    # docc spends most of a module's time waiting, not computing: the modules are converted side
    # by side, their reports still printed in order (make docs on a built tree: 18 s -> 8 s).
    with concurrent.futures.ThreadPoolExecutor(max_workers=CONVERSIONS) as pool:
        for module, problems in zip(modules, pool.map(build, modules)):
            print("\n".join(problems) if problems else f"{module}: documented, no warnings")
            failed += problems
    shutil.rmtree(staging, ignore_errors=True)
    links = broken_links()
    if links:
        print("Markdown pages: links to files that are not there:\n" + "\n".join(links))
        failed += ["Markdown pages"] + links
    write_index(args.output, [m for m in products if os.path.isdir(os.path.join(args.output, m))], args.base_path)
    if failed:
        sys.exit(f"make docs failed: {sum(1 for p in failed if not p.startswith('  '))} problem(s) above")
    print(f"make docs: {len(modules)} module(s) in {args.output}/ (open index.html through a web server)")


if __name__ == "__main__":
    main()
