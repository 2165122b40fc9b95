#!/usr/bin/env python3
"""Translate f-puzzles puzzles into Interactive Sudoku Solver (ISS) constraint strings.

    to_iss.py [FILE...]          (no FILE, or '-': standard input)

Input, as sudosat reads it (docs/variants.md): one f-puzzles string (N4Ig...), link
(...?load=N4Ig...) or "name<TAB>string" per line; or a file holding one JSON puzzle (its text
starts with '{'). Blank lines and lines starting with '#' are skipped.
Output: one line per puzzle, "name<TAB>ISS constraint string" (the name is FILE#k when the line
gives none).

The rules are sudosat's (docs/variants.md), never ISS's where the two differ: a rule is either
written with ISS constructs that state exactly the same rule, or the puzzle is refused with a
message on standard error. Standard library only; lz-string's decompressFromBase64 is
implemented below.

Exit status: 0 all translated; 3 some puzzle refused (ISS cannot state one of its rules as
sudosat reads it); 2 some puzzle unreadable (sudosat would reject it too) or bad usage.
The translated puzzles are printed either way.
"""
import base64
import json
import math
import os
import sys

EXIT_UNREADABLE = 2
EXIT_REFUSED = 3
MAX_NUMBER = 10**9
ISS_MAX_SIZE = 16  # ISS grids are 1x1 .. 16x16
SPACE = " \t\r\n\v\f"


class Unreadable(Exception):
    """The input is not a puzzle sudosat reads (sudosat reports an error as well)."""


class Refused(Exception):
    """The puzzle is valid, but ISS cannot state one of its rules with sudosat's meaning."""


# ---------------------------------------------------------------------------------------------
# lz-string (https://github.com/pieroxy/lz-string), decompressFromBase64 only

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
_B64_INDEX = {ch: i for i, ch in enumerate(_B64)}


def lz_decompress_base64(data):
    """lz-string's decompressFromBase64: the text (str), or None when it does not decode."""
    if data == "":
        return None
    values = []
    for ch in data:
        if ch not in _B64_INDEX:
            return None  # lz-string would read such a character as 0 and produce garbage
        values.append(_B64_INDEX[ch])
    length, reset = len(values), 32
    state = {"val": values[0], "pos": reset, "index": 1}

    def read_bits(count):
        bits, power = 0, 1
        for _ in range(count):
            resb = state["val"] & state["pos"]
            state["pos"] >>= 1
            if state["pos"] == 0:
                state["pos"] = reset
                i = state["index"]
                state["val"] = values[i] if i < length else 0
                state["index"] = i + 1
            if resb:
                bits |= power
            power <<= 1
        return bits

    dictionary = ["", "", ""]  # codes 0..2 are the control codes
    enlarge_in, num_bits = 4, 3
    first = read_bits(2)
    if first == 0:
        c = chr(read_bits(8))
    elif first == 1:
        c = chr(read_bits(16))
    else:
        return ""
    dictionary.append(c)
    w = c
    result = [c]
    while True:
        if state["index"] > length:
            return None
        code = read_bits(num_bits)
        if code in (0, 1):
            dictionary.append(chr(read_bits(8 if code == 0 else 16)))
            code = len(dictionary) - 1
            enlarge_in -= 1
        elif code == 2:
            text = "".join(result)
            # lz-string works in UTF-16 code units: join surrogate pairs.
            return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1
        if code < len(dictionary) and dictionary[code]:
            entry = dictionary[code]
        elif code == len(dictionary):
            entry = w + w[0]
        else:
            return None
        result.append(entry)
        dictionary.append(w + entry[0])
        enlarge_in -= 1
        w = entry
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1


def payload_of(text):
    """The lz-string payload of a compressed string or link (sudosat's rules: docs/variants.md)."""
    text = text.strip(SPACE)
    at = text.find("load=")
    if at >= 0:
        text = text[at + 5:]
        for stop in "&#":
            if stop in text:
                text = text[:text.index(stop)]
        if not text:
            raise Unreadable("not an f-puzzles link: nothing follows 'load='")
    out, i = [], 0
    hexdigits = "0123456789abcdefABCDEF"
    while i < len(text):
        ch = text[i]
        if ch == "%":
            pair = text[i + 1:i + 3]
            if len(pair) < 2 or pair[0] not in hexdigits or pair[1] not in hexdigits:
                raise Unreadable("bad percent escape '%s': '%%' must be followed by two hex digits"
                                 % text[i:i + 3])
            out.append(chr(int(pair, 16)))
            i += 3
            continue
        out.append("+" if ch == " " else ch)  # a form-decoded link turned '+' into ' '
        i += 1
    return "".join(out)


def decode_puzzle(text):
    """The puzzle object of a JSON text, compressed string or link."""
    stripped = text.lstrip("\ufeff" + SPACE)
    if stripped.startswith("{"):
        try:
            root = json.loads(stripped)
        except ValueError as e:
            raise Unreadable("malformed JSON: %s" % e)
    else:
        decoded = lz_decompress_base64(payload_of(stripped))
        if decoded is None:
            raise Unreadable("not an f-puzzles string: lz-string decompression failed")
        try:
            root = json.loads(decoded)
        except ValueError as e:
            raise Unreadable("not an f-puzzles string: the decompressed text is not JSON (%s)" % e)
    if not isinstance(root, dict):
        raise Unreadable("not an f-puzzles string: the decompressed JSON is not an object")
    return root


# ---------------------------------------------------------------------------------------------
# Reading the puzzle as sudosat does (formats/fpuzzles.cpp)

def is_empty(v):
    return v is None or v is False or v == "" or (isinstance(v, (list, dict)) and not v)


def is_blank(v):
    return v is None or (isinstance(v, str) and v.strip(SPACE) == "")


def shown(v):
    s = v if isinstance(v, str) else json.dumps(v)
    return "'%s'" % (s if len(s) <= 40 else s[:37] + "...")


def number(v, path):
    """A whole number: a JSON number or a numeric string, as sudosat accepts it."""
    value = None
    if isinstance(v, bool):
        pass
    elif isinstance(v, int):
        value = v
    elif isinstance(v, float):
        if not (-1e15 <= v <= 1e15):
            raise Unreadable("%s: %s is out of range" % (path, shown(v)))
        if v == math.floor(v):
            value = int(v)
    elif isinstance(v, str):
        s = v.strip(SPACE)
        body = s[1:] if s[:1] in "+-" else s
        if body and all("0" <= ch <= "9" for ch in body):
            value = int(s)
    if value is None:
        raise Unreadable("%s: %s is not a number" % (path, shown(v)))
    if abs(value) > MAX_NUMBER:
        raise Unreadable("%s: %s is out of range" % (path, shown(v)))
    return value


def boolean(v, path):
    if v is None:
        return False
    if not isinstance(v, bool):
        raise Unreadable("%s: expected true or false, not %s" % (path, shown(v)))
    return v


def member(obj, key):
    v = obj.get(key)
    return None if v is None else v


def entries(v, path):
    if is_empty(v):
        return []
    if not isinstance(v, list):
        raise Unreadable("%s: expected a list, not %s" % (path, shown(v)))
    out = []
    for i, e in enumerate(v):
        if not isinstance(e, dict):
            raise Unreadable("%s[%d]: expected an object, not %s" % (path, i, shown(e)))
        out.append((e, "%s[%d]" % (path, i)))
    return out


def cell_name(v):
    """(row, col), 1-based, of 'R<row>C<col>', or None."""
    if not isinstance(v, str) or not v.startswith("R") or "C" not in v:
        return None
    r, _, c = v[1:].partition("C")
    if not r.isdigit() or not c.isdigit() or not r.isascii() or not c.isascii():
        return None
    return min(int(r), MAX_NUMBER), min(int(c), MAX_NUMBER)


COSMETIC = {"size", "grid", "title", "author", "ruleset", "text", "line", "circle", "rectangle",
            "disabledlogic", "truecandidatesoptions", "highlightConflicts", "solution",
            "successMessage", "activeConstraints", "metadata", "fogofwar", "foglight",
            "triggereffect"}
RULE_KEYS = ["diagonal+", "diagonal-", "antiking", "antiknight", "disjointgroups",
             "nonconsecutive", "negative", "negativesum", "negativedifference", "odd", "even", "minimum", "maximum", "difference",
             "ratio", "xv", "xvxv", "greaterthan", "killercage", "productcage", "cage", "sumcage", "rellikcage",
             "extraregion", "clone", "quadruple", "countingcircles", "lookandsaycage", "littlekillersum",
             "sandwichsum", "xsum", "skyscraper", "numberedroom", "battlefield", "thermometer", "slowthermometer", "palindrome",
             "renban", "whispers", "regionsumline", "betweenline", "entropicline", "modularline",
             "nabner", "doublearrow", "zipperline", "parityline", "lockoutline", "sequenceline",
             "segmentsumline", "productline", "sameparityline", "arrow", "rowindexer",
             "columnindexer", "boxindexer", "equalcagesums", "numbersum", "magicsquare", "globalentropy", "globalmodular",
             "dutchflatmates"]
LINE_MIN = {"thermometer": 1, "slowthermometer": 1, "palindrome": 1, "renban": 1,
            "regionsumline": 1, "betweenline": 3, "entropicline": 1, "modularline": 1,
            "nabner": 1, "doublearrow": 3, "zipperline": 2, "parityline": 1, "sequenceline": 1,
            "sameparityline": 1}


def default_regions(n):
    h = max(d for d in range(1, n + 1) if d * d <= n and n % d == 0)
    w = n // h
    return [(r // h) * h + (c // w) for r in range(n) for c in range(n)]


class Puzzle:
    """The puzzle as sudosat's model holds it: size, regions, allowed digits, rules."""

    def __init__(self, root):
        self.root = root
        size = member(root, "size")
        if size is None:
            raise Unreadable("'size' is missing")
        self.n = n = number(size, "size")
        if n < 3 or n > 36:
            raise Unreadable("size: %s is out of range; sudosat reads sizes 3 to 36" % shown(size))
        self.regions = default_regions(n)
        self.full = (1 << (n + 1)) - 2  # bit d: digit d allowed
        self.allowed = [self.full] * (n * n)
        self.rules = []  # (kind, data) in sudosat's order
        self._read_grid()
        self._check_keys()
        for key in RULE_KEYS:
            v = member(root, key)
            if v is not None:
                self._read_key(key, v)

    # --- grid
    def _read_grid(self):
        n, grid = self.n, member(self.root, "grid")
        if grid is None:
            raise Unreadable("'grid' is missing")
        shape = "size %d needs %d rows of %d cells" % (n, n, n)
        if not isinstance(grid, list):
            raise Unreadable("grid: expected a list of rows, not %s" % shown(grid))
        if len(grid) != n:
            raise Unreadable("grid: has %d rows; %s" % (len(grid), shape))
        for r, row in enumerate(grid):
            if not isinstance(row, list):
                raise Unreadable("grid[%d]: expected a list of cells, not %s" % (r, shown(row)))
            if len(row) != n:
                raise Unreadable("grid[%d]: has %d cells; %s" % (r, len(row), shape))
            for c, cell in enumerate(row):
                self._read_cell(cell, "grid[%d][%d]" % (r, c), r * n + c)
        sizes = {}
        for label in self.regions:
            if label >= 0:
                sizes[label] = sizes.get(label, 0) + 1
        for label, k in sorted(sizes.items()):
            if k != n:
                raise Unreadable("region %d has %d cells; every region needs %d" % (label, k, n))

    def _read_cell(self, cell, path, index):
        if cell is None:
            return
        if not isinstance(cell, dict):
            raise Unreadable("%s: expected an object, not %s" % (path, shown(cell)))
        known = {"value", "given", "givenPencilMarks", "centerPencilMarks", "cornerPencilMarks",
                 "candidates", "region", "parity", "extreme", "c", "cArray", "highlight"}
        for key, value in cell.items():
            if key not in known and not is_empty(value):
                raise Unreadable("%s: unknown cell key '%s': sudosat does not know this rule"
                                 % (path, key))
        value = member(cell, "value")
        if value is not None and is_blank(value):
            value = None
        given = member(cell, "given")
        if value is not None and given is not None and boolean(given, path + ".given"):
            self.allowed[index] &= 1 << self.digit(value, path + ".value")
        marks = member(cell, "givenPencilMarks")
        if marks is not None and not is_empty(marks):
            if not isinstance(marks, list):
                raise Unreadable("%s.givenPencilMarks: expected a list of digits, not %s"
                                 % (path, shown(marks)))
            mask = 0
            for k, m in enumerate(marks):
                mask |= 1 << self.digit(m, "%s.givenPencilMarks[%d]" % (path, k))
            self.allowed[index] &= mask
        if "region" in cell:
            label = cell["region"]
            if label is None:
                self.regions[index] = -1
            else:
                label = number(label, path + ".region")
                if label < -1:
                    raise Unreadable("%s.region: %s is not a region number (0 or more, or -1 "
                                     "for none)" % (path, shown(cell["region"])))
                self.regions[index] = label
        for key, first, second in (("parity", "Odd", "Even"), ("extreme", "Minimum", "Maximum")):
            v = member(cell, key)
            if v is None or is_empty(v):
                continue
            if v == first:
                self.rules.append((first.lower() if key == "parity" else "minimum", index))
            elif v == second:
                self.rules.append((second.lower() if key == "parity" else "maximum", index))
            else:
                raise Unreadable("%s.%s: %s is not %s or %s" % (path, key, shown(v), first, second))

    def digit(self, v, path):
        d = number(v, path)
        if d < 1 or d > self.n:
            raise Unreadable("%s: %s is not a digit from 1 to %d" % (path, shown(v), self.n))
        return d

    def _check_keys(self):
        for key, value in self.root.items():
            if key in COSMETIC or is_empty(value) or key in RULE_KEYS:
                continue
            raise Unreadable("unknown key '%s': sudosat does not know this rule" % key)

    # --- cells
    def cell(self, v, path):
        rc = cell_name(v)
        if rc is None:
            raise Unreadable("%s: %s is not a cell like R1C1" % (path, shown(v)))
        r, c = rc
        if not (1 <= r <= self.n and 1 <= c <= self.n):
            raise Unreadable("%s: %s is outside the %dx%d grid" % (path, shown(v), self.n, self.n))
        return (r - 1) * self.n + c - 1

    def cell_list(self, v, path, distinct):
        if not isinstance(v, list):
            raise Unreadable("%s: expected a list of cells, not %s" % (path, shown(v)))
        out = []
        for k, item in enumerate(v):
            c = self.cell(item, "%s[%d]" % (path, k))
            if distinct and c in out:
                raise Unreadable("%s: R%dC%d is listed twice" % (path, c // self.n + 1,
                                                                 c % self.n + 1))
            out.append(c)
        return out

    def cells(self, e, key, path, distinct):
        v = member(e, key)
        return [] if v is None else self.cell_list(v, path + "." + key, distinct)

    def ring_cell(self, v, path, corners):
        rc = cell_name(v)
        if rc is None:
            raise Unreadable("%s: %s is not a cell like R0C1" % (path, shown(v)))
        r, c = rc
        edge = self.n + 1
        if r > edge or c > edge:
            raise Unreadable("%s: %s is beyond the ring around the grid" % (path, shown(v)))
        row_out, col_out = r in (0, edge), c in (0, edge)
        if not row_out and not col_out:
            raise Unreadable("%s: %s is inside the grid; the clue stands on the ring around it"
                             % (path, shown(v)))
        if row_out and col_out and not corners:
            raise Unreadable("%s: %s is a corner; the clue stands at the end of a row or column"
                             % (path, shown(v)))
        return r, c

    @staticmethod
    def clue_value(e, path):
        v = member(e, "value")
        if v is None or is_blank(v):
            return None
        return number(v, path + ".value")

    def lines(self, e, path, min_cells):
        v = member(e, "lines")
        if v is None:
            return []
        if not isinstance(v, list):
            raise Unreadable("%s.lines: expected a list of lines, not %s" % (path, shown(v)))
        out = []
        for k, line in enumerate(v):
            cells = self.cell_list(line, "%s.lines[%d]" % (path, k), False)
            if cells and len(cells) >= min_cells:
                out.append(cells)
        return out

    # --- keys
    def _read_key(self, key, v):
        n, add = self.n, self.rules.append
        if key in ("diagonal+", "diagonal-", "antiking", "antiknight", "disjointgroups",
                   "nonconsecutive", "equalcagesums", "globalentropy", "globalmodular", "dutchflatmates"):
            if boolean(v, key):
                add((key, None))
        elif key == "negative":
            if is_empty(v):
                return
            if not isinstance(v, list):
                raise Unreadable("negative: expected a list, not %s" % shown(v))
            kinds = set()
            for i, item in enumerate(v):
                if item not in ("ratio", "xv"):
                    raise Unreadable("negative[%d]: %s is not a negative constraint sudosat "
                                     "knows (ratio, xv)" % (i, shown(item)))
                kinds.add(item)
            for item in ("ratio", "xv"):
                if item in kinds:
                    add(("negative " + item, None))
        elif key in ("negativesum", "negativedifference"):  # sudosat's own: a list of numbers
            if is_empty(v):
                return
            if not isinstance(v, list):
                raise Unreadable("%s: expected a list, not %s" % (key, shown(v)))
            for i, item in enumerate(v):
                k = number(item, "%s[%d]" % (key, i))
                if k < 1:
                    raise Unreadable("%s[%d]: %d is not positive" % (key, i, k))
                add(("negative " + key[len("negative"):], k))
        elif key in ("odd", "even", "minimum", "maximum"):
            for e, p in entries(v, key):
                c = member(e, "cell")
                if c is not None:
                    add((key, self.cell(c, p + ".cell")))
        elif key in ("difference", "ratio"):
            default = 1 if key == "difference" else 2
            for e, p in entries(v, key):
                two = self.pair(e, p)
                value = member(e, "value")
                value = default if value is None or is_blank(value) else number(value, p + ".value")
                if two:
                    add((key, (two[0], two[1], value)))
        elif key == "xv":
            for e, p in entries(v, key):
                value = member(e, "value")
                if value is None or is_blank(value):
                    continue
                if value in ("X", "x"):
                    total = 10
                elif value in ("V", "v"):
                    total = 5
                else:  # a number: a sum dot (sudosat's own)
                    try:
                        total = number(value, p + ".value")
                    except Unreadable:
                        raise Unreadable("%s.value: %s is not X, V or a sum" % (p, shown(value)))
                two = self.pair(e, p)
                if two:
                    add(("xv", (two[0], two[1], total)))
        elif key == "xvxv":  # sudosat's own: X (10) or V (5), or 15
            for e, p in entries(v, key):
                value = member(e, "value")
                if value not in ("X", "x", "V", "v"):
                    raise Unreadable("%s.value: %s is not X or V" % (p, shown(value)))
                two = self.pair(e, p)
                if two:
                    add(("xvxv", (two[0], two[1], 10 if value in ("X", "x") else 5)))
        elif key == "greaterthan":
            for e, p in entries(v, key):
                two = self.pair(e, p)
                if two:
                    add(("greaterthan", (two[0], two[1])))
        elif key == "sumcage":
            for e, p in entries(v, key):
                cage = self.cells(e, "cells", p, True)
                value = member(e, "value")
                if value is None or is_blank(value):
                    continue  # no sum: states nothing
                total = number(value, p + ".value")
                if cage:
                    add(("sumcage", (cage, total)))
        elif key == "countingcircles":
            for e, p in entries(v, key):
                circles = self.cells(e, "cells", p, True)
                if circles:
                    add(("countingcircles", circles))
        elif key in ("lockoutline", "segmentsumline"):
            lockout = key == "lockoutline"
            for e, p in entries(v, key):
                value = member(e, "value")
                given = (n - 1) // 2 if lockout else 10
                if value is not None and not is_blank(value):
                    given = number(value, p + ".value")
                    if lockout and (given < 1 or given > n - 1):
                        raise Unreadable("%s.value: %s is out of range; a lockout line's ends "
                                         "differ by 1 to %d" % (p, shown(value), n - 1))
                    if not lockout and given < 1:
                        raise Unreadable("%s.value: %s is out of range; a segment sum line's "
                                         "runs sum to 1 or more" % (p, shown(value)))
                for line in self.lines(e, p, 2 if lockout else 1):
                    add((key, (line, given)))
        elif key == "killercage":
            for e, p in entries(v, key):
                cage = self.cells(e, "cells", p, True)
                value = member(e, "value")
                text = value.strip(SPACE) if isinstance(value, str) else ""
                signs = {"<": (False, 0), ">": (True, 0), "\u2264": (False, 1), "\u2265": (True, -1)}
                if text[:1] in signs:  # an inequality total (sudosat's rule::KillerBound)
                    above, shift = signs[text[:1]]
                    if cage:
                        add(("killerbound", (cage, number(text[1:], p + ".value") + shift, above)))
                    continue
                total = (None if value is None or is_blank(value) or text == "?"
                         else number(value, p + ".value"))
                if cage:
                    add(("killercage", (cage, total)))
        elif key == "lookandsaycage":  # (count, digit) pairs read aloud (sudosat's own key)
            for e, p in entries(v, key):
                cage = self.cells(e, "cells", p, True)
                value = member(e, "value")
                if value is None or is_blank(value):
                    raise Unreadable("%s: 'value' is missing" % p)
                clue = str(value)
                if not clue.isdigit() or len(clue) % 2:
                    raise Unreadable("%s.value: not a look-and-say clue" % p)
                if cage:
                    add(("lookandsaycage", (cage, clue)))
        elif key == "rellikcage":  # distinct, no subset summing to the value (sudosat's own key)
            for e, p in entries(v, key):
                cage = self.cells(e, "cells", p, True)
                value = member(e, "value")
                if value is None or is_blank(value):
                    raise Unreadable("%s: 'value' is missing" % p)
                if cage:
                    add(("rellikcage", (cage, number(value, p + ".value"))))
        elif key == "magicsquare":  # a square of cells: distinct, its lines one total (sudosat's own key)
            for e, p in entries(v, key):
                square = sorted(self.cells(e, "cells", p, True))
                if square:
                    add(("magicsquare", square))
        elif key == "numbersum":  # two groups read as decimal numbers (sudosat's own key)
            for e, p in entries(v, key):
                first = self.cells(e, "first", p, True)
                second = self.cells(e, "second", p, True)
                value = member(e, "value")
                if value is None or is_blank(value):
                    raise Unreadable("%s: 'value' is missing" % p)
                if first and second:
                    add(("numbersum", (first, second, number(value, p + ".value"))))
        elif key == "productline":
            for e, p in entries(v, key):
                lines = self.lines(e, p, 1)
                if not lines:
                    continue
                value = member(e, "value")
                if value is None or is_blank(value):
                    raise Unreadable("%s: 'value' is missing: a product line needs its product" % p)
                product = number(value, p + ".value")
                if product < 1:
                    raise Unreadable("%s.value: %s is out of range; a product is 1 or more"
                                     % (p, shown(value)))
                for line in lines:
                    add(("productline", (line, product)))
        elif key == "productcage":
            for e, p in entries(v, key):
                cage = self.cells(e, "cells", p, True)
                if cage:
                    add(("productcage", (cage, number(member(e, "value"), p + ".value"))))
        elif key == "cage":
            if is_empty(v) or not isinstance(v, list):
                return
            for i, e in enumerate(v):
                value = member(e, "value") if isinstance(e, dict) else None
                if not isinstance(value, str):
                    continue
                s = value.strip(SPACE)
                if len(s) != 3 or s[:2] != "DR" or not "0" <= s[2] <= "9":
                    continue
                cage = self.cells(e, "cells", "cage[%d]" % i, True)
                if cage:
                    add(("dr", (cage, 9 if s[2] == "0" else int(s[2]))))
        elif key == "extraregion":
            for e, p in entries(v, key):
                cells = self.cells(e, "cells", p, True)
                if cells:
                    add(("extraregion", cells))
        elif key == "clone":
            for e, p in entries(v, key):
                a = self.cells(e, "cells", p, False)
                b = self.cells(e, "cloneCells", p, False)
                if len(a) != len(b):
                    raise Unreadable("%s.cloneCells: has %d cells, 'cells' has %d; the lists pair "
                                     "up cell by cell" % (p, len(b), len(a)))
                if a:
                    add(("clone", (a, b)))
        elif key == "quadruple":
            for e, p in entries(v, key):
                quad = self.cells(e, "cells", p, True)
                digits = []
                values = member(e, "values")
                if values is not None:
                    if not isinstance(values, list):
                        raise Unreadable("%s.values: expected a list of digits, not %s"
                                         % (p, shown(values)))
                    digits = [number(x, "%s.values[%d]" % (p, k)) for k, x in enumerate(values)]
                if quad:
                    add(("quadruple", (quad, digits)))
        elif key == "littlekillersum":
            for e, p in entries(v, key):
                total = self.clue_value(e, p)
                if total is None:
                    continue
                at = member(e, "cell")
                if at is None:
                    raise Unreadable("%s: 'cell' is missing" % p)
                r0, c0 = self.ring_cell(at, p + ".cell", True)
                d = member(e, "direction")
                if d is None:
                    raise Unreadable("%s: 'direction' is missing" % p)
                steps = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}
                if d not in steps:
                    raise Unreadable("%s.direction: %s is not UL, UR, DL or DR" % (p, shown(d)))
                dr, dc = steps[d]
                diagonal = []
                r, c = r0 + dr, c0 + dc
                while 0 <= r <= n + 1 and 0 <= c <= n + 1:
                    if 1 <= r <= n and 1 <= c <= n:
                        diagonal.append((r - 1) * n + c - 1)
                    r, c = r + dr, c + dc
                if not diagonal:
                    raise Unreadable("%s: the diagonal from %s going %s never enters the grid"
                                     % (p, shown(at), d))
                add(("littlekillersum", (diagonal, total)))
        elif key in ("sandwichsum", "xsum", "skyscraper", "numberedroom", "battlefield"):
            for e, p in entries(v, key):
                value = self.clue_value(e, p)
                if value is None:
                    continue
                at = member(e, "cell")
                if at is None:
                    raise Unreadable("%s: 'cell' is missing" % p)
                r, c = self.ring_cell(at, p + ".cell", False)
                # ISS names: 'R<r>' / 'C<c>' (decimal) and direction 1 (left to right, top to
                # bottom) or -1; the line is read from the clue's side.
                if r == 0:
                    line, direction = "C%d" % c, 1
                elif r == n + 1:
                    line, direction = "C%d" % c, -1
                elif c == 0:
                    line, direction = "R%d" % r, 1
                else:
                    line, direction = "R%d" % r, -1
                add((key, (line, direction, value, at)))
        elif key in LINE_MIN:
            for e, p in entries(v, key):
                for line in self.lines(e, p, LINE_MIN[key]):
                    add((key, line))
        elif key == "whispers":
            for e, p in entries(v, key):
                diff = (n + 1) // 2
                value = member(e, "value")
                if value is not None and not is_blank(value):
                    diff = number(value, p + ".value")
                    if diff < 1 or diff > n - 1:
                        raise Unreadable("%s.value: %s is out of range; whispers need a difference "
                                         "from 1 to %d" % (p, shown(value), n - 1))
                for line in self.lines(e, p, 1):
                    add(("whispers", (line, diff)))
        elif key == "arrow":
            for e, p in entries(v, key):
                bulb = self.cells(e, "cells", p, True)
                for line in self.lines(e, p, 2):
                    if bulb:
                        add(("arrow", (bulb, line[1:])))
        elif key in ("rowindexer", "columnindexer", "boxindexer"):
            for e, p in entries(v, key):
                for c in self.cells(e, "cells", p, False):
                    add((key, c))

    def pair(self, e, path):
        two = self.cells(e, "cells", path, True)
        if two and len(two) != 2:
            raise Unreadable("%s.cells: a mark joins 2 cells, not %d" % (path, len(two)))
        return two


# ---------------------------------------------------------------------------------------------
# ISS output

_KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
# No solution: a one-cell sum of 0. (ISS's own False handler, e.g. from an empty '.Or.End', has
# no cells; with some handlers beside it, e.g. Skyscraper, ISS then fails with a TypeError.)
FALSE = ".Sum~0~R1C1"


def binary_key(fn, n):
    """ISS's fnToBinaryKey: the relation fn(a, b) on digits 1..n, 6 bits a character."""
    array, v, k = [], 0, 0
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            if fn(i, j):
                v |= 1 << k
            k += 1
            if k == 6:
                array.append(v)
                k, v = 0, 0
    array.append(v)
    while array and not array[-1]:
        array.pop()
    return "".join(_KEY_CHARS[x] for x in array)


def entropic_group(n, d):
    s = n // 3
    low = s if n % 3 == 1 else (n + 2) // 3
    return 0 if d <= low else 2 if d > n - low else 1


class Translator:
    def __init__(self, pz):
        self.pz = pz
        self.n = pz.n
        self.out = []
        self.pairs = {}  # Pair key -> list of cell groups (relation between consecutive cells)
        self.pairsx = {}  # PairX key -> list of cell groups (relation between all pairs)

    def cid(self, cell):
        r, c = divmod(cell, self.n)
        return "R%sC%s" % (_base17(r + 1), _base17(c + 1))

    def cells(self, cells):
        return "~".join(self.cid(c) for c in cells)

    def emit(self, text):
        self.out.append(text)

    def relation(self, fn, cells, all_pairs=False):
        """fn between consecutive cells of `cells` (Pair), or between all of them (PairX)."""
        key = binary_key(fn, self.n)
        if not key:
            self.emit(FALSE)  # no pair of digits satisfies it
            return
        (self.pairsx if all_pairs else self.pairs).setdefault(key, []).append(list(cells))

    def adjacent(self, a, b):
        n = self.n
        a, b = min(a, b), max(a, b)
        return (b == a + 1 and a % n + 1 < n) or b == a + n

    # --- the whole puzzle
    def translate(self):
        pz, n = self.pz, self.n
        if n > ISS_MAX_SIZE:
            raise Refused("size %d: ISS grids are at most %dx%d" % (n, ISS_MAX_SIZE, ISS_MAX_SIZE))
        if n != 9:
            self.emit(".Shape~%dx%d" % (n, n))
        self.region_list = self._regions()
        allowed = list(pz.allowed)
        for kind, data in pz.rules:  # odd / even: folded into the candidates
            if kind == "odd":
                allowed[data] &= sum(1 << d for d in range(1, n + 1, 2))
            elif kind == "even":
                allowed[data] &= sum(1 << d for d in range(2, n + 1, 2))
        givens = []
        for cell, mask in enumerate(allowed):
            if mask == pz.full:
                continue
            if mask == 0:
                self.emit(FALSE)
                continue
            givens.append(self.cid(cell) + "".join("_%d" % d for d in range(1, n + 1)
                                                   if mask >> d & 1))
        if givens:
            self.emit(".~" + "~".join(givens))
        self._globals()
        done_kinds = {"odd", "even", "nonconsecutive", "negative ratio", "negative xv", "negative sum",
                      "negative difference",
                      "minimum", "maximum", "sandwichsum", "xsum", "skyscraper", "numberedroom",
                      "equalcagesums"}
        for kind, data in pz.rules:
            if kind not in done_kinds:
                getattr(self, "rule_" + kind.replace("+", "_plus").replace("-", "_minus"))(data)
        self._extremes()
        self._outside()
        self._equal_cage_sums()
        for key, groups in self.pairs.items():
            self.emit(".Pair~%s~%s" % (key, "~~".join(self.cells(g) for g in groups)))
        for key, groups in self.pairsx.items():
            self.emit(".PairX~%s~%s" % (key, "~~".join(self.cells(g) for g in groups)))
        return "".join(self.out)

    def _regions(self):
        """Emits the regions (when they are not ISS's default boxes); returns them as sudosat
        groups them: lists of cells, row-major, in order of their smallest cell."""
        pz, n = self.pz, self.n
        groups = {}
        for cell, label in enumerate(pz.regions):
            if label >= 0:
                groups.setdefault(label, []).append(cell)
        regions = sorted(groups.values(), key=lambda cells: cells[0])
        partition = sorted(tuple(r) for r in regions)
        if all(n % d for d in range(2, int(math.isqrt(n)) + 1)):
            iss_default = sorted(tuple(range(r * n, r * n + n)) for r in range(n))  # rows
        else:
            box = {}
            for cell, label in enumerate(default_regions(n)):
                box.setdefault(label, []).append(cell)
            iss_default = sorted(tuple(c) for c in box.values())
        self.default_boxes = partition == iss_default and len(regions) == n
        if self.default_boxes:
            return regions  # ISS's own boxes (or, for a prime n, the rows: no boxes needed)
        self.emit(".NoBoxes")
        loose = [cell for cell, label in enumerate(pz.regions) if label < 0]
        if len(loose) != n:
            # ISS's Jigsaw layout: one character per cell; cells of no region share a
            # character whose group ISS skips (it is not n cells).
            chars = "0123456789abcdefghijklmnopqrstuvwxy"
            layout = ["z"] * (n * n)
            for k, cells in enumerate(regions):
                for cell in cells:
                    layout[cell] = chars[k]
            self.emit(".Jigsaw~%s" % "".join(layout))
        else:
            for cells in regions:  # a Jigsaw layout would take the n loose cells for a region
                self.emit(".AllDifferent~" + self.cells(cells))
        return regions

    # --- global rules
    def rule_diagonal_plus(self, _):
        self.emit(".Diagonal~1")

    def rule_diagonal_minus(self, _):
        self.emit(".Diagonal~-1")

    def rule_antiking(self, _):
        self.emit(".AntiKing")

    def rule_dutchflatmates(self, _):
        if self.n != 9:
            raise Refused("Dutch flatmates past 9x9: ISS takes them on 1-9 only")
        self.emit(".DutchFlatmates")

    def rule_globalentropy(self, _):
        if self.n != 9:
            raise Refused("global entropy on a %dx%d: ISS's groups are 9x9's" % (self.n, self.n))
        self.emit(".GlobalEntropy")

    def rule_globalmodular(self, _):
        if self.n != 9:
            raise Refused("global modular on a %dx%d: ISS's GlobalMod takes 1-9 only" % (self.n, self.n))
        self.emit(".GlobalMod")

    def rule_antiknight(self, _):
        self.emit(".AntiKnight")

    def rule_disjointgroups(self, _):
        n = self.n
        if self.default_boxes and any(n % d == 0 for d in range(2, int(math.isqrt(n)) + 1)):
            self.emit(".DisjointSets")  # ISS's DisjointSets uses the default boxes
            return
        for k in range(n):
            group = [cells[k] for cells in self.region_list if k < len(cells)]
            if len(group) > 1:
                self.emit(".AllDifferent~" + self.cells(group))

    def _equal_cage_sums(self):
        """equalcagesums: ISS's EqualSum over the killer cages (with or without a total)."""
        pz = self.pz
        if not any(kind == "equalcagesums" for kind, _ in pz.rules):
            return
        cages = [data[0] for kind, data in pz.rules if kind == "killercage"]
        if len(cages) >= 2:
            self.emit(".EqualSum~" + "~-~".join(self.cells(cage) for cage in cages))

    def _globals(self):
        """nonconsecutive, negative ratio, negative xv, negative sums and differences: on
        orthogonal neighbours without a mark."""
        pz, n = self.pz, self.n
        kinds = {kind for kind, _ in pz.rules}
        nc, nr, nx = "nonconsecutive" in kinds, "negative ratio" in kinds, "negative xv" in kinds
        sums = [k for kind, k in pz.rules if kind == "negative sum"]
        differences = [k for kind, k in pz.rules if kind == "negative difference"]
        if not (nc or nr or nx or sums or differences):
            return
        kropki, default_dot, xv = set(), set(), set()
        ratios = []
        for kind, data in pz.rules:
            if kind in ("difference", "ratio"):
                a, b, value = data
                if kind == "ratio" and value not in ratios:
                    ratios.append(value)
                if self.adjacent(a, b):
                    kropki.add((min(a, b), max(a, b)))
                    if (kind, value) in (("difference", 1), ("ratio", 2)):
                        default_dot.add((min(a, b), max(a, b)))
            elif kind in ("xv", "xvxv") and self.adjacent(data[0], data[1]):
                xv.add((min(data[0], data[1]), max(data[0], data[1])))
        ratios = ratios or [2]
        if nx:
            self.emit(".StrictXV")  # the X and V marks on neighbours are ISS X / V constraints
        # sudosat's negative sums and differences: a Pair on each neighbour pair without the
        # marks that exempt it (an XV, XVXV or sum mark; a white or black dot)
        for a in range(n * n):
            for b in (a + 1, a + n):
                if not (b < n * n and self.adjacent(a, b)):
                    continue
                ks = [] if (a, b) in xv else sums
                ds = [] if (a, b) in kropki else differences
                if ks or ds:
                    self.relation(lambda x, y, ks=ks, ds=ds: x + y not in ks and abs(x - y) not in ds, [a, b])
        if not (nc or nr):
            return
        if nc and nr and ratios == [2] and kropki == default_dot:
            # every dotted pair carries an ISS WhiteDot or BlackDot, which StrictKropki exempts
            self.emit(".StrictKropki")
            return
        if nc and not nr and not kropki:
            self.emit(".AntiConsecutive")
            return

        def allowed(a, b):
            if nc and abs(a - b) == 1:
                return False
            return not (nr and any(a == q * b or b == q * a for q in ratios))

        for a in range(n * n):
            for b in (a + 1, a + n):
                if self.adjacent(a, b) and b < n * n and (a, b) not in kropki:
                    self.relation(allowed, [a, b])

    # --- single cells
    def _extremes(self):
        pz, n = self.pz, self.n
        minima = {data for kind, data in pz.rules if kind == "minimum"}
        maxima = {data for kind, data in pz.rules if kind == "maximum"}
        done = set()
        for cells, smaller in ((minima, True), (maxima, False)):
            for cell in sorted(cells):
                r, c = divmod(cell, n)
                for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
                    if not (0 <= rr < n and 0 <= cc < n):
                        continue
                    other = rr * n + cc
                    if other in cells:
                        continue
                    big, small = (other, cell) if smaller else (cell, other)
                    if (big, small) not in done:
                        done.add((big, small))
                        self.emit(".GreaterThan~%s~%s" % (self.cid(big), self.cid(small)))

    # --- marked pairs
    def rule_difference(self, data):
        a, b, value = data
        if value == 1 and self.adjacent(a, b):
            self.emit(".WhiteDot~%s~%s" % (self.cid(a), self.cid(b)))
        else:
            self.relation(lambda x, y: abs(x - y) == value, [a, b])

    def rule_ratio(self, data):
        a, b, value = data
        if value == 2 and self.adjacent(a, b):
            self.emit(".BlackDot~%s~%s" % (self.cid(a), self.cid(b)))
        else:
            self.relation(lambda x, y: x == value * y or y == value * x, [a, b])

    def rule_xv(self, data):
        a, b, total = data
        if self.adjacent(a, b) and total in (5, 10):
            self.emit(".%s~%s~%s" % ("X" if total == 10 else "V", self.cid(a), self.cid(b)))
        else:
            # a sum dot, or cells that are not neighbours. Beside StrictXV (negative xv) a sum
            # dot between neighbours needs no exemption: its sum is neither 5 nor 10 anyway.
            self.emit(".Sum~%d~%s~%s" % (total, self.cid(a), self.cid(b)))

    def rule_xvxv(self, data):
        a, b, total = data  # ISS has no XVXV: a Pair of the digits summing to total or 15
        self.relation(lambda x, y: x + y in (total, 15), [a, b])

    def rule_greaterthan(self, data):
        a, b = data
        if self.adjacent(a, b):
            self.emit(".GreaterThan~%s~%s" % (self.cid(a), self.cid(b)))  # ISS: first > second
        else:
            self.relation(lambda x, y: x > y, [a, b])

    # --- cages and sets
    def rule_numbersum(self, data):
        """ISS's Sum with coefficients: each digit weighted by its place (ISS allows up to 100)."""
        first, second, total = data
        if self.n > 9 or max(len(first), len(second)) > 3:
            raise Refused("a number sum of more than 3 cells a number, or past 9x9: ISS's coefficients "
                          "stop at 100")
        cells = first + second
        coeffs = [10 ** (len(first) - 1 - i) for i in range(len(first))] + \
                 [10 ** (len(second) - 1 - i) for i in range(len(second))]
        self.emit(".Sum~%d_=_%s~%s" % (total, "_".join(map(str, coeffs)), self.cells(cells)))

    # ISS has no magic square: the square's cells one distinct cage and, for a square of n cells
    # (each digit once), each row, column and diagonal a cage of the digits' total over its side.
    def rule_magicsquare(self, cells):
        n, side = self.n, int(round(len(cells) ** 0.5))
        if side < 3 or side * side != len(cells) or len(cells) != n:
            raise Unreadable("magicsquare: only a square of n cells (%d) is written for ISS" % n)
        total = n * (n + 1) // 2
        if total % side:
            self.emit(FALSE)
            return
        rows = [cells[i * side:(i + 1) * side] for i in range(side)]
        lines = rows + [list(col) for col in zip(*rows)]
        lines += [[rows[i][i] for i in range(side)], [rows[side - 1 - i][i] for i in range(side)]]
        self.emit(".Cage~~" + self.cells(cells))
        for line in lines:
            self.emit(".Cage~%d~%s" % (total // side, self.cells(line)))

    def rule_lookandsaycage(self, data):
        cells, clue = data
        self.emit(".LookAndSay~%s~%s" % (clue, self.cells(cells)))  # ISS's: the same pairs, others free

    def rule_rellikcage(self, data):
        cells, total = data
        self.emit(".RellikCage~%d~%s" % (total, self.cells(cells)))  # ISS's: distinct, no subset sums to it

    def rule_sumcage(self, data):
        cells, total = data
        self.emit(".Sum~%d~%s" % (total, self.cells(cells)))  # ISS's Sum: digits may repeat

    def rule_countingcircles(self, cells):
        self.emit(".CountingCircles~" + self.cells(cells))

    def rule_killercage(self, data):
        cells, total = data
        if total is None:
            self.emit(".Cage~~" + self.cells(cells))  # ISS: a cage without a sum is distinct only
        elif total >= 1:
            self.emit(".Cage~%d~%s" % (total, self.cells(cells)))
        else:
            self.emit(".Cage~~" + self.cells(cells))  # ISS reads sum 0 as "no sum"; sudosat:
            self.emit(FALSE)                           # digits >= 1 cannot sum to it

    # Inequality totals and products: ISS has no such cage; a distinct cage and an Or of what
    # it may hold (each sum the bound allows; each digit set of the product).
    def rule_killerbound(self, data):
        cells, bound, above = data
        n, m = self.n, len(cells)
        self.emit(".Cage~~" + self.cells(cells))
        low, high = m * (m + 1) // 2, n * (n + 1) // 2 - (n - m) * (n - m + 1) // 2
        sums = [t for t in range(low, high + 1) if m <= n and (t > bound if above else t < bound)]
        if not sums:
            self.emit(FALSE)
        elif len(sums) < high - low + 1:
            self.emit(".Or" + "".join(".Cage~%d~%s" % (t, self.cells(cells)) for t in sums) + ".End")

    def rule_productcage(self, data):
        cells, product = data
        n, m = self.n, len(cells)
        self.emit(".Cage~~" + self.cells(cells))
        sets = []
        for mask in range(1 << n):
            digits = [d + 1 for d in range(n) if mask >> d & 1]
            if len(digits) == m and math.prod(digits) == product:
                sets.append("_".join(map(str, digits)))
        if not sets:
            self.emit(FALSE)
        else:
            self.emit(".Or" + "".join(".ContainAtLeast~%s~%s" % (t, self.cells(cells)) for t in sets) + ".End")

    def rule_dr(self, data):
        cells, root = data
        n, m = self.n, len(cells)
        self.emit(".Cage~~" + self.cells(cells))
        low, high = m * (m + 1) // 2, n * (n + 1) // 2 - (n - m) * (n - m + 1) // 2
        sums = [s for s in range(low, high + 1) if m <= n and 1 + (s - 1) % 9 == root]
        if not sums:
            self.emit(FALSE)
        elif len(sums) == 1:
            self.emit(".Sum~%d~%s" % (sums[0], self.cells(cells)))
        else:
            self.emit(".Or%s.End" % "".join(".Sum~%d~%s" % (s, self.cells(cells)) for s in sums))

    def rule_extraregion(self, cells):
        if len(cells) > 1:
            self.emit(".AllDifferent~" + self.cells(cells))

    def rule_clone(self, data):
        for a, b in zip(*data):
            if a != b:
                self.emit(".SameValues~2~%s~%s" % (self.cid(a), self.cid(b)))

    def rule_quadruple(self, data):
        cells, digits = data
        if not digits:
            return
        if any(d < 1 or d > self.n for d in digits) or len(digits) > len(cells):
            self.emit(FALSE)
            return
        self.emit(".ContainAtLeast~%s~%s" % ("_".join(str(d) for d in digits), self.cells(cells)))

    # --- outside clues
    def rule_littlekillersum(self, data):
        cells, total = data
        # ISS's LittleKiller builds exactly this Sum over the diagonal (digits may repeat); a
        # Sum also covers the one-cell diagonals ISS has no clue for.
        self.emit(".Sum~%d~%s" % (total, self.cells(cells)))

    def _outside(self):
        pz = self.pz
        clues = {}  # (kind, line, direction) -> set of values
        for kind, data in pz.rules:
            if kind in ("sandwichsum", "xsum", "skyscraper", "numberedroom"):
                line, direction, value, _ = data
                if kind == "sandwichsum":
                    direction = 1  # direction does not matter; ISS keeps one clue a line
                clues.setdefault((kind, line, direction), set()).add(value)
        lines = {}
        for (kind, line, direction), values in sorted(clues.items()):
            value = next(iter(values))
            ok = len(values) == 1 and (value >= 0 if kind == "sandwichsum" else value >= 1)
            if kind in ("skyscraper", "numberedroom") and value > self.n:
                ok = False
            if not ok:
                # two different clues for one line, or a value ISS rejects (or fails on) that
                # sudosat keeps as an impossible clue: X-sum or skyscraper 0, a negative
                # sandwich, a skyscraper above n
                self.emit(FALSE)
                continue
            if kind == "sandwichsum":
                self.emit(".Sandwich~%d~%s" % (value, line))
            else:
                lines.setdefault((kind, line), ["", ""])[0 if direction == 1 else 1] = str(value)
        for (kind, line), (fwd, bwd) in sorted(lines.items()):
            name = {"xsum": "XSum", "skyscraper": "Skyscraper", "numberedroom": "NumberedRoom"}[kind]
            self.emit(".%s~%s~%s~%s" % (name, line, fwd, bwd))

    def rule_battlefield(self, data):
        """ISS has no battlefield clue: an Or over the line's end digits X and Y, each an And of
        those two givens and the sum of the cells where the first X and the last Y overlap (or
        of the gap between them); an empty overlap or gap sums to 0."""
        line, direction, value, _ = data
        n = self.n
        k = int(line[1:]) - 1
        cells = [k * n + j for j in range(n)] if line[0] == "R" else [j * n + k for j in range(n)]
        if direction == -1:
            cells.reverse()
        branches = []
        for x in range(1, n + 1):
            for y in range(1, n + 1):
                if x == y:
                    continue
                lo, hi = (n - y, x) if x + y > n else (x, n - y)
                summed = cells[lo:hi]
                if not summed and value != 0:
                    continue
                ends = ".~%s_%d~%s_%d" % (self.cid(cells[0]), x, self.cid(cells[-1]), y)
                total = ".Sum~%d~%s" % (value, self.cells(summed)) if summed else ""
                branches.append(".And%s%s.End" % (ends, total))
        self.emit(".Or%s.End" % "".join(branches) if branches else FALSE)

    # --- lines
    def rule_thermometer(self, cells):
        if len(set(cells)) != len(cells):
            self.emit(FALSE)  # strictly increasing through a cell twice
        elif len(cells) > 1:
            self.emit(".Thermo~" + self.cells(cells))

    def rule_slowthermometer(self, cells):
        self._along(cells, lambda a, b: a <= b, allow_same=True)

    def _along(self, cells, fn, allow_same):
        """fn between consecutive cells of the line, via ISS Pair."""
        run = [cells[0]]
        for c in cells[1:]:
            if c == run[-1]:
                if not allow_same:
                    self.emit(FALSE)
                    return
                continue
            run.append(c)
        if len(run) > 1:
            self.relation(fn, run)

    def rule_palindrome(self, cells):
        if len(cells) > 1:
            self.emit(".Palindrome~" + self.cells(cells))

    def rule_renban(self, cells):
        if len(set(cells)) != len(cells):
            self.emit(FALSE)  # a renban's digits are distinct
        elif len(cells) > 1:
            self.emit(".Renban~" + self.cells(cells))

    def rule_whispers(self, data):
        cells, diff = data
        if any(a == b for a, b in zip(cells, cells[1:])):
            self.emit(FALSE)
        elif len(cells) > 1:
            self.emit(".Whisper~%d~%s" % (diff, self.cells(cells)))

    def rule_regionsumline(self, cells):
        label = {}
        for k, region in enumerate(self.region_list):
            for c in region:
                label[c] = k
        runs, current = [], None
        for c in cells:
            if c not in label:
                continue  # no region: skipped, the run goes on
            if not runs or label[c] != current:
                runs.append([])
                current = label[c]
            runs[-1].append(c)
        if len(runs) < 2:
            return
        if any(len(set(run)) != len(run) for run in runs):
            raise Refused("a region sum line passes a cell twice within one run")
        # ISS's RegionSumLine builds these same EqualSum handlers from its own regions; the
        # runs are written out so that they follow sudosat's regions (rows for a prime size,
        # cells of no region skipped).
        self.emit(".EqualSum~" + "~-~".join(self.cells(run) for run in runs))

    def rule_betweenline(self, cells):
        self.emit(".Between~" + self.cells(cells))

    def rule_entropicline(self, cells):
        n = self.n
        if len(cells) < 2:
            return
        if any(a == b for k, a in enumerate(cells) for b in cells[k + 1:k + 3]):
            self.emit(FALSE)
            return
        if n == 9:
            self.emit(".Entropic~" + self.cells(cells))
            return
        # ISS's Entropic is 1-9 only; the same construction with sudosat's groups for n
        windows = [cells] if len(cells) < 3 else [cells[k:k + 3] for k in range(len(cells) - 2)]
        for w in windows:
            self.relation(lambda a, b: entropic_group(n, a) != entropic_group(n, b), w, True)

    def rule_modularline(self, cells):
        if len(cells) < 2:
            return
        if any(a == b for k, a in enumerate(cells) for b in cells[k + 1:k + 3]):
            self.emit(FALSE)
            return
        self.emit(".Modular~3~" + self.cells(cells))

    def rule_nabner(self, cells):
        if len(set(cells)) != len(cells):
            self.emit(FALSE)
        elif len(cells) > 1:
            self.relation(lambda a, b: abs(a - b) >= 2, cells, True)

    def rule_parityline(self, cells):
        if any(a == b for a, b in zip(cells, cells[1:])):
            self.emit(FALSE)
        elif len(cells) > 1:
            self.relation(lambda a, b: a % 2 != b % 2, cells)

    def rule_sameparityline(self, cells):
        self.relation(lambda a, b: a % 2 == b % 2, cells)

    def rule_productline(self, data):
        cells, product = data
        n, k = self.n, len(cells)
        if len(set(cells)) != k:
            raise Refused("a product line passes a cell twice")
        # ISS has no product line: a Regex of the digit sequences with that product, as their
        # prefix tree (listed one by one they pass ISS's 4,096 NFA states)
        memo = {}

        def tree(i, left):  # the sequences of cells i.. multiplying to `left`, or None
            if i == k:
                return "" if left == 1 else None
            if (i, left) not in memo:
                parts = []
                for d in range(1, n + 1):
                    if left % d == 0:
                        rest = tree(i + 1, left // d)
                        if rest is not None:
                            parts.append("0123456789ABCDEFG"[d] + rest)
                memo[(i, left)] = (None if not parts else parts[0] if len(parts) == 1
                                   else "(" + "|".join(parts) + ")")
            return memo[(i, left)]

        pattern = tree(0, product)
        if pattern is None:
            self.emit(FALSE)
            return
        if len(pattern) > 200000:
            raise Refused("a product line's Regex of %d characters" % len(pattern))
        encoded = base64.urlsafe_b64encode(pattern.encode()).decode().rstrip("=")
        self.emit(".Regex~%s~%s" % (encoded, self.cells(cells)))

    def rule_lockoutline(self, data):
        cells, diff = data
        if cells[0] == cells[-1] or cells[0] in cells[1:-1] or cells[-1] in cells[1:-1]:
            self.emit(FALSE)  # the ends differ; an inner cell cannot hold an end's digit
            return
        self.emit(".Lockout~%d~%s" % (diff, self.cells(cells)))  # ISS's Lockout: the same rule

    def rule_sequenceline(self, cells):
        n, k = self.n, len(cells)
        if k < 3:
            return  # two cells: any two digits
        # ISS has no arithmetic line: a Regex (an NFA along the line) listing every sequence, one
        # same step, 0 too ("3-3-3"); a line through one cell twice keeps the sequences that give
        # that cell one digit
        sequences = ["".join("0123456789ABCDEFG"[a + i * t] for i in range(k))
                     for t in range(-(n - 1), n) if abs(t) * (k - 1) <= n - 1
                     for a in range(1, n + 1) if 1 <= a + t * (k - 1) <= n]
        sequences = [s for s in sequences
                     if all(s[i] == s[j] for i in range(k) for j in range(k) if cells[i] == cells[j])]
        if not sequences:
            self.emit(FALSE)
            return
        pattern = "|".join(sequences)
        encoded = base64.urlsafe_b64encode(pattern.encode()).decode().rstrip("=")
        self.emit(".Regex~%s~%s" % (encoded, self.cells(cells)))

    def rule_segmentsumline(self, data):
        cells, total = data
        if len(set(cells)) != len(cells):
            raise Refused("a segment sum line passes a cell twice")
        if total > 30:
            raise Refused("a segment sum line's runs sum to %d: ISS's SumLine takes 30 at most"
                          % total)
        self.emit(".SumLine~%d~%s" % (total, self.cells(cells)))  # ISS's SumLine, not a loop

    def rule_doublearrow(self, cells):
        if len(set(cells)) != len(cells):
            raise Refused("a double arrow passes a cell twice")
        self.emit(".DoubleArrow~" + self.cells(cells))

    def rule_zipperline(self, cells):
        if len(set(cells)) != len(cells):
            raise Refused("a zipper line passes a cell twice")
        self.emit(".Zipper~" + self.cells(cells))

    def rule_arrow(self, data):
        bulb, shaft = data
        n = self.n
        if not shaft:
            return
        if len(bulb) == 1 and bulb[0] not in shaft and len(set(shaft)) == len(shaft):
            self.emit(".Arrow~%s~%s" % (self.cid(bulb[0]), self.cells(shaft)))
            return
        if len(bulb) > 1 and n > 9:
            raise Refused("a pill arrow on a %dx%d grid: sudosat reads the pill's digits as "
                          "decimal text (digits from 10 up count two), ISS's PillArrow allows only "
                          "1-9 after the first pill cell" % (n, n))
        if len(bulb) > 3:
            raise Refused("a pill of %d cells: ISS sums take coefficients up to 100 (3-digit "
                          "pills)" % len(bulb))
        ordered = sorted(bulb)
        readable = all(b in (a + 1, a + n, a + n + 1) and (b == a + n or a % n + 1 < n)
                       for a, b in zip(ordered, ordered[1:]))
        if (len(bulb) > 1 and bulb == ordered and readable and not set(bulb) & set(shaft)
                and len(set(shaft)) == len(shaft)):
            # ISS reads a pill's cells sorted row-major: the order f-puzzles gives here
            self.emit(".PillArrow~%d~%s~%s" % (len(bulb), self.cells(bulb), self.cells(shaft)))
            return
        # sum(shaft) - (the bulb's digits as a number) == 0, in the order of `cells`
        coeff = {}
        for k, c in enumerate(bulb):
            coeff[c] = coeff.get(c, 0) - 10 ** (len(bulb) - 1 - k)
        for c in shaft:
            coeff[c] = coeff.get(c, 0) + 1
        cells = [c for c in coeff if coeff[c] != 0]
        if any(abs(coeff[c]) > 100 for c in cells):
            raise Refused("an arrow whose shaft passes one cell more than 100 times")
        if not cells:
            return
        self.emit(".Sum~0_=_%s~%s" % ("_".join(str(coeff[c]) for c in cells), self.cells(cells)))

    # --- indexers
    def rule_rowindexer(self, cell):
        self.emit(".Indexing~R~" + self.cid(cell))

    def rule_columnindexer(self, cell):
        self.emit(".Indexing~C~" + self.cid(cell))

    def rule_boxindexer(self, cell):
        region = next((r for r in self.region_list if cell in r), None)
        if region is None:
            self.emit(FALSE)  # a box indexer in a cell of no region cannot hold
            return
        p = region.index(cell) + 1
        for v in range(1, len(region) + 1):
            if v != p:
                # the cell holds v => the v-th cell of its region holds p
                self.relation(lambda a, b, v=v: a != v or b == p, [cell, region[v - 1]])


def _base17(k):
    return "0123456789abcdefg"[k]


# ---------------------------------------------------------------------------------------------
# Driver

def read_inputs(paths):
    """(name, text) for each puzzle of the inputs."""
    out = []
    for path in paths:
        if path == "-":
            text, label = sys.stdin.read(), "stdin"
        else:
            with open(path, encoding="utf-8-sig") as f:
                text = f.read()
            label = path
        if text.lstrip("\ufeff" + SPACE).startswith("{"):
            out.append((os.path.basename(label), text))
            continue
        k = 0
        for line in text.splitlines():
            if not line.strip(SPACE) or line.lstrip(SPACE).startswith("#"):
                continue
            k += 1
            name = "%s#%d" % (os.path.basename(label), k)
            if "\t" in line:
                name, line = line.split("\t", 1)
            out.append((name, line))
    return out


def convert(text):
    """The ISS constraint string of one puzzle (raises Unreadable or Refused)."""
    return Translator(Puzzle(decode_puzzle(text))).translate()


def main(argv):
    if any(a in ("-h", "--help") for a in argv[1:]):
        print(__doc__.strip())
        return 0
    paths = argv[1:] or ["-"]
    status = 0
    try:
        puzzles = read_inputs(paths)
    except OSError as e:
        print("to_iss: %s" % e, file=sys.stderr)
        return EXIT_UNREADABLE
    for name, text in puzzles:
        try:
            print("%s\t%s" % (name, convert(text)))
        except Refused as e:
            print("to_iss: %s: refused: %s" % (name, e), file=sys.stderr)
            status = status or EXIT_REFUSED
        except Unreadable as e:
            print("to_iss: %s: %s" % (name, e), file=sys.stderr)
            status = EXIT_UNREADABLE
    sys.stdout.flush()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
