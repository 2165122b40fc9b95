// sudosat generate: new puzzles with exactly one solution, through the library's
// generate_puzzle and rate_puzzle (include/sudosat/solver.hpp; generator/generate.hpp).
//
// What is generated: a classic grid (--size N or --box RxC, 9x9 by default), optionally with
// global rules (--rules, as solve reads them); Sudominoku (--domino, BOJ 4574); or the puzzle
// of a template FILE (any input format; f-puzzles constraints without digits, or a grid whose
// givens are kept). Puzzle i (from 0) is made from seed S + i alone, so the output is the same
// for any -j and on any machine. Each puzzle is checked once more (a count to 2) before it is
// printed. --digits SET (or a template's digit set) makes puzzles with that set; every output
// prints their values (docs/variants.md, "Digit sets").
//
// Output, in order: one record per puzzle in --output-format (default: line for classic and
// --rules, domino for --domino, fpuzzles for an f-puzzles template, else the template's own
// format). --rate puts "# clues K, rate LEVEL, C conflicts, explain rating R (solved in N
// steps)" before each text record (a comment every reader skips) or "clues", "rate",
// "conflicts", "explain_rating", "explain_status", "explain_steps" into the JSON object
// (docs/generate.md; no explain rating above 16x16 or for Sudominoku).
// When --clues K was not reached, stderr says how many givens the puzzle kept.
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "formats/fpuzzles.hpp"
#include "sudosat/puzzle.hpp"
#include "sudosat/solver.hpp"

namespace sudosat {

namespace {

struct GenerateArgs {
  int size = 0;
  std::string box, rules, symmetry = "rot180", output_format, tmpl;
  std::optional<std::string> digits;  // --digits (given empty: a usage error)
  bool domino = false, rate = false, minimal = true, quiet = false;
  int count = 1, clues = 0, threads = 1;
  std::uint64_t seed = 1;
};

struct Made {
  std::string out, err;
  int code = exit_code::kOk;
};

std::string domino_record(const Puzzle& p) {
  std::string s = std::to_string(p.dominoes->placed.size()) + "\n";
  for (const Placement& pl : p.dominoes->placed)
    s += std::to_string(pl.digits[0]) + " " + cell_name(pl.cells[0]) + " " + std::to_string(pl.digits[1]) +
         " " + cell_name(pl.cells[1]) + "\n";
  for (int d = 0; d < 9; ++d) s += (d ? " " : "") + cell_name(p.dominoes->singles[d]);
  return s + "\n";
}

std::string record(const GeneratedPuzzle& g, const std::string& format, int index, bool with_rate,
                   const Difficulty& rating) {
  const Puzzle& p = g.puzzle;
  if (format == "json") {
    nlohmann::json j;
    j["puzzle"] = index;
    j["clues"] = g.clues;
    j["minimal"] = g.minimal;
    if (p.is_domino()) {
      j["domino"] = domino_record(p);
    } else {
      j["size"] = p.givens.shape.n();
      j["givens"] = grid_rows(p.givens);
      if (p.is_variant() && !p.variant->digits.empty()) {  // values; a blank is null (as sudosat read)
        for (auto& row : j["givens"])
          for (auto& d : row)
            d = d.get<int>() == 0 ? nlohmann::json(nullptr) : nlohmann::json(digit_value(p.variant->digits, d.get<int>()));
        j["digits"] = digit_set_text(p.variant->digits);
      }
      if (p.is_variant()) j["fpuzzles"] = write_fpuzzles(p);
      else j["box"] = to_string(p.givens.shape);
    }
    if (with_rate) {
      j["rate"] = rating.level;
      j["conflicts"] = rating.conflicts;
      if (!rating.explain_status.empty()) {
        j["explain_rating"] = std::round(rating.explain_rating * 10) / 10;
        j["explain_status"] = rating.explain_status;
        j["explain_steps"] = rating.explain_steps;
      }
    }
    return j.dump() + "\n";
  }
  std::string out;
  if (with_rate) {
    out += "# clues " + std::to_string(g.clues) + ", rate " + rating.level + ", " +
           std::to_string(rating.conflicts) + " conflicts";
    if (!rating.explain_status.empty()) {
      char r[32];
      std::snprintf(r, sizeof r, "%.1f", rating.explain_rating);
      out += ", explain rating " + std::string(r) + " (" + rating.explain_status + " in " +
             std::to_string(rating.explain_steps) + " steps)";
    }
    out += "\n";
  }
  if (format == "domino") return out + domino_record(p);
  if (format == "fpuzzles") return out + write_fpuzzles(p) + "\n";
  if (format == "sudokupad") return out + "https://sudokupad.app/fpuzzles" + write_fpuzzles(p) + "\n";
  const Format f = format == "grid" ? Format::Grid : format == "compact" ? Format::Compact : Format::Line;
  const bool gap = index > 1 && (f == Format::Grid || f == Format::Compact);
  static const std::vector<int> plain;
  return (gap ? "\n" : "") + out + write_grid(p.givens, f, p.is_variant() ? p.variant->digits : plain);
}

Made make_one(const Puzzle& tmpl, const GenerateArgs& a, int index, const std::string& format,
              int threads = 1) {
  GenerateSpec spec;
  spec.threads = threads;
  spec.seed = a.seed + static_cast<std::uint64_t>(index - 1);
  spec.symmetry = a.symmetry;
  spec.minimal = a.minimal;
  spec.clues = a.clues;
  Made m;
  const std::optional<GeneratedPuzzle> g = generate_puzzle(tmpl, spec);
  if (!g) return {"", "sudosat: generate: the template has no solution\n", exit_code::kNoSolution};
  const Difficulty rating = a.rate ? rate_puzzle(g->puzzle) : Difficulty{};
  m.out = record(*g, format, index, a.rate, rating);
  if (a.clues > 0 && g->clues > a.clues && !a.quiet)
    m.err = "sudosat: generate: puzzle " + std::to_string(index) + " has " + std::to_string(g->clues) +
            (tmpl.is_domino() ? " placed dominoes" : " givens") + " (aimed at " + std::to_string(a.clues) +
            ", best of " + std::to_string(g->attempts) + " tries)\n";
  return m;
}

Puzzle blank_template(const GenerateArgs& a, std::string& format) {
  if (a.domino) {
    if (a.digits) throw CLI::ValidationError("--digits", "Sudominoku's digits are 1..9");
    if (a.size || !a.box.empty() || !a.rules.empty() || !a.tmpl.empty())
      throw CLI::ValidationError("--domino", "Sudominoku is 9x9 without rules or a template");
    if (format.empty()) format = "domino";
    if (format != "domino" && format != "json")
      throw CLI::ValidationError("--output-format", "Sudominoku prints as domino or json");
    Puzzle p;
    p.givens = Grid(Shape{3, 3});
    p.dominoes = DominoRules{};
    return p;
  }
  if (format == "domino") throw CLI::ValidationError("--output-format", "domino is for --domino");
  Puzzle p;
  ReadArgs read;
  read.digits = a.digits;
  const ReadOptions options = read.options();  // a malformed --digits: a usage error
  if (!a.tmpl.empty()) {
    if (a.size || !a.box.empty())
      throw CLI::ValidationError("FILE", "a template has its own size; drop --size and --box");
    read.rules = a.rules;
    const Item item = read_item(a.tmpl, read.options(), 1);  // InputError: exit 3 (main.cpp)
    p = *item.record.puzzle;
    if (p.is_domino()) throw CLI::ValidationError("FILE", "a Sudominoku template: use --domino");
    if (format.empty())
      format = item.format == Format::FPuzzles || item.format == Format::FPuzzlesLines ? "fpuzzles"
               : item.format == Format::Grid                                          ? "grid"
               : item.format == Format::Compact                                       ? "compact"
                                                                                      : "line";
  } else {
    std::optional<Shape> shape = Shape{3, 3};
    if (!a.box.empty()) {
      shape = parse_shape(a.box);
      if (!shape || shape->box_rows < 2 || shape->box_cols < 2 || shape->n() > 25)
        throw CLI::ValidationError("--box", "expected RxC with R, C >= 2 and R*C from 4 to 25, got " + a.box);
      if (a.size && a.size != shape->n())
        throw CLI::ValidationError("--size", "--size " + std::to_string(a.size) + " disagrees with --box " + a.box);
    } else if (a.size) {
      shape = default_shape(a.size);
      if (!shape || a.size > 25)
        throw CLI::ValidationError("--size", "expected a size from 4 to 25 that has boxes (not prime), got " +
                                                 std::to_string(a.size));
    }
    p.givens = Grid(*shape);
    if (!a.rules.empty()) {
      std::string bad;
      const std::vector<Constraint> rules = parse_rules(a.rules, bad);
      if (rules.empty()) throw CLI::ValidationError("--rules", "unknown rule '" + bad + "' (" + rules_known() + ")");
      p.variant = Variant{};
      for (int cell = 0; cell < shape->cells(); ++cell) p.variant->regions.push_back(shape->box(cell));
      p.variant->constraints = rules;
    }
    if (!options.digits.empty()) {  // a digit set: a variant whose regions are the boxes
      const int n = shape->n();
      if (std::string why = digit_set_problem(options.digits, n); !why.empty())
        throw CLI::ValidationError("--digits", why);
      if (!p.variant) {
        p.variant = Variant{};
        for (int cell = 0; cell < shape->cells(); ++cell) p.variant->regions.push_back(shape->box(cell));
      }
      bool plain = true;
      for (int d = 1; d <= n; ++d) plain &= options.digits[static_cast<std::size_t>(d - 1)] == d;
      if (!plain) p.variant->digits = options.digits;
    }
    if (format.empty()) format = "line";
  }
  if ((format == "fpuzzles" || format == "sudokupad") && !p.is_variant())
    throw CLI::ValidationError("--output-format", format + " needs --rules or an f-puzzles template");
  if (p.givens.shape.n() > 35 && format != "grid" && format != "json")
    throw CLI::ValidationError("--output-format", "size 36 needs grid or json");
  return p;
}

}  // namespace

Command add_generate(CLI::App& app) {
  auto args = std::make_shared<GenerateArgs>();
  CLI::App* sub = app.add_subcommand("generate", "Generate puzzles with exactly one solution");
  GenerateArgs& opt = *args;
  sub->add_option("template", opt.tmpl,
                  "A template puzzle (any input format; f-puzzles constraints, givens kept)");
  sub->add_option("--size", opt.size, "Grid size N, 4 to 25 (default 9; boxes as for reading)");
  sub->add_option("--box", opt.box, "Box shape RxC (e.g. 3x4)");
  sub->add_flag("--domino", opt.domino, "Sudominoku (BOJ 4574): placed dominoes taken away");
  sub->add_option("--rules", opt.rules,
                  "Global rules, comma-separated: antiking, antiknight, nonconsecutive, "
                  "diagonals (or diagonal+, diagonal-), disjoint, negativesum:K, negativedifference:K");
  sub->add_option("--count,-n", opt.count, "Puzzles to generate (default 1)")->check(CLI::Range(1, 100000000));
  sub->add_option("--seed", opt.seed, "Seed: puzzle i is made from seed + i - 1 (default 1)");
  sub->add_option("-j,--jobs", opt.threads,
                  "Worker threads (default 1; 0: one per core); with fewer puzzles than threads, "
                  "each puzzle's checks share the rest. The output does not depend on it")
      ->check(CLI::Range(0, 1024));
  sub->add_option("--symmetry", opt.symmetry, "Givens symmetric under: none, rot180 (default), rot90, mirror, diagonal")
      ->check(CLI::IsMember({"none", "rot180", "rot90", "mirror", "diagonal"}));
  sub->add_flag("--minimal,!--no-minimal", opt.minimal,
                "Take away every given that can go (default); --no-minimal stops at --clues");
  sub->add_option("--clues", opt.clues,
                  "Aim at K givens (Sudominoku: placed dominoes); best effort, stderr says when missed")
      ->check(CLI::Range(1, 1296));
  sub->add_flag("--rate", opt.rate, "Rate each puzzle: singles, probing or search, with SAT conflicts");
  sub->add_option("--digits", opt.digits,
                  "The digits, n of them, increasing: a range or a list, e.g. 0-8, 1,2,3,5,7,9 (default "
                  "1..n, or the template's); the puzzles print their values")
      ->type_name("SET");
  add_output_format_option(*sub, opt.output_format,
                           {"grid", "compact", "line", "json", "domino", "fpuzzles", "sudokupad"},
                           "line, grid, compact, json, domino, fpuzzles or sudokupad (a SudokuPad link)");
  add_quiet_option(*sub, opt.quiet);
  return [args](std::ostream& out, std::ostream& err) {
    const GenerateArgs& a = *args;
    if (!a.minimal && a.clues == 0) throw CLI::ValidationError("--no-minimal", "needs --clues K");
    std::string format = a.output_format;
    const Puzzle tmpl = blank_template(a, format);
    const int threads = std::min(worker_count(a.threads), a.count);
    const int inner = std::max(1, worker_count(a.threads) / threads);  // per puzzle
    std::vector<Made> made(static_cast<std::size_t>(a.count));
    std::vector<char> done(made.size(), 0);
    std::atomic<int> next{0};
    std::mutex m;
    std::condition_variable cv;
    std::exception_ptr failure;
    auto work = [&] {
      for (int i; (i = next++) < a.count;) {
        Made r;
        try {
          r = make_one(tmpl, a, i + 1, format, inner);
        } catch (...) {
          std::lock_guard<std::mutex> lock(m);
          if (!failure) failure = std::current_exception();
          next = a.count;
        }
        std::lock_guard<std::mutex> lock(m);
        made[static_cast<std::size_t>(i)] = std::move(r);
        done[static_cast<std::size_t>(i)] = 1;
        cv.notify_all();
      }
    };
    int code = exit_code::kOk;
    if (threads <= 1) {  // print each puzzle as it comes
      for (int i = 0; i < a.count && code == exit_code::kOk; ++i) {
        const Made r = make_one(tmpl, a, i + 1, format, inner);
        out << r.out << std::flush;
        err << r.err;
        code = r.code;
      }
      return code;
    }
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);
    for (std::size_t i = 0; i < made.size(); ++i) {  // in order, as puzzles come
      std::unique_lock<std::mutex> lock(m);
      cv.wait(lock, [&] { return done[i] || failure; });
      if (!done[i] || failure) break;
      out << made[i].out << std::flush;
      err << made[i].err;
      code = std::max(code, made[i].code);
      if (made[i].code != exit_code::kOk) break;
    }
    {
      std::lock_guard<std::mutex> lock(m);
      next = a.count;
    }
    for (std::thread& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
    return code;
  };
}

}  // namespace sudosat
