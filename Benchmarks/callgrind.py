"""Instruction counts for `make bench`: callgrind over a whole process, repeatable where times
are not. Figures subtract runs of N and of 1 so that start-up cancels out."""

import os
import shutil
import subprocess


def available():
    """Whether valgrind (and objcopy, for the copy it runs) are installed."""
    return bool(shutil.which("valgrind") and shutil.which("objcopy"))


def symbols_only(binary, scratch):
    """A copy of `binary` with its symbols and no DWARF, which valgrind 3.19 cannot read
    ("possibly corrupted debuginfo"): what callgrind runs."""
    program = os.path.join(scratch, os.path.basename(binary))
    subprocess.run(["objcopy", "--strip-debug", binary, program], check=True)
    return program


def total(argv, scratch):
    """The instructions a whole process runs, counted by callgrind."""
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(scratch, "callgrind.out")] + argv,
                            capture_output=True, text=True, check=True)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1])
    raise RuntimeError("callgrind printed no total:\n" + result.stderr)
