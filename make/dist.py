#!/usr/bin/env python3
"""NibKit's tools as a release: a versioned tarball and a Debian package of nibtool and nibsmoke
with their manual pages, the programs as `make install` builds them (Swift's libraries linked in,
stripped). The version is what `nibtool --version` says (NibKitRelease, its one place); the
package depends on the Debian packages of the shared libraries the programs load. Then the
package is checked: unpacked into a scratch root (`dpkg -x`), its nibtool must run there.

    dist.py BIN-DIR MAN-DIR OUT-DIR TOOL...   (the Makefile's TOOLS; nibtool first)
"""

import gzip
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

def run(argv, **kwargs):
    return subprocess.run(argv, check=True, capture_output=True, text=True, **kwargs).stdout


def package_of(library):
    """The Debian package a shared library file belongs to (`libncursesw6`), or None."""
    try:
        owner = run(["dpkg", "-S", os.path.realpath(library)]).split(":")[0]
    except subprocess.CalledProcessError:
        try:
            owner = run(["dpkg", "-S", library]).split(":")[0]
        except subprocess.CalledProcessError:
            return None
    return owner.strip()


def opened_libraries(program):
    """The libraries a program names to open at run time (`dlopen("libxml2.so.2")`: NibKit
    loads libxml2 only to read XML), as the system's loader cache finds them."""
    names = {line for line in run(["strings", "-n", "6", program]).splitlines() if re.fullmatch(r"lib[A-Za-z0-9_+-]+\.so\.[0-9]+", line)}
    cache = {}
    for line in run(["ldconfig", "-p"]).splitlines():
        match = re.match(r"\s*(\S+) \([^)]*\) => (\S+)", line)
        if match:
            cache.setdefault(match.group(1), match.group(2))  # the native one is listed first
    return [cache[name] for name in sorted(names) if name in cache]


def dependencies(programs):
    """The packages of every shared library the programs load or open, sorted, libc6 included."""
    packages = set()
    for program in programs:
        paths = []
        for line in run(["ldd", program]).splitlines():
            parts = line.split("=>")
            path = (parts[1] if len(parts) > 1 else parts[0]).strip().split(" ")[0]
            if path.startswith("/"):
                paths.append(path)
        for path in paths + opened_libraries(program):
            package = package_of(path)
            if package:
                packages.add(package)
    return sorted(packages)


def stage(root, bin_dir, man_dir, tools):
    """Lays the programs and manual pages out under `root` as /usr installs them."""
    os.makedirs(os.path.join(root, "usr/bin"))
    os.makedirs(os.path.join(root, "usr/share/man/man1"))
    for tool in tools:
        target = os.path.join(root, "usr/bin", tool)
        shutil.copy2(os.path.join(bin_dir, tool), target)
        run(["strip", target])
        os.chmod(target, 0o755)
        page = os.path.join(man_dir, tool + ".1")
        with open(page, "rb") as source, gzip.GzipFile(os.path.join(root, "usr/share/man/man1", tool + ".1.gz"), "wb", mtime=0) as packed:
            packed.write(source.read())


def main():
    bin_dir, man_dir, out_dir, tools = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    version = run([os.path.join(bin_dir, "nibtool"), "--version"]).strip()
    arch = run(["dpkg", "--print-architecture"]).strip()
    os.makedirs(out_dir, exist_ok=True)
    scratch = tempfile.mkdtemp()
    try:
        root = os.path.join(scratch, "root")
        stage(root, bin_dir, man_dir, tools)

        tarball = os.path.join(out_dir, "nibkit-tools-%s-linux-%s.tar.gz" % (version, arch))
        with tarfile.open(tarball, "w:gz") as tar:
            tar.add(os.path.join(root, "usr"), arcname="nibkit-tools-%s" % version)

        control = os.path.join(root, "DEBIAN")
        os.makedirs(control)
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(os.path.join(root, "usr")) for f in files) // 1024
        with open(os.path.join(control, "control"), "w") as out:
            out.write(
                "Package: nibkit-tools\n"
                "Version: %s\n"
                "Architecture: %s\n"
                "Maintainer: NibKit <nibkit@localhost>\n"
                "Installed-Size: %d\n"
                "Depends: %s\n"
                "Section: devel\n"
                "Priority: optional\n"
                "Description: NibKit's tools for terminal screens described as Interface Builder files\n"
                " nibtool validates, previews, formats, converts and compiles screens and storyboards;\n"
                " nibsmoke runs smoke scripts against programs in a real terminal.\n"
                % (version, arch, size, ", ".join(dependencies([os.path.join(root, "usr/bin", tool) for tool in tools]))))
        package = os.path.join(out_dir, "nibkit-tools_%s_%s.deb" % (version, arch))
        run(["dpkg-deb", "--root-owner-group", "--build", root, package])

        # The package installs and runs: unpacked into a scratch root, its nibtool says its version.
        check = os.path.join(scratch, "check")
        run(["dpkg-deb", "-x", package, check])
        said = run([os.path.join(check, "usr/bin/nibtool"), "--version"]).strip()
        if said != version:
            sys.exit("dist: the packaged nibtool says %r, not %r" % (said, version))
        for tool in tools:
            if not os.path.exists(os.path.join(check, "usr/share/man/man1", tool + ".1.gz")):
                sys.exit("dist: the package has no manual page of %s" % tool)
        # And reads a screen there, with the system's libxml2 it depends on.
        screen = os.path.join(scratch, "Check.xib")
        with open(screen, "w") as out:
            out.write('<document type="NibKit.XIB" version="1"><objects><label id="l" text="packaged"/></objects></document>\n')
        run([os.path.join(check, "usr/bin/nibtool"), "validate", screen])
        print("made %s" % tarball)
        print("made %s (installed into a scratch root, its nibtool --version says %s)" % (package, said))
    finally:
        shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
