// sudosat._sudosat: the C++ API (include/sudosat/) for Python, through pybind11. The friendly
// surface (grids as lists or numpy arrays, results as plain values) is python/sudosat/__init__.py;
// this file maps types one to one and releases the GIL around solving.
#include <algorithm>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <sudosat/sudosat.hpp>

namespace py = pybind11;
using namespace sudosat;

namespace {

ParseOptions parse_options(const std::string& format, const std::string& box, const std::string& rules,
                           bool entered_digits, bool ignore_drawings, const std::string& name,
                           const std::string& rules_text = "", const std::string& digits = "") {
  ParseOptions o;
  o.rules_text = rules_text;
  o.digits = digits;
  o.ignore_drawings = ignore_drawings;
  o.format = format;
  o.box = box;
  o.rules = rules;
  o.entered_digits = entered_digits;
  o.name = name;
  return o;
}

std::string box_text(const Puzzle& p) {
  if (p.is_variant()) return "";
  return std::to_string(p.givens.shape.box_rows) + "x" + std::to_string(p.givens.shape.box_cols);
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Solved: return "solved";
    case Outcome::NoSolution: return "none";
    case Outcome::Unknown: break;
  }
  return "unknown";
}

// The puzzle's digit set (docs/variants.md, "Digit sets"); empty: 1..n. Every digit handed to
// Python is its value under it, and every digit taken from Python a value.
const std::vector<int>& digit_set(const Puzzle& p) {
  static const std::vector<int> none;
  return p.is_variant() ? p.variant->digits : none;
}

// The digit (1..n) of `value` under `digits`, or -1 when it is none of them.
int digit_of_value(const std::vector<int>& digits, int n, int value) {
  if (digits.empty()) return value >= 1 && value <= n ? value : -1;
  const auto at = std::find(digits.begin(), digits.end(), value);
  return at == digits.end() ? -1 : static_cast<int>(at - digits.begin()) + 1;
}

// A grid as n lists of n ints (the values under `digits`), built with the C API: a batch
// converts thousands of them, and pybind11's generic casters cost about as much as solving a
// 17-clue puzzle.
py::object rows_object(const Grid& g, const std::vector<int>& digits = {}) {
  const int n = g.shape.n();
  py::list rows(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    PyObject* row = PyList_New(n);
    if (!row) throw py::error_already_set();
    for (int c = 0; c < n; ++c) PyList_SET_ITEM(row, c, PyLong_FromLong(digit_value(digits, g.at(r, c))));
    PyList_SET_ITEM(rows.ptr(), r, row);
  }
  return std::move(rows);
}

// Pauses the cyclic garbage collector while a batch's lists are built: they hold only ints, so
// no cycle can form, and with it running every full pass walks every list built so far (on
// 20,000 grids, 200,000 lists, about a third of the building time). Restores the previous state.
class GcPause {
 public:
#if PY_VERSION_HEX >= 0x030A0000
  GcPause() : was_enabled_(PyGC_Disable() != 0) {}
  ~GcPause() {
    if (was_enabled_) PyGC_Enable();
  }

 private:
  bool was_enabled_;
#endif
};

// A solve result as (outcome, rows of values or None, reason).
py::tuple solve_tuple(const SolveResult& r, const std::vector<int>& digits) {
  py::object rows = py::none();
  if (r.outcome == Outcome::Solved) rows = rows_object(r.solution.grid, digits);
  return py::make_tuple(outcome_name(r.outcome), rows, r.reason);
}

// `call` on a Solver with the GIL released: a fresh one with the time limit (seconds > 0), else
// one kept per thread, as the library's free functions keep theirs.
template <class Call>
auto released(double time_limit, Call call) {
  py::gil_scoped_release release;
  if (time_limit > 0) {
    Solver limited(SolverOptions{time_limit});
    return call(limited);
  }
  thread_local Solver kept;
  return call(kept);
}

}  // namespace

PYBIND11_MODULE(_sudosat, m) {
  m.doc() = "sudosat: Sudoku, Sudominoku and variant Sudoku through SAT (CaDiCaL)";
  py::register_exception<InputError>(m, "InputError", PyExc_ValueError);

  py::class_<Puzzle>(m, "Puzzle", "A puzzle: givens, and Sudominoku dominoes or a variant's rules")
      .def_property_readonly("size", [](const Puzzle& p) { return p.givens.shape.n(); })
      .def_property_readonly("box", &box_text, "Box shape 'RxC' of a classic puzzle ('' for a variant)")
      .def_property_readonly("givens", [](const Puzzle& p) -> py::object {
        const std::vector<int>& digits = digit_set(p);
        if (digits.empty()) return py::cast(grid_rows(p.givens));
        py::list rows;  // values, a blank None (0 may be a value)
        const int n = p.givens.shape.n();
        for (int r = 0; r < n; ++r) {
          py::list row;
          for (int c = 0; c < n; ++c) {
            const int d = p.givens.at(r, c);
            row.append(d == 0 ? py::object(py::none()) : py::object(py::int_(digit_value(digits, d))));
          }
          rows.append(row);
        }
        return std::move(rows);
      }, "The givens as n rows of n: 0 for a blank; with a digit set the values, None for a blank")
      .def_property_readonly("digits", [](const Puzzle& p) { return digit_set(p); },
                             "The digit set (docs/variants.md, 'Digit sets'); [] for 1..n. Every grid and digit "
                             "this module hands out or takes for the puzzle is in these values")
      .def_property_readonly("is_variant", &Puzzle::is_variant)
      .def_property_readonly("is_domino", &Puzzle::is_domino)
      .def_property_readonly("title", [](const Puzzle& p) { return p.is_variant() ? p.variant->title : ""; })
      .def_property_readonly("author", [](const Puzzle& p) { return p.is_variant() ? p.variant->author : ""; })
      .def_property_readonly("constraints", [](const Puzzle& p) {
        std::vector<std::string> kinds;
        if (p.is_variant())
          for (const Constraint& c : p.variant->constraints) kinds.push_back(kind_name(c));
        return kinds;
      }, "The f-puzzles key of each constraint, in order")
      .def("to_fpuzzles", [](const Puzzle& p) {
        try {
          return to_fpuzzles(p);
        } catch (const std::invalid_argument& e) {
          throw py::value_error(e.what());
        }
      }, "The f-puzzles compressed string (append to 'https://www.f-puzzles.com/?load=')")
      .def("to_fpuzzles_json", [](const Puzzle& p) { return to_fpuzzles_json(p); })
      .def("text", [](const Puzzle& p, const std::string& format) { return grid_text(p.givens, format, digit_set(p)); },
           py::arg("format") = "line", "The givens as text: 'line', 'compact' or 'grid' (values; with a digit set a blank is '.')")
      .def("__repr__", [](const Puzzle& p) {
        std::string kind = p.is_domino() ? "Sudominoku" : p.is_variant() ? "variant" : "classic";
        return "<sudosat.Puzzle " + kind + " " + std::to_string(p.givens.shape.n()) + "x" +
               std::to_string(p.givens.shape.n()) + ">";
      });

  // digits: as --digits ("0-8", "1,2,3,5,7,9"; "" the puzzle's own or 1..n).
  m.def("parse", [](const std::string& text, const std::string& format, const std::string& box,
                    const std::string& rules, bool entered_digits, const std::string& name,
                    bool ignore_drawings, const std::string& rules_text, const std::string& digits) {
    return parse_puzzle(text, parse_options(format, box, rules, entered_digits, ignore_drawings, name, rules_text, digits));
  }, py::arg("text"), py::arg("format") = "", py::arg("box") = "", py::arg("rules") = "",
        py::arg("entered_digits") = false, py::arg("name") = "<input>", py::arg("ignore_drawings") = false,
        py::arg("rules_text") = "", py::arg("digits") = "");
  m.def("parse_all", [](const std::string& text, const std::string& format, const std::string& box,
                        const std::string& rules, bool entered_digits, const std::string& name,
                        bool ignore_drawings, const std::string& rules_text, const std::string& digits) {
    return parse_puzzles(text, parse_options(format, box, rules, entered_digits, ignore_drawings, name, rules_text, digits));
  }, py::arg("text"), py::arg("format") = "", py::arg("box") = "", py::arg("rules") = "",
        py::arg("entered_digits") = false, py::arg("name") = "<input>", py::arg("ignore_drawings") = false,
        py::arg("rules_text") = "", py::arg("digits") = "");
  m.def("read_file", [](const std::string& path, const std::string& format, const std::string& box,
                        const std::string& rules, bool entered_digits, bool ignore_drawings,
                        const std::string& rules_text, const std::string& digits) {
    return read_puzzle_file(path, parse_options(format, box, rules, entered_digits, ignore_drawings, path, rules_text, digits));
  }, py::arg("path"), py::arg("format") = "", py::arg("box") = "", py::arg("rules") = "",
        py::arg("entered_digits") = false, py::arg("ignore_drawings") = false, py::arg("rules_text") = "",
        py::arg("digits") = "");
  m.def("from_rows", &puzzle_from_rows, py::arg("rows"), py::arg("box") = "");
  m.def("from_fpuzzles", [](const std::string& text, bool entered_digits, bool ignore_drawings) {
    return from_fpuzzles(text, parse_options("", "", "", entered_digits, ignore_drawings, "<fpuzzles>"));
  }, py::arg("text"), py::arg("entered_digits") = false, py::arg("ignore_drawings") = false);

  // A puzzle that carries its setter's solution is answered as `sudosat solve` answers it: only
  // when, as read, that is its only solution (else InputError with the refusal); as_read: the
  // answer for what was read.
  m.def("solve", [](const Puzzle& p, bool any, double time_limit, bool as_read) {
    if (!as_read && p.is_variant() && !p.variant->setter_solution.empty()) {
      const CheckResult c = released(time_limit, [&](Solver& s) { return s.check(p); });
      if (const auto refusal = as_read_refusal(p, c)) throw InputError("", 0, 0, *refusal);
      SolveResult r;
      r.outcome = c.verdict == Verdict::Unique ? Outcome::Solved
                  : c.verdict == Verdict::None ? Outcome::NoSolution
                                               : Outcome::Unknown;
      if (c.verdict == Verdict::Unique) r.solution = c.witnesses.front();
      r.reason = c.reason;
      return solve_tuple(r, digit_set(p));
    }
    const SolveResult r =
        released(time_limit, [&](Solver& s) { return s.solve(p, any ? Pick::Any : Pick::Smallest); });
    return solve_tuple(r, digit_set(p));
  }, py::arg("puzzle"), py::arg("any") = false, py::arg("time_limit") = 0.0, py::arg("as_read") = false);

  m.def("count", [](const Puzzle& p, int limit, double time_limit) {
    const CountResult r = released(time_limit, [&](Solver& s) { return s.count(p, limit); });
    return py::make_tuple(outcome_name(r.outcome), r.found);
  }, py::arg("puzzle"), py::arg("limit") = 2, py::arg("time_limit") = 0.0);

  m.def("check", [](const Puzzle& p, double time_limit, bool as_read) {
    const CheckResult r = released(time_limit, [&](Solver& s) { return s.check(p); });
    if (!as_read)  // as `sudosat check`: a setter's solution not the only one as read is refused
      if (const auto refusal = as_read_refusal(p, r)) throw InputError("", 0, 0, *refusal);
    py::list w;
    for (const Solution& s : r.witnesses) w.append(rows_object(s.grid, digit_set(p)));
    return py::make_tuple(to_string(r.verdict), w, r.reason);
  }, py::arg("puzzle"), py::arg("time_limit") = 0.0, py::arg("as_read") = false);

  m.def("explain", [](const Puzzle& p, bool next, bool merge_singles) {
    ExplainOptions o;
    o.merge_singles = merge_singles;
    if (next) o.max_steps = 1;
    Explanation e;
    {
      py::gil_scoped_release release;
      e = explain(p, o);
    }
    const int n = p.givens.shape.n();
    py::list steps;
    const std::vector<int>& digits = digit_set(p);
    for (const ExplainStep& s : e.steps) {
      auto triples = [&digits](const std::vector<ExplainStep::Candidate>& list) {
        py::list out;
        for (const auto& c : list) out.append(py::make_tuple(c.row, c.col, digit_value(digits, c.digit)));
        return out;
      };
      auto parts = [n](const std::vector<ExplainReason>& list) {
        py::list out;
        for (const ExplainReason& r : list) {
          py::list cells;
          for (int c : r.cells) cells.append(py::make_tuple(c / n + 1, c % n + 1));
          out.append(py::make_tuple(r.kind, r.index, cells));
        }
        return out;
      };
      py::list proof;
      for (const auto& line : s.proof)
        proof.append(py::make_tuple(parts(line.reason), triples(line.eliminate), triples(line.place), line.contradiction));
      steps.append(py::make_tuple(triples(s.place), triples(s.eliminate), parts(s.reason), s.technique, s.cost, proof));
    }
    return py::make_tuple(e.status, steps, e.rating, e.total);
  }, py::arg("puzzle"), py::arg("next") = false, py::arg("merge_singles") = false);

  m.def("assist", [](const Puzzle& p, const std::vector<std::string>& questions,
                     const std::vector<std::vector<int>>& from, double time_limit) {
    AssistOptions o;
    for (const std::string& q : questions) {
      if (q == "why") o.why = true;
      else if (q == "unique-making") o.unique_making = true;
      else if (q == "fewest-givens") o.fewest_givens = true;
      else if (q == "redundant") o.redundant = true;
      else if (q == "minimal") o.minimal = true;
      else if (q == "same-digit") o.same_digit = true;
      else throw std::invalid_argument("unknown question '" + q + "' (why, unique-making, fewest-givens, "
                                       "redundant, minimal, same-digit)");
    }
    const int n = p.givens.shape.n();
    const std::vector<int>& digits = digit_set(p);
    if (!from.empty()) {
      o.from = Grid(p.givens.shape);
      if (static_cast<int>(from.size()) != n) throw std::invalid_argument("from_solution: expected " + std::to_string(n) + " rows");
      for (int r = 0; r < n; ++r) {
        if (static_cast<int>(from[static_cast<std::size_t>(r)].size()) != n)
          throw std::invalid_argument("from_solution: expected " + std::to_string(n) + " digits a row");
        for (int c = 0; c < n; ++c) {  // values
          const int v = from[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
          const int d = digit_of_value(digits, n, v);
          if (d < 0)
            throw std::invalid_argument("from_solution: " + std::to_string(v) + " is not a digit " +
                                        (digits.empty() ? "1.." + std::to_string(n) : "of " + digit_set_text(digits)));
          o.from.set(r * n + c, d);
        }
      }
    }
    o.time_limit = time_limit;
    AssistReport r;
    {
      py::gil_scoped_release release;
      r = assist(p, o);
    }
    auto cells_of = [n](const std::vector<int>& cells) {
      py::list out;
      for (int c : cells) out.append(py::make_tuple(c / n + 1, c % n + 1));
      return out;
    };
    auto clues = [&](const std::vector<int>& which) {
      py::list out;
      for (int k : which) {
        const AssistClue& c = r.clues[static_cast<std::size_t>(k)];
        py::dict d;
        d["kind"] = c.kind;
        d["index"] = c.index;
        d["name"] = c.name;
        d["cells"] = cells_of(c.cells);
        if (c.kind == "given") d["digit"] = digit_value(digits, c.digit);
        out.append(d);
      }
      return out;
    };
    auto triples = [&digits](const std::vector<AssistCandidate>& list) {
      py::list out;
      for (const AssistCandidate& c : list) out.append(py::make_tuple(c.row, c.col, digit_value(digits, c.digit)));
      return out;
    };
    auto asked = [&](const char* q) { return std::find(r.answered.begin(), r.answered.end(), q) != r.answered.end(); };
    py::dict out;
    out["verdict"] = to_string(r.verdict);
    out["answered"] = r.answered;
    if (asked("why")) out["core"] = clues(r.core);
    if (!r.candidates.empty()) {
      py::list rows;
      for (int row = 0; row < n; ++row) {
        py::list line;
        for (int col = 0; col < n; ++col) {
          std::vector<int> shown = r.candidates[static_cast<std::size_t>(row * n + col)];
          for (int& d : shown) d = digit_value(digits, d);
          line.append(shown);
        }
        rows.append(line);
      }
      out["candidates"] = rows;
    }
    if (asked("unique-making")) out["unique_making"] = triples(r.unique_making);
    if (asked("fewest-givens")) {
      py::dict f;
      f["from"] = r.from_what;
      f["solution"] = rows_object(r.from, digits);
      f["givens"] = triples(r.fewest_givens);
      out["fewest_givens"] = f;
    }
    if (asked("same-digit")) {
      py::list groups;
      for (const auto& g : r.same_digit) groups.append(cells_of(g));
      out["same_digit"] = groups;
    }
    if (asked("redundant")) out["redundant"] = clues(r.redundant);
    if (asked("minimal")) {
      py::dict m2;
      m2["kept"] = clues(r.minimal);
      m2["removed"] = clues(r.minimal_removed);
      out["minimal"] = m2;
    }
    py::dict seconds;
    for (const auto& [q, t] : r.seconds) seconds[py::str(q)] = t;
    out["seconds"] = seconds;
    out["timed_out"] = r.timed_out;
    return out;
  }, py::arg("puzzle"), py::arg("questions"), py::arg("from_solution"), py::arg("time_limit") = 0.0);

  m.def("candidates", [](const Puzzle& p, int limit, double time_limit) {
    const CandidatesResult r = released(time_limit, [&](Solver& s) { return s.candidates(p, limit); });
    // per cell lists, as n rows of n
    auto rows = [&](const std::vector<std::vector<int>>& per_cell, bool values) -> py::object {
      if (per_cell.empty()) return py::none();
      const std::size_t n = static_cast<std::size_t>(p.givens.shape.n());
      py::list out(n);
      for (std::size_t row = 0; row < n; ++row) {
        py::list cells(n);
        for (std::size_t c = 0; c < n; ++c) {
          std::vector<int> shown = per_cell[row * n + c];
          if (values)
            for (int& d : shown) d = digit_value(digit_set(p), d);
          cells[c] = py::cast(shown);
        }
        out[row] = std::move(cells);
      }
      return std::move(out);
    };
    return py::make_tuple(outcome_name(r.outcome), rows(r.digits, true), rows(r.counts, false), r.solutions,
                          r.solutions_exact, r.reason);
  }, py::arg("puzzle"), py::arg("limit") = 0, py::arg("time_limit") = 0.0);

  // Batches: puzzles from a list, or every puzzle of a text parsed in C++. Each returns
  // (outcomes, grids): outcomes a bytes object, one byte a puzzle (0 solved, 1 no solution,
  // 2 unknown); grids either a list (rows, or None) or, with `packed`, one bytes object of the
  // n*n digits of every puzzle in order (zeros where unsolved; all puzzles one size) for numpy.
  // On a batch of 17-clue puzzles, building 10 Python lists a grid costs more than solving.
  // Digits are values under each puzzle's digit set.
  auto batch_result = [](const std::vector<SolveResult>& rs, const std::vector<Puzzle>& puzzles, bool packed) {
    std::string outcomes(rs.size(), '\0');
    for (std::size_t i = 0; i < rs.size(); ++i)
      outcomes[i] = static_cast<char>(rs[i].outcome == Outcome::Solved ? 0 : rs[i].outcome == Outcome::NoSolution ? 1 : 2);
    if (!packed) {
      GcPause pause;
      py::list grids(rs.size());
      for (std::size_t i = 0; i < rs.size(); ++i) {
        py::object g = rs[i] ? rows_object(rs[i].solution.grid, digit_set(puzzles[i])) : py::none();
        PyList_SET_ITEM(grids.ptr(), static_cast<Py_ssize_t>(i), g.release().ptr());
      }
      return py::make_tuple(py::bytes(outcomes), grids, 0);
    }
    int n = 0;
    for (const SolveResult& r : rs) {
      const int m = r ? r.solution.grid.shape.n() : 0;
      if (m != 0 && n != 0 && m != n) throw py::value_error("packed results need puzzles of one size");
      if (m != 0) n = m;
    }
    std::string digits;
    digits.reserve(rs.size() * static_cast<std::size_t>(n * n));
    for (std::size_t i = 0; i < rs.size(); ++i) {
      const SolveResult& r = rs[i];
      if (!r) {
        digits.append(static_cast<std::size_t>(n * n), '\0');
        continue;
      }
      for (std::uint8_t d : r.solution.grid.cells) digits += static_cast<char>(digit_value(digit_set(puzzles[i]), d));
    }
    return py::make_tuple(py::bytes(outcomes), py::bytes(digits), n);
  };
  m.def("solve_all", [batch_result](const std::vector<Puzzle>& puzzles, bool any, int threads,
                                    double time_limit, bool packed) {
    std::vector<SolveResult> rs;
    {
      py::gil_scoped_release release;
      rs = solve_all(puzzles, any ? Pick::Any : Pick::Smallest, threads, SolverOptions{time_limit});
    }
    return batch_result(rs, puzzles, packed);
  }, py::arg("puzzles"), py::arg("any") = false, py::arg("threads") = 1, py::arg("time_limit") = 0.0,
        py::arg("packed") = false);
  m.def("solve_text", [batch_result](const std::string& text, bool any, int threads,
                                     const std::string& format, double time_limit, bool packed) {
    std::vector<SolveResult> rs;
    std::vector<Puzzle> puzzles;
    {
      py::gil_scoped_release release;
      ParseOptions o;
      o.format = format;
      puzzles = parse_puzzles(text, o);
      rs = solve_all(puzzles, any ? Pick::Any : Pick::Smallest, threads, SolverOptions{time_limit});
    }
    return batch_result(rs, puzzles, packed);
  }, py::arg("text"), py::arg("any") = false, py::arg("threads") = 1, py::arg("format") = "",
        py::arg("time_limit") = 0.0, py::arg("packed") = false);

  m.def("dimacs", [](const Puzzle& p, bool simplify) { return to_dimacs(p, simplify); },
        py::arg("puzzle"), py::arg("simplify") = false);
  m.def("cell_variable", &cell_variable, py::arg("puzzle"), py::arg("row"), py::arg("col"), py::arg("digit"));
  m.def("decode", [](const Puzzle& p, const std::string& answer, bool simplify) {
    DecodeResult r = decode_answer(p, answer, simplify);
    py::object rows = py::none();
    if (r.outcome == Outcome::Solved) rows = rows_object(r.solution.grid, digit_set(p));
    return py::make_tuple(outcome_name(r.outcome), rows);
  }, py::arg("puzzle"), py::arg("answer"), py::arg("simplify") = false);
  m.def("read_rules", [](const std::string& rules_text) {
    py::list out;
    for (const SentenceReading& s : read_rules(rules_text)) {
      py::dict d;
      d["text"] = s.text;
      d["states"] = s.states;
      d["hint"] = s.hint;
      d["typos"] = s.typos;
      d["story"] = s.story;
      d["named"] = s.named;
      d["explains"] = s.explains;
      d["not_taken"] = s.not_taken;
      out.append(d);
    }
    return out;
  }, py::arg("rules_text"), "Each sentence of a rules text as sudosat reads it: a dict of text, states (empty: not "
                            "understood), hint, typos story (no word of it is a rule's), and for one not understood "
                            "named (the kinds it names), explains (it explains the rule before it) and not_taken (why "
                            "neither may be taken where the setter's solution judges the reading), as `sudosat read` "
                            "shows them.");
  m.def("verify", [](const Puzzle& p, const std::vector<std::vector<int>>& rows) -> py::object {
    Solution s;
    s.grid = p.givens;
    const int n = p.givens.shape.n();
    if (static_cast<int>(rows.size()) != n) return py::str("expected " + std::to_string(n) + " rows");
    for (int r = 0; r < n; ++r) {
      if (static_cast<int>(rows[static_cast<std::size_t>(r)].size()) != n)
        return py::str("row " + std::to_string(r + 1) + ": expected " + std::to_string(n) + " digits");
      for (int c = 0; c < n; ++c) {
        const int v = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];  // a value
        const int d = digit_set(p).empty() ? v : digit_of_value(digit_set(p), n, v);
        if (d < 0 || d > n)
          return py::str("row " + std::to_string(r + 1) + ": " +
                         (digit_set(p).empty() ? std::string("digit out of range")
                                               : std::to_string(v) + " is not a digit of " + digit_set_text(digit_set(p))));
        s.grid.set(r * n + c, d);
      }
    }
    if (p.is_domino()) {  // the tiling is part of a Sudominoku solution: take ours
      SolveResult mine = solve(p, Pick::Any);
      if (mine && mine.solution.grid == s.grid) s.tiling = mine.solution.tiling;
    }
    std::optional<std::string> why = verify(p, s);
    if (why) return py::str(*why);
    return py::none();
  }, py::arg("puzzle"), py::arg("rows"));
  m.def("svg", [](const Puzzle& p, bool with_solution, int cell) {
    SvgOptions o;
    o.cell = cell;
    if (!with_solution) return to_svg(p, nullptr, o);
    SolveResult r = solve(p, Pick::Smallest);
    return to_svg(p, r ? &r.solution : nullptr, o);
  }, py::arg("puzzle"), py::arg("solve") = false, py::arg("cell") = 48);
  m.def("generate", [](const Puzzle& tmpl, std::uint64_t seed, const std::string& symmetry, int clues,
                       bool minimal, int threads) {
    GenerateSpec spec;
    spec.threads = threads;
    spec.seed = seed;
    spec.symmetry = symmetry;
    spec.clues = clues;
    spec.minimal = minimal;
    std::optional<GeneratedPuzzle> g;
    {
      py::gil_scoped_release release;
      g = generate_puzzle(tmpl, spec);
    }
    if (!g) return py::make_tuple(py::none(), py::none());
    return py::make_tuple(py::cast(g->puzzle), rows_object(g->solution, digit_set(g->puzzle)));
  }, py::arg("template"), py::arg("seed") = 1, py::arg("symmetry") = "rot180", py::arg("clues") = 0,
     py::arg("minimal") = true, py::arg("threads") = 1);
  m.def("rate", [](const Puzzle& p) {
    Difficulty d;
    {
      py::gil_scoped_release release;
      d = rate_puzzle(p);
    }
    return py::make_tuple(d.level, d.conflicts);
  }, py::arg("puzzle"));
  m.def("version_line", &version_line);
  m.attr("__version__") = library_version();
}
