"""The Python module against an independent reference (plain backtracking here), the
independent checker (sudosat.verify) and the sudosat command (its messages and answers)."""
import os
import random
import subprocess
import xml.etree.ElementTree as ET

import pytest

import sudosat

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
EASY_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
EXE = os.environ.get("SUDOSAT_EXE")
DATA = os.environ.get("SUDOSAT_TEST_DATA", os.path.join(os.path.dirname(__file__), "..", "..", "tests", "data"))


def rows_of(line, n=9):
    return [[int(ch) if ch != "." else 0 for ch in line[r * n:(r + 1) * n]] for r in range(n)]


def backtrack(rows, box, limit):
    """Every solution (up to limit) in lexicographic order: row-major, digits upward."""
    n = len(rows)
    br, bc = box
    g = [row[:] for row in rows]
    out = []

    def ok(r, c, d):
        if any(g[r][k] == d for k in range(n)) or any(g[k][c] == d for k in range(n)):
            return False
        r0, c0 = r - r % br, c - c % bc
        return all(g[r0 + i][c0 + j] != d for i in range(br) for j in range(bc))

    def go(cell):
        if len(out) >= limit:
            return
        if cell == n * n:
            out.append([row[:] for row in g])
            return
        r, c = divmod(cell, n)
        if g[r][c]:
            go(cell + 1)
            return
        for d in range(1, n + 1):
            if ok(r, c, d):
                g[r][c] = d
                go(cell + 1)
                g[r][c] = 0

    # givens that clash have no solution
    for r in range(n):
        for c in range(n):
            d = g[r][c]
            if d:
                g[r][c] = 0
                clash = not ok(r, c, d)
                g[r][c] = d
                if clash:
                    return []
    go(0)
    return out


def random_puzzle(rng, n, box, blank):
    rows = [[0] * n for _ in range(n)]
    full = backtrack_random(rng, n, box)
    for r in range(n):
        for c in range(n):
            if rng.random() > blank:
                rows[r][c] = full[r][c]
    return rows


def backtrack_random(rng, n, box):
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    base = backtrack([[0] * n for _ in range(n)], box, 1)[0]
    return [[perm[d - 1] for d in row] for row in base]


def test_solve_text_rows_and_puzzle():
    want = rows_of(EASY_SOLUTION)
    assert sudosat.solve(EASY) == want
    assert sudosat.solve(rows_of(EASY)) == want
    assert sudosat.solve(sudosat.parse(EASY)) == want
    assert sudosat.solve(EASY, any=True) == want  # unique
    assert sudosat.verify(EASY, want) is None
    bad = [row[:] for row in want]
    bad[0][0], bad[0][1] = bad[0][1], bad[0][0]
    assert sudosat.verify(EASY, bad) is not None


@pytest.mark.parametrize("n,box", [(4, (2, 2)), (6, (2, 3))])
def test_against_reference(n, box):
    rng = random.Random(16 + n)
    for _ in range(40):
        rows = random_puzzle(rng, n, box, rng.uniform(0.5, 0.9))
        ref = backtrack(rows, box, 3)
        boxtext = "%dx%d" % box
        got = sudosat.solve(rows, box=boxtext)
        assert got == (ref[0] if ref else None)
        if ref:
            anyone = sudosat.solve(rows, any=True, box=boxtext)
            assert sudosat.verify(sudosat._puzzle(rows, boxtext), anyone) is None
        for limit in (1, 2, 3):
            assert sudosat.count(rows, limit, box=boxtext) == min(limit, len(ref))
        c = sudosat.check(rows, box=boxtext)
        if not ref:
            assert c.verdict == "none" and c.witnesses == []
        elif len(ref) == 1:
            assert c.verdict == "unique" and c.witnesses == ref[:1]
        else:
            assert c.verdict == "multiple" and len(c.witnesses) == 2
            assert c.witnesses[0] < c.witnesses[1]
            for w in c.witnesses:
                assert sudosat.verify(sudosat._puzzle(rows, boxtext), w) is None


@pytest.mark.parametrize("n,box", [(4, (2, 2)), (6, (2, 3))])
def test_candidates_against_reference(n, box):
    """Every solution by the reference; each cell's candidates are their union, and its counts
    the solutions holding each digit, capped at the limit."""
    rng = random.Random(61 + n)
    boxtext = "%dx%d" % box
    for i in range(25):
        rows = random_puzzle(rng, n, box, rng.uniform(0.5, 1.0 if n == 4 else 0.7))
        if i % 8 == 3:  # a clash: no solution
            rows[0][0], rows[0][1] = 1, 1
        ref = backtrack(rows, box, 10 ** 6)
        for limit in (0, 1, 3, 40):
            got = sudosat.candidates(rows, limit, box=boxtext)
            if not ref:
                assert got is None
                continue
            want = [[sorted({s[r][c] for s in ref}) for c in range(n)] for r in range(n)]
            assert got.digits == want
            if limit == 0:
                assert got.counts is None
                assert (got.solutions, got.exact) == ((1, True) if len(ref) == 1 else (2, False))
                continue
            counts = [[[min(limit, sum(s[r][c] == d for s in ref)) for d in want[r][c]] for c in range(n)]
                      for r in range(n)]
            assert got.counts == counts
            if got.exact:
                assert got.solutions == len(ref)
            else:
                assert len(ref) >= limit and got.solutions <= len(ref)
            if limit > len(ref):
                assert got.exact


def test_candidates_errors_and_timeout():
    assert sudosat.candidates("55" + EASY[2:]) is None
    unique = sudosat.candidates(EASY)
    assert unique.digits == [[[d] for d in row] for row in rows_of(EASY_SOLUTION)]
    assert (unique.solutions, unique.exact) == (1, True)
    with pytest.raises(ValueError, match="limit must be >= 0"):
        sudosat.candidates(EASY, -1)


def test_check_no_solution_reason():
    c = sudosat.check("55" + EASY[2:])
    assert c == sudosat.Check("none", [], "digit 5 twice in row 1")


def test_errors_are_the_commands_messages(tmp_path):
    text = EASY[:-1] + "?"
    with pytest.raises(sudosat.InputError) as e:
        sudosat.solve(text)
    assert str(e.value).startswith("<input>:1:81: ")
    assert isinstance(e.value, ValueError)
    if EXE:
        path = tmp_path / "bad.txt"
        path.write_text(text + "\n")
        p = subprocess.run([EXE, "solve", str(path)], capture_output=True, text=True)
        assert p.returncode == 3
        with pytest.raises(sudosat.InputError) as e2:
            sudosat.read_file(str(path))
        assert p.stderr.strip() == str(e2.value)
    with pytest.raises(sudosat.InputError, match=r"<rows>:2: expected 4 digits, got 3"):
        sudosat.solve([[0] * 4, [0] * 3, [0] * 4, [0] * 4])
    with pytest.raises(ValueError, match="limit must be >= 1"):
        sudosat.count(EASY, 0)
    with pytest.raises(TypeError):
        sudosat.solve(42)


def test_dimacs_and_decode():
    cnf = sudosat.dimacs(EASY)
    assert cnf.startswith("c made by sudosat")
    assert "\np cnf 729 " in cnf
    p = sudosat.parse(EASY)
    sol = rows_of(EASY_SOLUTION)
    true = {sudosat.cell_variable(p, r, c, sol[r][c]) for r in range(9) for c in range(9)}
    answer = "s SATISFIABLE\nv " + " ".join(str(v if v in true else -v) for v in range(1, 730)) + " 0\n"
    assert sudosat.decode(EASY, answer) == sol
    with pytest.raises(sudosat.InputError, match="unsatisfiable, but the puzzle has a solution"):
        sudosat.decode(EASY, "s UNSATISFIABLE\n")
    assert sudosat.decode("55" + EASY[2:], "s UNSATISFIABLE\n") is None


def test_fpuzzles_import_and_export():
    with open(os.path.join(DATA, "fpuzzles", "public", "blitz.txt")) as f:
        packed = f.readline().strip()
    p = sudosat.from_fpuzzles(packed)
    assert p.is_variant and p.size == 9 and p.constraints
    link = "https://www.f-puzzles.com/?load=" + packed
    assert sudosat.parse(link).givens == p.givens
    c = sudosat.check(link)
    assert c.verdict == "unique"
    assert sudosat.verify(p, c.witnesses[0]) is None
    assert sudosat.solve(p) == c.witnesses[0]
    again = sudosat.from_fpuzzles(p.to_fpuzzles())
    assert again.constraints == p.constraints and again.givens == p.givens
    with pytest.raises(sudosat.InputError):
        sudosat.from_fpuzzles("{\"size\": 9, \"grid\": 3}")


def test_solve_many():
    lines = [EASY, "55" + EASY[2:], EASY_SOLUTION]
    want = [rows_of(EASY_SOLUTION), None, rows_of(EASY_SOLUTION)]
    assert sudosat.solve_many("\n".join(lines) + "\n") == want
    assert sudosat.solve_many(lines, threads=2) == want
    assert sudosat.solve_many([rows_of(l) for l in lines]) == want
    with pytest.raises(sudosat.InputError):
        sudosat.solve_many(EASY + "\n" + "?" * 81 + "\n")


def test_numpy_in_numpy_out():
    np = pytest.importorskip("numpy")
    a = np.array(rows_of(EASY))
    got = sudosat.solve(a)
    assert isinstance(got, np.ndarray) and got.shape == (9, 9)
    assert got.tolist() == rows_of(EASY_SOLUTION)
    assert sudosat.count(a) == 1
    assert sudosat.verify(a, got) is None


def test_solve_many_array():
    np = pytest.importorskip("numpy")
    lines = [EASY, "55" + EASY[2:], EASY_SOLUTION]
    a = sudosat.solve_many("\n".join(lines) + "\n", array=True)
    assert a.shape == (3, 9, 9) and a.dtype == np.uint8
    assert a[0].tolist() == rows_of(EASY_SOLUTION) and not a[1].any()
    assert (sudosat.solve_many(np.array([rows_of(l) for l in lines])) == a).all()
    with pytest.raises(ValueError, match="one size"):
        sudosat.solve_many([EASY, "1..." + "." * 12], array=True)


def test_generate():
    for n, box in ((4, (2, 2)), (6, (2, 3))):
        puzzle, solution = sudosat.generate(n, seed=3)
        assert backtrack(puzzle.givens, box, 2) == [solution]  # unique, by the reference
        again, _ = sudosat.generate(n, seed=3)
        assert again.givens == puzzle.givens
        assert sudosat.generate(n, seed=3, threads=2)[0].givens == puzzle.givens
    puzzle, solution = sudosat.generate(9, seed=5, clues=30)
    assert sum(d != 0 for row in puzzle.givens for d in row) <= 30 + 1
    assert sudosat.check(puzzle).verdict == "unique"
    assert sudosat.generate("55" + "." * 79) is None
    with pytest.raises(sudosat.InputError, match="unknown symmetry 'spiral'"):
        sudosat.generate(9, symmetry="spiral")
    loose, solution = sudosat.generate(9, seed=5, clues=45, minimal=False)
    assert sum(d != 0 for row in loose.givens for d in row) in (44, 45)  # an orbit is 1 or 2 cells
    assert backtrack(loose.givens, (3, 3), 2) == [solution]
    with pytest.raises(ValueError):
        sudosat.generate(9, minimal=False)


def test_generate_digit_set():
    """generate(n, digits=...) is `sudosat generate --digits`: values in, values out."""
    puzzle, solution = sudosat.generate(4, seed=3, digits="0-3")
    assert puzzle.digits == [0, 1, 2, 3]
    assert sorted(solution[0]) == [0, 1, 2, 3]
    assert sudosat.verify(puzzle, solution) is None
    assert sudosat.check(puzzle).verdict == "unique"
    assert sudosat.solve(puzzle) == solution
    odd, _ = sudosat.generate(6, seed=2, digits="0,2,3,5,7,9")
    assert odd.digits == [0, 2, 3, 5, 7, 9] and sudosat.check(odd).verdict == "unique"
    with pytest.raises(ValueError, match="a template brings its own digit set"):
        sudosat.generate(sudosat.parse("." * 16), digits="0-3")
    with pytest.raises(sudosat.InputError):
        sudosat.generate(4, digits="0-4")  # five values for four digits


def test_rate():
    level, conflicts = sudosat.rate(EASY)
    assert level == "singles" and conflicts >= 0
    assert sudosat.rate(sudosat.generate(9, seed=2)[0])[0] in ("singles", "probing", "search")
    with pytest.raises(ValueError):
        sudosat.rate("." * 81)


def test_render_svg():
    svg = sudosat.render(EASY, solve=True)
    root = ET.fromstring(svg.encode())
    assert root.get("width") == "528"
    texts = [t for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") in ("given", "solved")]
    assert len(texts) == 81
    for t in texts:
        r, c = map(int, t.get("data-cell").split(","))
        assert int(t.text) == int(EASY_SOLUTION[r * 9 + c])
        assert (t.get("class") == "given") == (EASY[r * 9 + c] != ".")


def test_puzzle_object():
    p = sudosat.parse(EASY)
    assert (p.size, p.box, p.is_variant, p.is_domino) == (9, "3x3", False, False)
    assert p.givens == rows_of(EASY)
    assert p.text() == EASY + "\n"
    assert len(sudosat.parse_all(EASY + "\n" + EASY + "\n")) == 2
    assert sudosat.__version__.count(".") == 2
    assert sudosat.version_line().startswith("sudosat " + sudosat.__version__)


def test_explain():
    """A path of singles for an easy puzzle, ending at its solution; a hint; a killer cage's step."""
    e = sudosat.explain(EASY)
    assert e.status == "solved"
    assert all(s.technique in ("full house", "hidden single", "naked single") for s in e.steps)
    grid = rows_of(EASY)
    for s in e.steps:
        for r, c, d in s.place:
            grid[r - 1][c - 1] = d
        assert s.reason and all(kind in ("row", "column", "box", "cell") for kind, _, _ in s.reason)
    assert grid == rows_of(EASY_SOLUTION)
    assert e.rating <= 1.5
    hint = sudosat.explain(EASY, next=True)
    assert hint.status == "limit" and len(hint.steps) == 1
    assert len(sudosat.explain(EASY, merge_singles=True).steps) < len(e.steps)
    assert all(s.proof == [] for s in e.steps)
    # a forcing chain and its proof, line by line (tests/data/explain/patterns.out, step 18)
    x = sudosat.explain("200059008000802600080100050490000107000000000807000094030006080006901000100730006")
    chain = [s for s in x.steps if s.technique == "forcing chain"]
    assert chain and chain[0].eliminate == [(1, 2, 6)]
    lines = chain[0].proof
    assert [r[0][0][:2] for r in lines] == [("row", 1), ("column", 2), ("row", 2), ("box", 2)]
    assert [r[3] for r in lines] == [False, False, False, True]
    assert (1, 4, 3) in lines[0][2]


def test_assist():
    # unique: redundant givens and a minimal subset that is still unique
    u = sudosat.assist("1.3..4.1.1.3.3.2")
    assert u["verdict"] == "unique"
    assert u["answered"] == ["redundant", "minimal"]
    kept = [c for c in u["minimal"]["kept"]]
    assert all(c["kind"] == "given" for c in kept)
    left = ["."] * 16
    for c in kept:
        (r, col), = c["cells"]
        left[(r - 1) * 4 + col - 1] = str(c["digit"])
    assert sudosat.check("".join(left)).verdict == "unique"
    for c in u["redundant"]:
        (r, col), = c["cells"]
        line = list("1.3..4.1.1.3.3.2")
        line[(r - 1) * 4 + col - 1] = "."
        assert sudosat.check("".join(line)).verdict == "unique"
    # none: the core names its clues
    n = sudosat.assist("1.31.4.1.1.3.3.2")
    assert n["verdict"] == "none"
    assert [c["name"] for c in n["core"]] == ["given r1c1=1", "given r1c4=1", "row 1"]
    # multiple: unique-making digits leave one solution; fewest givens from a named solution
    m = sudosat.assist("12...4...1....2.")
    assert m["verdict"] == "multiple"
    for r, c, d in m["unique_making"]:
        line = list("12...4...1....2.")
        line[(r - 1) * 4 + c - 1] = str(d)
        assert sudosat.check("".join(line)).verdict == "unique"
    other = sudosat.check("12...4...1....2.").witnesses[1]
    f = sudosat.assist("12...4...1....2.", fewest_givens=True, from_solution=other)
    assert f["answered"] == ["fewest-givens"] and f["fewest_givens"]["from"] == "given"
    line = list("12...4...1....2.")
    for r, c, d in f["fewest_givens"]["givens"]:
        line[(r - 1) * 4 + c - 1] = str(d)
    assert sudosat.check("".join(line)).witnesses == [other]
    with pytest.raises(ValueError):
        sudosat.assist("1...............", minimal=True, from_solution=[[1] * 4] * 4, fewest_givens=True)


def test_rules_text_read_instead_of_the_puzzles_own():
    link = open(os.path.join(DATA, "read", "rules-text.txt")).read().strip()
    assert sudosat.check(sudosat.parse(link)).verdict == "unique"
    restated = "Normal 6x6 sudoku rules apply. Digits on a line are consecutive in any order and do not repeat."
    p = sudosat.parse(link, rules_text=restated)
    assert sudosat.check(p).verdict == "unique"
    # the rules naming no line: the line is left out, and the setter's solution judges the reading
    loose = sudosat.parse(link, rules_text="Normal sudoku rules apply.")
    with pytest.raises(sudosat.InputError, match="as read, not unique"):
        sudosat.check(loose)
    with pytest.raises(sudosat.InputError, match="as read, not unique"):
        sudosat.solve(loose)
    assert sudosat.check(loose, as_read=True).verdict == "multiple"
    assert sudosat.solve(loose, as_read=True) is not None


def test_read_rules_as_sudosat_read_shows_them():
    r = sudosat.read_rules("Normal sudoku rules apply. Along themometers digits increase from the bulb. Shaded cells are prime.")
    assert [s["states"] for s in r] == [["sudoku"], ["thermometer"], []]
    assert r[1]["typos"] == ["themometers -> thermometers"]
    assert r[0]["text"] == "Normal sudoku rules apply."
    assert [s["story"] for s in r] == [False, False, False]
    assert sudosat.read_rules("The wizard has lost his hat.")[0]["story"]


def test_digit_set_key():
    """sudosat's f-puzzles key "digits": the puzzle says its set; grids hold digits 1..n."""
    with open(os.path.join(DATA, "digits", "killer05.json")) as f:
        p = sudosat.from_fpuzzles(f.read())
    assert p.digits == [0, 1, 2, 3, 4, 5]
    with open(os.path.join(DATA, "digits", "killer05.out")) as f:
        want = [[int(ch) for ch in line.strip()] for line in f if line.strip()]
    assert sudosat.solve(p) == want  # values
    assert p.givens[0][5] == 2 and p.givens[1][4] == 0 and p.givens[0][0] is None
    assert sudosat.check(p).witnesses == [want]
    assert sudosat.verify(p, want) is None
    assert sudosat.parse(EASY).digits == []


BOJ2239_08 = ("0.2...4.8..10.83.....6.3...2..4.1..5.5.....4.6..7.2..3...3.0....."
              "81.47..7.3...0.6")
BOJ2239_08_ANSWER = "032517468461028357875643120280431675357806241614752803126370584508164732743285016"


def test_parse_digits_argument_and_values_out():
    """parse(..., digits=) is --digits; grids, candidates, steps and clues come back as values."""
    p = sudosat.parse(BOJ2239_08, digits="0-8")
    assert p.digits == list(range(9))
    want = [[int(ch) for ch in BOJ2239_08_ANSWER[r * 9:r * 9 + 9]] for r in range(9)]
    assert sudosat.solve(p) == want
    assert p.text() == BOJ2239_08 + "\n"
    assert p.givens[0][:3] == [0, None, 2]
    assert sudosat.verify(p, want) is None
    bad = [row[:] for row in want]
    bad[0][0] = 9  # no value of 0-8
    assert "9 is not a digit of 0-8" in sudosat.verify(p, bad)
    assert sudosat.solve_many([p]) == [want]
    assert sudosat.parse_all(BOJ2239_08 + "\n", digits="0-8")[0].digits == list(range(9))
    e = sudosat.explain(p)
    assert e.status == "solved"
    placed = {}
    for step in e.steps:
        for (r, c, v) in step.place:
            placed[(r, c)] = v
    for (r, c), v in placed.items():
        assert want[r - 1][c - 1] == v
    assert any(v == 0 for v in placed.values())
    # An open puzzle: the candidates and the assistant's digits are values.
    open_p = sudosat.parse("." + BOJ2239_08[1:40] + "." * 41, digits="0-8")
    cands = sudosat.candidates(open_p).digits
    assert all(0 <= v <= 8 for row in cands for cell in row for v in cell)
    assert any(0 in cell for row in cands for cell in row)
    a = sudosat.assist(p, redundant=True)
    givens = [c for c in a["redundant"] if c["kind"] == "given"]
    assert givens and all(c["name"].endswith("=%d" % c["digit"]) for c in givens)
    assert all(want[c["cells"][0][0] - 1][c["cells"][0][1] - 1] == c["digit"] for c in givens)
    with pytest.raises(sudosat.InputError):
        sudosat.parse(BOJ2239_08, digits="0-7")
