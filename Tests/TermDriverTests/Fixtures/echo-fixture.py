#!/usr/bin/env python3
"""A tiny full-screen terminal program for TermDriver's own tests.

It behaves like a curses program: alternate screen, hidden cursor, SGR mouse reporting.
It draws a few fixed labels, then logs every key and mouse report it reads as plain text
("key Enter", "click 16,3", "wheel up 16,3", ...), so tests can check what arrived.
Cells in the log are 0-based, like TermDriver's. Ctrl-C quits, restoring the terminal
unless --no-restore is given; --exit-code N sets the exit status; --numbered puts each
event's number (from 1) before it ("1001 key Enter"), so tests can count what arrived.
"""
import os, select, signal, sys, termios, time, tty

args = sys.argv[1:]
restore = "--no-restore" not in args
exit_code = int(args[args.index("--exit-code") + 1]) if "--exit-code" in args else 0
numbered = "--numbered" in args

out = sys.stdout
events = []
typed = ""
last_press = (None, 0.0, 0)  # cell, time, count


def write(text):
    out.write(text)
    out.flush()


def draw():
    cols, rows = os.get_terminal_size(0)
    lines = [
        "Echo fixture",
        f"size {cols}x{rows}",
        "",
        "  [ OK ]      Circle      Square",
        "  \x1b[31mDanger\x1b[0m    \x1b[44mCalm\x1b[0m      漢字テスト end",
        f"typed: {typed}",
        "events:",
    ]
    lines += events[-(rows - len(lines)) :] if rows > len(lines) else []
    write("\x1b[H\x1b[2J" + "\r\n".join(lines))


def log(event):
    events.append(f"{len(events) + 1} {event}" if numbered else event)
    draw()


KEYS = {
    "\r": "Enter", "\t": "Tab", "\x7f": "Backspace", "\x1b[Z": "BTab",
    "\x1b[A": "Up", "\x1b[B": "Down", "\x1b[C": "Right", "\x1b[D": "Left",
    "\x1bOA": "Up", "\x1bOB": "Down", "\x1bOC": "Right", "\x1bOD": "Left",
    "\x1b[H": "Home", "\x1b[F": "End", "\x1b[1~": "Home", "\x1b[4~": "End",
    "\x1b[5~": "PageUp", "\x1b[6~": "PageDown", "\x1bOP": "F1", "\x1b[3~": "Delete",
}


def mouse(code, x, y, final):
    global last_press
    cell = f"{x - 1},{y - 1}"
    if code >= 64:
        log(f"wheel {['up', 'down', 'left', 'right'][code - 64]} {cell}")
    elif code >= 32:
        log(f"drag {cell}")
    elif final == "M":
        previous, when, count = last_press
        now = time.monotonic()
        count = count + 1 if previous == cell and now - when < 0.3 else 1
        last_press = (cell, now, count)
        log(f"press {['left', 'middle', 'right'][code & 3]} {cell}")
        if count == 2:
            log(f"double-click {cell}")
        elif count == 3:
            log(f"triple-click {cell}")
    else:
        log(f"release {cell}")


def handle(data):
    global typed
    i = 0
    while i < len(data):
        rest = data[i:]
        if rest.startswith("\x1b[<"):
            end = min([p for p in (rest.find("M"), rest.find("m")) if p > 0], default=-1)
            if end < 0:
                return rest
            code, x, y = (int(v) for v in rest[3:end].split(";"))
            mouse(code, x, y, rest[end])
            i += end + 1
            continue
        for seq, name in KEYS.items():
            if rest.startswith(seq):
                log(f"key {name}")
                i += len(seq)
                break
        else:
            ch = rest[0]
            i += 1
            if ch == "\x03":
                quit()
            elif ch == "\x1b":
                log("key Esc")
            elif ord(ch) < 32:
                log(f"key C-{chr(ord(ch) + 96)}")
            else:
                typed += ch
                draw()
    return ""


def quit():
    if restore:
        write("\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?25h\x1b[?1049l")
        termios.tcsetattr(0, termios.TCSADRAIN, saved)
    sys.exit(exit_code)


saved = termios.tcgetattr(0)
tty.setraw(0)
write("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h")
signal.signal(signal.SIGWINCH, lambda *_: draw())
draw()
pending = ""
while True:
    try:
        ready, _, _ = select.select([0], [], [])
    except InterruptedError:
        continue
    chunk = os.read(0, 4096)
    if not chunk:
        quit()
    pending = handle(pending + chunk.decode("utf-8", "replace"))
