"""sudosat: Sudoku, Sudominoku and variant Sudoku through SAT (CaDiCaL).

A puzzle is given as any of:
  * text in a format the ``sudosat`` command reads (one line of 81 symbols, a grid of
    numbers, Sudominoku, f-puzzles JSON, an f-puzzles compressed string or link);
  * a grid: n rows of n digits (lists of lists, or a numpy array), 0 for a blank;
  * a :class:`Puzzle` from :func:`parse`, :func:`parse_all`, :func:`read_file` or
    :func:`from_fpuzzles`.
A solution comes back as n lists of n ints, or as a numpy array when the puzzle was one.
For a puzzle with a digit set (``Puzzle.digits``, e.g. ``parse(text, digits="0-8")`` or the
f-puzzles key "digits"; docs/variants.md), every grid and digit handed out is a VALUE of the
set, and :func:`verify` and :func:`assist`'s ``from_solution`` take values.

Bad input raises :class:`InputError` (a ValueError) with the message the command prints, e.g.
``<input>:1:5: expected a digit 0..9, got 'x'``. ``limit < 1`` raises ValueError; a time limit
that runs out raises TimeoutError.
"""
from collections import namedtuple

from ._sudosat import (InputError, Puzzle, __version__, cell_variable, from_fpuzzles,
                       parse, parse_all, read_file, read_rules, version_line)
from . import _sudosat

__all__ = ["InputError", "Puzzle", "Check", "parse", "parse_all", "read_file", "read_rules", "from_fpuzzles",
           "solve", "count", "check", "candidates", "Candidates", "explain", "Explanation", "Step", "assist", "dimacs", "decode", "verify", "solve_many", "generate", "rate", "render",
           "cell_variable", "version_line", "__version__"]

try:  # numpy is optional
    import numpy as _np
except ImportError:  # pragma: no cover
    _np = None

Check = namedtuple("Check", "verdict witnesses reason")
#: One step of :func:`explain`: place and eliminate are lists of (row, col, digit), 1-based;
#: reason a list of (kind, index, cells) ("row", 3, [(3, 1), ...]); technique; cost; proof:
#: for a proof by contradiction, its lines (reason, eliminate, place, contradiction), else [].
Step = namedtuple("Step", "place eliminate reason technique cost proof")
#: status 'solved', 'stuck', 'no solution' or 'limit'; steps; rating (the hardest step's
#: cost); total (the sum of the steps' costs).
Explanation = namedtuple("Explanation", "status steps rating total")
Check.__doc__ = """verdict: 'unique', 'multiple', 'none' or 'unknown'; witnesses: the solution
(unique) or two different solutions, smaller first (multiple); reason: why 'none', when known."""

Candidates = namedtuple("Candidates", "digits counts solutions exact")
Candidates.__doc__ = """digits: n rows of n lists, each cell's true candidates (the digits some solution puts
there), ascending; counts: None, or with a limit the same rows of lists, beside each digit the
solutions with it there, capped at the limit (limit: "at least limit"); solutions: how many
solutions, exact when ``exact``, else at least that many (as far as the candidates tell)."""


def _is_array(x):
    return _np is not None and isinstance(x, _np.ndarray)


def _puzzle(p, box=""):
    """A Puzzle from text, rows of digits or a numpy array (or the Puzzle itself)."""
    if isinstance(p, Puzzle):
        return p
    if isinstance(p, str):
        return parse(p)
    if isinstance(p, bytes):
        return parse(p.decode("utf-8"))
    if _is_array(p):
        p = p.tolist()
    try:
        rows = [[int(d) for d in row] for row in p]
    except TypeError:
        raise TypeError("a puzzle is text, a Puzzle, or rows of digits, not %s" % type(p).__name__) from None
    return _sudosat.from_rows(rows, box)


def _grid(rows, like):
    if rows is None:
        return None
    return _np.array(rows, dtype=_np.int64) if _is_array(like) else rows


def _unknown(outcome):
    if outcome == "unknown":
        raise TimeoutError("time limit reached")


def solve(puzzle, any=False, *, time_limit=None, box="", as_read=False):
    """The smallest solution (rows of digits, lexicographic in row-major order, proven
    smallest), or with ``any=True`` any solution; None when the puzzle has no solution. A
    puzzle that carries its setter's solution is answered only when, as read, that is its only
    solution (else InputError, as ``sudosat solve``); ``as_read=True``: the answer for what was
    read."""
    outcome, rows, _ = _sudosat.solve(_puzzle(puzzle, box), any, time_limit or 0.0, as_read)
    _unknown(outcome)
    return _grid(rows, puzzle)


def count(puzzle, limit=2, *, time_limit=None, box=""):
    """The number of solutions, counted up to ``limit`` (so ``limit`` means "at least")."""
    outcome, found = _sudosat.count(_puzzle(puzzle, box), limit, time_limit or 0.0)
    _unknown(outcome)
    return found


def check(puzzle, *, time_limit=None, box="", as_read=False):
    """Whether the solution is unique: a :data:`Check` (verdict, witnesses, reason), as
    ``sudosat check --witness`` tells it: a puzzle that carries its setter's solution and, as
    read, has others raises InputError (the rules may say more than was read); ``as_read=True``:
    the verdict for what was read."""
    verdict, witnesses, reason = _sudosat.check(_puzzle(puzzle, box), time_limit or 0.0, as_read)
    _unknown(verdict)
    return Check(verdict, [_grid(w, puzzle) for w in witnesses], reason)


def candidates(puzzle, limit=0, *, time_limit=None, box=""):
    """The true candidates of every cell, as ``sudosat candidates [--limit N]`` finds them: a
    :data:`Candidates` (digits, counts, solutions, exact), or None when the puzzle has no
    solution. ``limit`` > 0 also counts the solutions each candidate stands in, up to it."""
    outcome, digits, counts, solutions, exact, _ = _sudosat.candidates(_puzzle(puzzle, box), limit,
                                                                       time_limit or 0.0)
    _unknown(outcome)
    if outcome == "none":
        return None
    return Candidates(digits, counts, solutions, exact)


def explain(puzzle, *, next=False, merge_singles=False, box=""):
    """A step-by-step logical path, as ``sudosat explain`` prints it (docs/explain.md): an
    :data:`Explanation` whose steps each have a subset-minimal reason. ``next=True``: the
    first step only (a hint); ``merge_singles=True``: all singles available at once as one
    step."""
    status, steps, rating, total = _sudosat.explain(_puzzle(puzzle, box), next, merge_singles)
    return Explanation(status, [Step(*s) for s in steps], rating, total)


def assist(puzzle, *, why=False, unique_making=False, fewest_givens=False, redundant=False,
           minimal=False, same_digit=False, from_solution=None, time_limit=None, box=""):
    """The setter's assistant, as ``sudosat assist`` (docs/assist.md): a dict with "verdict"
    ('unique', 'multiple', 'none'), "answered" (the questions answered) and one key per
    question answered: "core" (none: a subset-minimal list of clues with no solution),
    "candidates" (n rows of lists) and "unique_making" ((row, col, digit) whose placement
    leaves exactly one solution), "fewest_givens" ({"from", "solution", "givens"}: a minimal
    set of givens from ``from_solution``, else the setter's, else the smallest solution),
    "same_digit" (groups of (row, col) equal in every solution), "redundant" (clues that can
    each go alone), "minimal" ({"kept", "removed"}: a minimal subset still unique); a clue is
    {"kind", "index", "name", "cells"[, "digit"]}, 1-based. No question asked: the natural
    ones for the verdict. Also "seconds" per question and "timed_out"."""
    questions = [q for q, on in (("why", why), ("unique-making", unique_making),
                                 ("fewest-givens", fewest_givens), ("redundant", redundant),
                                 ("minimal", minimal), ("same-digit", same_digit)) if on]
    if _is_array(from_solution):
        from_solution = from_solution.tolist()
    rows = [[int(d) for d in row] for row in from_solution] if from_solution is not None else []
    return _sudosat.assist(_puzzle(puzzle, box), questions, rows, float(time_limit or 0))


def dimacs(puzzle, simplify=False, *, box=""):
    """The puzzle's CNF in DIMACS, as ``sudosat dimacs`` writes it (``simplify``: the rules
    reduced by the givens)."""
    return _sudosat.dimacs(_puzzle(puzzle, box), simplify)


def decode(puzzle, answer, simplify=False, *, box=""):
    """The solution in a SAT solver's answer to :func:`dimacs` (text: "s SATISFIABLE" and "v"
    lines, or MiniSat's result); None when it says unsatisfiable (and sudosat agrees).
    Raises InputError for a malformed or wrong answer, TimeoutError for "unknown"."""
    outcome, rows = _sudosat.decode(_puzzle(puzzle, box), answer, simplify)
    _unknown(outcome)
    return _grid(rows, puzzle)


def verify(puzzle, solution, *, box=""):
    """Why ``solution`` (rows of digits) does not solve the puzzle, or None when it does: the
    independent checker (plain loops over the rules, nothing shared with the SAT encoding)."""
    if _is_array(solution):
        solution = solution.tolist()
    return _sudosat.verify(_puzzle(puzzle, box), [[int(d) for d in row] for row in solution])


def solve_many(puzzles, any=False, *, threads=1, time_limit=None, format="", array=None):
    """Solves a batch in one call, with the GIL released: ``puzzles`` is a text holding many
    puzzles (one a line, ...; parsed in C++) or a list of puzzles; ``threads`` workers (0: one
    per core). Returns one solution (or None) per puzzle, in order, as rows of digits; with
    ``array=True`` (numpy) one uint8 array of shape (puzzles, n, n), zeros where a puzzle has no
    solution (all puzzles of one size). ``array`` defaults to True when ``puzzles`` is a numpy
    array of grids. Raises TimeoutError when ``time_limit`` ran out for any puzzle."""
    if isinstance(puzzles, str):
        packed = bool(array)
        outcomes, grids, n = _sudosat.solve_text(puzzles, any, threads, format, time_limit or 0.0, packed)
    else:
        packed = bool(array) or (array is None and _is_array(puzzles))
        outcomes, grids, n = _sudosat.solve_all([_puzzle(p) for p in puzzles], any, threads,
                                                time_limit or 0.0, packed)
    if b"\x02" in outcomes:
        raise TimeoutError("time limit reached (puzzle %d)" % (outcomes.index(b"\x02") + 1))
    if not packed:
        return grids
    if _np is None:
        raise ImportError("solve_many(array=True) needs numpy")
    return _np.frombuffer(grids, dtype=_np.uint8).reshape(len(outcomes), n, n)


def generate(template=9, *, seed=1, symmetry="rot180", clues=0, minimal=True, threads=1, digits=""):
    """A puzzle with exactly one solution, made from ``template``: a size (a blank classic
    grid), or a puzzle whose size, regions, rules and givens are kept. Returns (Puzzle,
    solution rows), or None when the template has no solution. The same template, seed,
    symmetry ('none', 'rot180', 'rot90', 'mirror', 'diagonal'), clues and minimal give the same
    puzzle. ``minimal``: every given that can go is taken away (with ``clues``, other orders
    are tried while more remain); ``minimal=False`` stops taking away at ``clues`` givens.
    ``threads``: the uniqueness checks on that many threads (the same puzzle, sooner).
    ``digits``: with a size, the digit set of the blank grid (``"0-8"``, ``"1,2,3,5,7,9"``;
    ``sudosat generate --digits``); the puzzle and solution then hold values. A template
    brings its own (``parse(text, digits=...)`` or the f-puzzles key): ValueError beside one."""
    if isinstance(template, int):
        template = (parse("\n".join("." * template for _ in range(template)), digits=digits) if digits
                    else _sudosat.from_rows([[0] * template for _ in range(template)]))
    elif digits:
        raise ValueError("digits= goes with a size: a template brings its own digit set")
    puzzle, solution = _sudosat.generate(_puzzle(template), seed, symmetry, clues, minimal, threads)
    return None if puzzle is None else (puzzle, solution)


def rate(puzzle):
    """How hard a puzzle with exactly one solution is, as ``sudosat generate --rate`` says:
    (level, conflicts), level 'singles', 'probing' or 'search' (docs/generate.md). Raises
    ValueError when the puzzle does not have exactly one solution."""
    return _sudosat.rate(_puzzle(puzzle))


def render(puzzle, solve=False, *, cell=48, box=""):
    """An SVG picture of the puzzle (with ``solve=True`` its smallest solution filled in blue),
    as ``sudosat render`` draws it; ``cell`` pixels a cell, the picture cell * (n + 2) square."""
    return _sudosat.svg(_puzzle(puzzle, box), solve, cell)
