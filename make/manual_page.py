#!/usr/bin/env python3
"""A tool's manual page as swift-argument-parser's generate-manual writes it, with each
discussion written as mdoc (`make manuals`).

generate-manual copies a discussion into the page as one raw block of text lines: a blank line
between paragraphs becomes an empty input line (mdoc warns, and no .Pp is made), an indented
example line is filled into the text around it, a line that begins with ' or . is read as a
control line, and every character outside ASCII is dropped. The help text itself is right for
--help, so this puts each discussion back as the tool's own help (--experimental-dump-help) has
it: paragraphs separated by .Pp, indented lines as a literal display, each line's start escaped,
other characters as groff's \\[uXXXX]. A discussion not found in the page, or a character
outside ASCII in any other help text, is an error: the generator has changed, or the page would
lose the character.

Usage: manual_page.py TOOL GENERATED_PAGE OUTPUT_PAGE
"""
import itertools
import json
import subprocess
import sys


def as_generated(text):
    """The text as generate-manual writes it (its String.escapedTextLine)."""
    out, at_beginning = [], True
    for character in text:
        if not character.isascii():
            continue
        if character == " " and at_beginning:
            out.append("\\& ")
            continue
        if character in ".'" and at_beginning:
            out.append("\\&")
        out.append("\\e" if character == "\\" else character)
        at_beginning = False
    return "".join(out)


def text_line(line):
    """One line of text as mdoc input."""
    text = "".join("\\e" if c == "\\" else c if c.isascii() else "\\[u%04X]" % ord(c) for c in line)
    return "\\&" + text if text.startswith((".", "'")) else text


def as_mdoc(discussion):
    """Paragraphs separated by .Pp; a paragraph's indented lines as a literal display, as indented as in --help."""
    lines = []
    for number, paragraph in enumerate(discussion.split("\n\n")):
        if number:
            lines.append(".Pp")
        for indented, run in itertools.groupby(paragraph.split("\n"), lambda line: line.startswith(" ")):
            run = list(run)
            if not indented:
                lines += map(text_line, run)
                continue
            indent = min(len(line) - len(line.lstrip(" ")) for line in run)
            lines.append(".Bd -literal -offset %dn -compact" % indent)
            lines += (text_line(line[indent:]) for line in run)
            lines.append(".Ed")
    return "\n".join(lines)


def help_texts(info, key=None):
    """Every (key, text) of the help: commands' and arguments' names, abstracts and discussions."""
    if isinstance(info, dict):
        if info.get("shouldDisplay", True) is False:
            return
        for name, value in info.items():
            yield from help_texts(value, name)
    elif isinstance(info, list):
        for value in info:
            yield from help_texts(value, key)
    elif isinstance(info, str):
        yield key, info


def main(tool, generated, output):
    info = json.loads(subprocess.run([tool, "--experimental-dump-help"], check=True, capture_output=True, text=True).stdout)
    with open(generated, encoding="utf-8") as file:
        page = file.read()
    for key, text in help_texts(info["command"]):
        if key == "discussion":
            block = "\n" + as_generated(text) + "\n"
            if page.count(block) != 1:
                sys.exit("%s: this discussion is not written once in %s as generate-manual writes it:\n%s" % (tool, generated, text))
            page = page.replace(block, "\n" + as_mdoc(text) + "\n")
        elif not text.isascii():
            sys.exit("%s: generate-manual drops the characters outside ASCII of this %s: %s" % (tool, key, text))
    with open(output, "w", encoding="utf-8") as file:
        file.write(page)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("Usage: ")[1])
    main(*sys.argv[1:])
