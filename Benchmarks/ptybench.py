"""Whole-process figures for `make bench`, measured in a pseudo-terminal of our own.

tmux (the smoke driver's terminal) polls, which is too coarse for milliseconds, so this
harness forks each program under a pty, timestamps every read of its output, and keeps a
small screen model (just the sequences curses programs write) to know when a text is on
screen. Every program is started the same way: 80x24, TERM=xterm-256color, LANG=C.UTF-8.

  first frame      fork -> the last byte of the burst in which the expected text appeared
                   (the output then stays quiet for QUIET seconds)
  bytes            bytes written up to that moment
  peak memory      VmHWM from /proc/PID/status just before quitting (the high-water mark of
                   the program's own address space; wait4's ru_maxrss would also count the
                   forked Python parent's pages, which exec inherits into the maximum)
  click -> alert   an SGR press + release written to the pty master -> the byte that puts
                   the alert's text on screen
  idle CPU         utime + stime from /proc/PID/stat, before and after IDLE seconds untouched
  resize storm     many TIOCSWINSZ back to back -> the last byte of the frame at the last size
  held key         a key written at a steady rate -> for each, the read that shows its effect
"""

import fcntl
import os
import re
import select
import signal
import struct
import termios
import time

COLUMNS, ROWS = 80, 24
QUIET = 0.25          # seconds of silence that end a burst of output
TIMEOUT = 10.0        # longest wait for any expected text
TICKS = os.sysconf("SC_CLK_TCK")


class Screen:
    """Just enough of a terminal to know where text lands: cursor moves, erases, REP, UTF-8,
    and scrolling (a scrolling region, index and reverse index, inserting and deleting lines)."""

    CSI = re.compile(rb"\x1b\[([?>=!]?)([0-9;:]*)([ -/]*)([@-~])")

    def __init__(self, columns=COLUMNS, rows=ROWS):
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.x = self.y = 0
        self.last = " "
        self.pending = b""
        # The scrolling region (DECSTBM), first and last row: what index, reverse index and
        # inserting or deleting lines move.
        self.top, self.bottom = 0, rows - 1
        # Whether a character past the last column wraps to the next line (DECAWM): curses turns
        # it off to write the bottom-right corner without scrolling.
        self.autowrap = True

    def text(self):
        return "\n".join("".join(row) for row in self.cells)

    def contains(self, needle):
        return any(needle in "".join(row) for row in self.cells)

    def put(self, char):
        if self.x >= self.columns:  # a wrap pending since the last column was written
            self.x = 0
            self.index()
        self.cells[self.y][self.x] = char
        # Past the last column a wrap is pending, with autowrap; without, the cursor stays.
        self.x = self.x + 1 if self.autowrap or self.x + 1 < self.columns else self.x
        self.last = char

    def scroll(self, count, first=None):
        """Moves the lines from `first` (the region's top) to the region's bottom up by `count`
        (down if negative), blank lines coming in: a terminal's scrolling, line insertion and
        deletion, all within the scrolling region."""
        first = self.top if first is None else first
        if not first <= self.bottom:
            return
        lines = self.cells[first:self.bottom + 1]
        count = max(-len(lines), min(len(lines), count))
        blank = [[" "] * self.columns for _ in range(abs(count))]
        lines = lines[count:] + blank if count >= 0 else blank + lines[:count]
        self.cells[first:self.bottom + 1] = lines

    def index(self):
        """Down a line; at the region's bottom the region scrolls up (LF, IND)."""
        if self.y == self.bottom:
            self.scroll(1)
        else:
            self.y = min(self.rows - 1, self.y + 1)

    def reverse_index(self):
        """Up a line; at the region's top the region scrolls down (RI)."""
        if self.y == self.top:
            self.scroll(-1)
        else:
            self.y = max(0, self.y - 1)

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        i, n = 0, len(data)
        while i < n:
            b = data[i]
            if b == 0x1B:
                if i + 1 >= n:
                    self.pending = data[i:]
                    return
                nxt = data[i + 1]
                if nxt == ord("["):
                    m = self.CSI.match(data, i)
                    if not m:
                        if n - i < 32:
                            self.pending = data[i:]
                            return
                        i += 2
                        continue
                    self.csi(m.group(1), m.group(2), m.group(4))
                    i = m.end()
                elif nxt == ord("]"):  # OSC ... BEL or ST
                    end = data.find(b"\x07", i)
                    st = data.find(b"\x1b\\", i)
                    ends = [e for e in (end, st) if e >= 0]
                    if not ends:
                        self.pending = data[i:]
                        return
                    e = min(ends)
                    i = e + (1 if e == end else 2)
                elif nxt in b"()*+":
                    i += 3
                elif nxt == ord("D"):
                    self.index()
                    i += 2
                elif nxt == ord("M"):
                    self.reverse_index()
                    i += 2
                elif nxt == ord("E"):
                    self.x = 0
                    self.index()
                    i += 2
                else:
                    i += 2
            elif b == 0x0D:
                self.x = 0
                i += 1
            elif b == 0x0A:
                self.index()
                i += 1
            elif b == 0x08:
                self.x = max(0, self.x - 1)
                i += 1
            elif b < 0x20 or b == 0x7F:
                i += 1
            else:
                length = 1 if b < 0x80 else 2 if b < 0xE0 else 3 if b < 0xF0 else 4
                if i + length > n:
                    self.pending = data[i:]
                    return
                self.put(data[i:i + length].decode("utf-8", "replace"))
                i += length

    def csi(self, private, params, final):
        if private:
            if private == b"?" and final in b"hl" and b"7" in params.split(b";"):
                self.autowrap = final == b"h"
            return
        values = [int(p) if p.isdigit() else 0 for p in params.decode().replace(":", ";").split(";")] if params else []
        first = values[0] if values else 0
        count = max(1, first)
        final = chr(final[0])
        if final in "Hf":
            self.y = min(self.rows - 1, max(1, first) - 1)
            self.x = min(self.columns - 1, max(1, values[1] if len(values) > 1 else 1) - 1)
        elif final == "A":
            self.y = max(0, self.y - count)
        elif final == "B":
            self.y = min(self.rows - 1, self.y + count)
        elif final == "C":
            self.x = min(self.columns - 1, self.x + count)
        elif final == "D":
            self.x = max(0, self.x - count)
        elif final == "G":
            self.x = min(self.columns - 1, count - 1)
        elif final == "d":
            self.y = min(self.rows - 1, count - 1)
        elif final == "J":
            if first == 2 or first == 3:
                self.cells = [[" "] * self.columns for _ in range(self.rows)]
            elif first == 0:
                self.cells[self.y][self.x:] = [" "] * (self.columns - self.x)
                for y in range(self.y + 1, self.rows):
                    self.cells[y] = [" "] * self.columns
        elif final == "K":
            row = self.cells[self.y]
            if first == 0:
                row[self.x:] = [" "] * (self.columns - self.x)
            elif first == 1:
                row[:self.x + 1] = [" "] * (self.x + 1)
            else:
                self.cells[self.y] = [" "] * self.columns
        elif final == "X":
            row = self.cells[self.y]
            for x in range(self.x, min(self.columns, self.x + count)):
                row[x] = " "
        elif final == "b":
            for _ in range(count):
                self.put(self.last)
        elif final == "@":
            row = self.cells[self.y]
            row[self.x:] = ([" "] * count + row[self.x:])[:self.columns - self.x]
        elif final == "r":
            top = max(1, first) - 1
            bottom = min(self.rows, values[1] if len(values) > 1 and values[1] else self.rows) - 1
            if top < bottom:
                self.top, self.bottom = top, bottom
                self.x = self.y = 0
        elif final == "S":
            self.scroll(count)
        elif final == "T":
            self.scroll(-count)
        elif final == "L":
            if self.top <= self.y <= self.bottom:
                self.scroll(-count, first=self.y)
                self.x = 0
        elif final == "M":
            if self.top <= self.y <= self.bottom:
                self.scroll(count, first=self.y)
                self.x = 0
        elif final == "P":
            row = self.cells[self.y]
            row[self.x:] = (row[self.x + count:] + [" "] * count)[:self.columns - self.x]


class Program:
    """One program under a pty of our own."""

    def __init__(self, argv, env_extra=None, cwd=None):
        env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "TMUX", "NIBKIT_"))}
        env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                    "COLUMNS": str(COLUMNS), "LINES": str(ROWS)})
        env.pop("COLUMNS")
        env.pop("LINES")
        env.update(env_extra or {})
        self.screen = Screen()
        self.total = 0
        self.start = time.perf_counter()
        pid, fd = os.forkpty()
        if pid == 0:  # the child: size the terminal, then become the program
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
                if cwd:
                    os.chdir(cwd)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.status = None

    def read_until(self, predicate, quiet=QUIET, timeout=TIMEOUT):
        """Reads until `predicate(screen)` holds and the output then stays quiet for `quiet`
        seconds. Returns (time the predicate first held, time of the last byte, bytes read)."""
        deadline = time.perf_counter() + timeout
        seen = last = None
        count = 0
        if predicate(self.screen):
            seen = last = time.perf_counter()
        while True:
            now = time.perf_counter()
            if now > deadline:
                raise TimeoutError("waited %.0f s; screen:\n%s" % (timeout, self.screen.text()))
            wait = quiet if seen is not None else min(0.5, deadline - now)
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                if seen is not None:
                    return seen, last, count
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                data = b""
            stamp = time.perf_counter()
            if not data:
                if seen is not None:
                    return seen, last, count
                raise EOFError("program ended; screen:\n%s" % self.screen.text())
            count += len(data)
            self.total += len(data)
            last = stamp
            self.screen.feed(data)
            if seen is None and predicate(self.screen):
                seen = stamp

    def drain(self, quiet=QUIET):
        """Reads whatever comes until the output is quiet; returns the bytes read."""
        count = 0
        while select.select([self.fd], [], [], quiet)[0]:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                break
            if not data:
                break
            count += len(data)
            self.screen.feed(data)
        return count

    def write(self, data):
        os.write(self.fd, data)

    def resize(self, columns, rows):
        """Gives the terminal a new size; the kernel sends the program SIGWINCH."""
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def resize_storm(self, sizes, predicate):
        """Resizes the terminal to each of `sizes` back to back, then reads until `predicate`
        holds on a screen of the last size and the output is quiet. Returns the milliseconds
        from the last resize to the last byte of that frame."""
        for columns, rows in sizes:
            self.resize(columns, rows)
        last_event = time.perf_counter()
        self.screen = Screen(*sizes[-1])
        _, end, _ = self.read_until(predicate)
        return (end - last_event) * 1000

    def hold(self, key, count, interval, shows):
        """A held-down key: `key` written `count` times, one every `interval` seconds, reading
        all the while. `shows(screen, i)` says whether the screen shows what the i-th key (from 0)
        asked for. Returns, for each key, the seconds from writing it to the read that first
        showed its effect, or None if it never did (or only before it was sent)."""
        start = time.perf_counter()
        sent, seen = [], [None] * count
        waiting = 0  # the first key whose effect has not been seen yet
        deadline = start + count * interval + TIMEOUT
        while waiting < count and time.perf_counter() < deadline:
            now = time.perf_counter()
            if len(sent) < count and now >= start + len(sent) * interval:
                sent.append(now)
                self.write(key)
                continue
            next_key = start + len(sent) * interval if len(sent) < count else deadline
            if not select.select([self.fd], [], [], max(0.0, min(next_key, deadline) - now))[0]:
                continue
            data = os.read(self.fd, 65536)
            stamp = time.perf_counter()
            if not data:
                break
            self.total += len(data)
            self.screen.feed(data)
            for i in range(waiting, len(sent)):
                if seen[i] is None and shows(self.screen, i):
                    seen[i] = stamp - sent[i]
            while waiting < len(sent) and seen[waiting] is not None:
                waiting += 1
        return seen

    def cpu_seconds(self):
        with open("/proc/%d/stat" % self.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def cpu_ms_while_idle(self, seconds):
        """CPU time (ms) the program uses while left untouched for `seconds`."""
        before = self.cpu_seconds()
        time.sleep(seconds)
        return (self.cpu_seconds() - before) * 1000

    def peak_kib(self):
        with open("/proc/%d/status" % self.pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def finish(self, keys, timeout=5.0):
        """Sends `keys` (the program's quit keys) and waits for it to end; returns its status."""
        self.write(keys)
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            self.drain(0.05)
            pid, status, _ = os.wait4(self.pid, os.WNOHANG)
            if pid:
                self.status = status
                os.close(self.fd)
                return status
        self.kill()
        raise TimeoutError("did not quit")

    def kill(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass


def has(text):
    return lambda screen: screen.contains(text)


def lacks(text):
    return lambda screen: not screen.contains(text)


def sgr_click(x, y):
    """An xterm SGR mouse press and release at 0-based cell (x, y)."""
    return b"\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (x + 1, y + 1, x + 1, y + 1)


def find(screen, text):
    for y, row in enumerate(screen.cells):
        x = "".join(row).find(text)
        if x >= 0:
            return x, y
    return None
