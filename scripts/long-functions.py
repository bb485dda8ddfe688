#!/usr/bin/env python3
"""List the functions of Sources/ whose bodies run over a number of lines (default 60), longest first.

    python3 scripts/long-functions.py [LIMIT] [FOLDER]

Counts as `FunctionLengthTests` does (CONTRIBUTING, "Functions short enough to read at once"): from the
line of the keyword (`func`, `init`, `subscript`, an accessor or a computed property's name; attributes
and documentation left out) to the line of the closing brace. The test is the rule and reads the files
with swift-syntax; this script needs no build, so it answers while a build runs (a lexer that knows
comments, string literals with interpolation, raw and multi-line strings, and braces; nothing more).
Prints `path:line name lines` and the count; exits 0 whatever it finds.
"""
import os
import re
import sys

KEYWORDS = {"func", "init", "subscript", "get", "set", "willSet", "didSet", "deinit", "var", "_read", "_modify"}


def tokens(text):
    """Yield (kind, value, line) for words, `{`, `}`, `=`, `(`, `)`; strings and comments skipped."""
    i, line, n = 0, 1, len(text)
    # A stack of what is open inside interpolations: each entry is the paren depth where the string resumes.
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += text[i] == "\n"
                    i += 1
        elif c == "#" or c == '"':
            m = re.match(r'(#*)("""|")', text[i:])
            if not m:
                i += 1
                continue
            i, line = skip_string(text, i + len(m.group(0)), len(m.group(1)), m.group(2), line)
        elif c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[i:])
            yield ("word", m.group(0), line)
            i += len(m.group(0))
        elif c in "{}()=:":
            yield (c, c, line)
            i += 1
        else:
            i += 1


def skip_string(text, i, hashes, quote, line):
    """The position after the string literal whose body starts at i, and the line there."""
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(text)
    while i < n:
        if text.startswith(close, i):
            return i + len(close), line
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                i, line = skip_interpolation(text, j + 1, line)
                continue
            i = j + 1
            continue
        line += text[i] == "\n"
        i += 1
    return i, line


def skip_interpolation(text, i, line):
    depth, n = 1, len(text)
    while i < n and depth:
        c = text[i]
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            m = re.match(r'(#*)("""|")', text[i:])
            i, line = skip_string(text, i + len(m.group(0)), len(m.group(1)), m.group(2), line)
            continue
        depth += c == "("
        depth -= c == ")"
        line += c == "\n"
        i += 1
    return i, line


def long_functions(text, limit):
    """(line, name, lines) of each body over `limit` lines."""
    found = []
    toks = list(tokens(text))
    stack = []  # for each open `{`: (start line, name) when it opens a function's body, else None
    pending = None  # (line, name) of a declaration whose body's `{` is still to come
    paren = 0
    previous = None
    for index, (kind, value, line) in enumerate(toks):
        if kind == "(":
            paren += 1
        elif kind == ")":
            paren -= 1
        elif kind == "word" and paren == 0:
            if value in ("func", "subscript") or (value in ("init", "deinit") and previous != "."):
                following = toks[index + 1][1] if index + 1 < len(toks) else ""
                name = (following + "()") if value == "func" else value
                pending = (line, name)
            elif value in ("get", "set", "willSet", "didSet", "_read", "_modify") and previous == "{":
                pending = (line, value)
            elif value in ("var",) and stack and stack[-1] is None:
                following = toks[index + 1][1] if index + 1 < len(toks) else ""
                pending = (line, following, "property")
        elif kind == "=" and pending and len(pending) == 3:
            pending = None  # a stored property with an initial value, not a computed one
        elif kind == "{":
            if pending and len(pending) == 3:
                # A computed property: its getter when the first word inside is not an accessor keyword.
                nxt = toks[index + 1][1] if index + 1 < len(toks) else ""
                stack.append(None if nxt in KEYWORDS else (pending[0], pending[1]))
            else:
                stack.append(pending)
            pending = None
        elif kind == "}":
            opened = stack.pop() if stack else None
            if opened:
                lines = line - opened[0] + 1
                if lines > limit:
                    found.append((opened[0], opened[1], lines))
        previous = value
    return found


def main():
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    results = []
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    for line, function, lines in long_functions(handle.read(), limit):
                        results.append((lines, os.path.relpath(path, os.path.join(root, "..")), line, function))
    for lines, path, line, function in sorted(results, key=lambda r: (-r[0], r[1], r[2])):
        print(f"{path}:{line} {function} {lines}")
    print(f"{len(results)} over {limit} lines")


if __name__ == "__main__":
    main()
