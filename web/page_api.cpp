// The page's one entry point into the library (web/README.md): a JSON request in, a JSON answer
// out, called by the Web Worker (worker.js) through emscripten's ccall. Every answer is built
// from the public API (include/sudosat/), with the same words the sudosat command prints.
//
//   request  {"op": "check" | "candidates" | "dimacs" | "explain" | "assist", "text": "...",
//             "box": "", "rules": "",          (box and rules as the command's --box, --rules)
//             "fresh": false}                  (true: a new solver, as on the page's first
//                                               request; bench/web times checks so)
//   answer   {"verdict": ..., ...}             (fields per op below; "error" with "message"
//                                               for bad input, never an exception to JavaScript;
//                                               a check of a variant with a rules text or
//                                               drawings adds "reading": {"sentences": [{"text",
//                                               "states", "hint", "typos", "story"}], "drawings": [...],
//                                               "as_drawn"})
#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#else  // bench/web/native_page.cpp: the same answers natively, for the bench's ratios
#define EMSCRIPTEN_KEEPALIVE
#endif

#include <algorithm>
#include <chrono>
#include <exception>
#include <string>

#include <nlohmann/json.hpp>

#include "sudosat/sudosat.hpp"

namespace {

using nlohmann::json;
using sudosat::Puzzle;

// A grid's symbols in one line, as `sudosat solve` prints a line (no newline).
std::string line_of(const sudosat::Grid& grid) {
  std::string s = sudosat::grid_text(grid, "line");
  if (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

json cells_json(const std::vector<int>& cells, int n) {
  json a = json::array();
  for (int cell : cells) a.push_back({cell / n + 1, cell % n + 1});
  return a;
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// The solver kept from request to request (the page answers one puzzle at a time).
sudosat::Solver& kept_solver() {
  static sudosat::Solver s;
  return s;
}

// How a variant's rules text and drawings were read (as `sudosat read` shows them): each
// sentence with what it states, or "not understood" and why; each drawing and its kind. Null for
// a puzzle with neither.
json reading_json(const Puzzle& puzzle) {
  if (!puzzle.variant || (puzzle.variant->rules.empty() && puzzle.variant->drawings.empty())) return nullptr;
  json sentences = json::array();
  for (const sudosat::SentenceReading& s : sudosat::read_rules(puzzle.variant->rules, puzzle.variant->title, puzzle.variant->author)) {
    json j = {{"text", s.text}, {"states", s.states}};
    if (!s.hint.empty()) j["hint"] = s.hint;
    if (!s.typos.empty()) j["typos"] = s.typos;
    if (s.story) j["story"] = true;
    if (!s.named.empty()) j["named"] = s.named;
    if (s.explains) j["explains"] = true;
    if (!s.not_taken.empty()) j["not_taken"] = s.not_taken;
    sentences.push_back(std::move(j));
  }
  return {{"sentences", sentences}, {"drawings", puzzle.variant->drawings}, {"as_drawn", puzzle.variant->as_drawn}};
}

// "unique" (the solution), "not unique" (the smallest solution and another, the cells where
// they differ), "no solution" (the reason when known), "unknown"; "error" with the message
// `sudosat check` prints for a puzzle that carries its setter's solution and, as read, has
// others (the rules may say more than was read).
json check_answer(const Puzzle& puzzle, sudosat::Solver& solver) {
  json a;
  const int n = puzzle.givens.shape.n();
  const auto t0 = std::chrono::steady_clock::now();
  const sudosat::CheckResult c = solver.check(puzzle);
  a["check_ms"] = ms_since(t0);
  a["svg_puzzle"] = sudosat::to_svg(puzzle);  // the givens alone (pencil marks, steps)
  if (const auto refusal = sudosat::as_read_refusal(puzzle, c)) {
    a["verdict"] = "error";
    a["message"] = "<input>:1: " + *refusal;
    return a;
  }
  switch (c.verdict) {
    case sudosat::Verdict::Unique: {
      a["verdict"] = "unique";
      const sudosat::Solution& s = c.witnesses.front();
      a["solution"] = line_of(s.grid);
      a["svg"] = sudosat::to_svg(puzzle, &s);
      return a;
    }
    case sudosat::Verdict::Multiple: {
      a["verdict"] = "not unique";
      const sudosat::SolveResult smallest = solver.solve(puzzle, sudosat::Pick::Smallest);
      if (!smallest) {  // cannot be: the puzzle has two solutions
        a["verdict"] = "unknown";
        return a;
      }
      const sudosat::Solution& other =
          c.witnesses.front().grid != smallest.solution.grid ? c.witnesses.front() : c.witnesses.back();
      a["solution"] = line_of(smallest.solution.grid);
      a["other"] = line_of(other.grid);
      std::vector<int> differ;
      for (int cell = 0; cell < n * n; ++cell)
        if (other.grid.at(cell) != smallest.solution.grid.at(cell)) differ.push_back(cell);
      a["differ"] = cells_json(differ, n);
      a["svg"] = sudosat::to_svg(puzzle, &smallest.solution);
      a["svg_other"] = sudosat::to_svg(puzzle, &other);
      return a;
    }
    case sudosat::Verdict::None:
      a["verdict"] = "no solution";
      if (!c.reason.empty()) a["message"] = c.reason;
      break;
    case sudosat::Verdict::Unknown:
      a["verdict"] = "unknown";
      break;
  }
  return a;
}

// Every cell's true candidates (as `sudosat candidates`), row-major lists of digits.
json candidates_answer(const Puzzle& puzzle) {
  json a;
  const sudosat::CandidatesResult r = kept_solver().candidates(puzzle);
  a["verdict"] = r.outcome == sudosat::Outcome::Solved ? "solved"
                 : r.outcome == sudosat::Outcome::NoSolution ? "no solution" : "unknown";
  a["candidates"] = r.digits;
  return a;
}

// The steps of `sudosat explain`, with the fields of its --output-format json and each step's
// line of text.
json explain_answer(const Puzzle& puzzle) {
  const sudosat::Explanation e = sudosat::explain(puzzle);
  const int n = puzzle.givens.shape.n();
  json steps = json::array();
  for (const sudosat::ExplainStep& s : e.steps) {
    json place = json::array(), eliminate = json::array(), reason = json::array();
    for (const auto& c : s.place) place.push_back({c.row, c.col, c.digit});
    for (const auto& c : s.eliminate) eliminate.push_back({c.row, c.col, c.digit});
    for (const sudosat::ExplainReason& r : s.reason)
      reason.push_back({{"kind", r.kind}, {"index", r.index}, {"cells", cells_json(r.cells, n)}});
    steps.push_back({{"place", place}, {"eliminate", eliminate}, {"reason", reason},
                     {"technique", s.technique}, {"cost", s.cost},
                     {"text", sudosat::to_text(s)}, {"proof", sudosat::proof_text(s)}});
  }
  return {{"verdict", e.status}, {"steps", steps}, {"rating", e.rating}, {"total", e.total}};
}

// The setter's assistant (`sudosat assist`): the verdict's questions; clues by name and cells.
json assist_answer(const Puzzle& puzzle) {
  const sudosat::AssistReport r = sudosat::assist(puzzle);
  const int n = puzzle.givens.shape.n();
  auto clues = [&](const std::vector<int>& which) {
    json a = json::array();
    for (int k : which) {
      const sudosat::AssistClue& c = r.clues[static_cast<std::size_t>(k)];
      a.push_back({{"kind", c.kind}, {"name", c.name}, {"cells", cells_json(c.cells, n)}});
    }
    return a;
  };
  auto triples = [](const std::vector<sudosat::AssistCandidate>& list) {
    json a = json::array();
    for (const auto& c : list) a.push_back({c.row, c.col, c.digit});
    return a;
  };
  json a{{"verdict", sudosat::to_string(r.verdict)}, {"answered", r.answered}};
  auto asked = [&](const char* q) { return std::find(r.answered.begin(), r.answered.end(), q) != r.answered.end(); };
  if (asked("why")) a["core"] = clues(r.core);
  if (!r.candidates.empty()) a["candidates"] = r.candidates;
  if (asked("unique-making")) a["unique_making"] = triples(r.unique_making);
  if (asked("fewest-givens")) a["fewest_givens"] = {{"from", r.from_what}, {"givens", triples(r.fewest_givens)}};
  if (asked("same-digit")) {
    json groups = json::array();
    for (const auto& g : r.same_digit) groups.push_back(cells_json(g, n));
    a["same_digit"] = groups;
  }
  if (asked("redundant")) a["redundant"] = clues(r.redundant);
  if (asked("minimal")) {
    a["minimal_kept"] = r.minimal.size();
    a["minimal_removed"] = clues(r.minimal_removed);
  }
  return a;
}

json answer(const json& request) {
  const std::string op = request.at("op").get<std::string>();
  if (op != "check" && op != "candidates" && op != "dimacs" && op != "explain" && op != "assist")
    return {{"verdict", "error"}, {"message", "unknown request \"" + op + "\""}};
  sudosat::ParseOptions options;
  options.box = request.value("box", "");
  options.rules = request.value("rules", "");
  const auto t0 = std::chrono::steady_clock::now();
  const Puzzle puzzle = sudosat::parse_puzzle(request.at("text").get<std::string>(), options);
  const double parse_ms = ms_since(t0);
  json a;
  if (op == "check" && request.value("fresh", false)) {
    sudosat::Solver fresh;
    a = check_answer(puzzle, fresh);
    if (json r = reading_json(puzzle); !r.is_null()) a["reading"] = std::move(r);
  } else if (op == "check") {
    a = check_answer(puzzle, kept_solver());
    if (json r = reading_json(puzzle); !r.is_null()) a["reading"] = std::move(r);
  } else if (op == "candidates") {
    a = candidates_answer(puzzle);
  } else if (op == "dimacs") {
    a = {{"verdict", "ok"}, {"dimacs", sudosat::to_dimacs(puzzle)}};
  } else if (op == "assist") {
    a = assist_answer(puzzle);
  } else {
    a = explain_answer(puzzle);
  }
  a["n"] = puzzle.givens.shape.n();
  a["givens"] = line_of(puzzle.givens);
  a["cells"] = puzzle.givens.cells;  // the givens as numbers, row-major, 0 blank
  a["parse_ms"] = parse_ms;
  if (puzzle.is_variant() && !puzzle.variant->title.empty()) a["title"] = puzzle.variant->title;
  return a;
}

}  // namespace

extern "C" {

// The answer to a JSON request (above) as JSON text, valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* sudosat_answer(const char* request) {
  static std::string out;
  json a;
  try {
    a = answer(json::parse(request));
  } catch (const std::exception& e) {  // InputError: the message the command prints
    a = {{"verdict", "error"}, {"message", e.what()}};
  }
  out = a.dump(-1, ' ', false, json::error_handler_t::replace);
  return out.c_str();
}

// "sudosat <version> (CaDiCaL <version>)", as `sudosat --version` prints it.
EMSCRIPTEN_KEEPALIVE const char* sudosat_version() {
  static const std::string v = sudosat::version_line();
  return v.c_str();
}

}  // extern "C"
