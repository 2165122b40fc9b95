// sudosat dimacs: the CNF of one puzzle in DIMACS, for any SAT solver (the library's
// to_dimacs, include/sudosat/dimacs.hpp, with where the puzzle came from in the header).
//
// The formula is the full Sudoku rules (encode_rules) with the givens as unit clauses, so
// every model is a solution of exactly this puzzle; --simplify writes encode_puzzle instead
// (rules reduced by the givens). Sudominoku is always encode_domino's formula. The "c" lines
// before the "p cnf V C" line say what made it and what every variable means.

#include "commands.hpp"
#include "sudosat/dimacs.hpp"
#include "exit_codes.hpp"
#include "sink.hpp"

namespace sudosat {

namespace {

struct DimacsArgs {
  std::string file = "-", output;
  ReadArgs read;
  int index = 1;
  bool simplify = false, quiet = false;  // dimacs has no warnings: -q is accepted as everywhere
};

// Where the puzzle came from, before the library's description of the formula.
std::vector<std::string> header(const Item& item) {
  const Puzzle& p = *item.record.puzzle;
  const Shape& s = p.givens.shape;
  int givens = 0;
  for (int cell = 0; cell < s.cells(); ++cell) givens += p.givens.at(cell) != 0;
  std::vector<std::string> c;
  c.push_back("made by " + version_text() + ": sudosat dimacs");
  std::string kind = p.is_domino() ? "Sudominoku " : p.is_variant() ? "variant " : "";
  std::string regions = ", boxes " + to_string(s);
  if (p.is_variant()) {
    regions = ", " + std::to_string(p.variant->constraints.size()) + " constraints";
    if (!p.variant->title.empty()) kind += "'" + p.variant->title + "' ";
  }
  c.push_back("puzzle " + std::to_string(item.index) + " of " + item.file + " (line " +
              std::to_string(item.record.line) + "): " + kind + std::to_string(s.n()) + "x" +
              std::to_string(s.n()) + regions + ", " + std::to_string(givens) + " givens");
  if (s.n() <= 35) {
    std::string line = write_grid(p.givens, Format::Line);
    line.pop_back();
    c.push_back("givens: " + line);
  }
  return c;
}

}  // namespace

Command add_dimacs(CLI::App& app) {
  auto args = std::make_shared<DimacsArgs>();
  CLI::App* sub = app.add_subcommand("dimacs", "Write one puzzle's CNF in DIMACS (for any SAT solver)");
  sub->add_option("file", args->file, "Puzzle file; none or \"-\" reads standard input");
  sub->add_option("-o,--output", args->output, "Write the CNF to this file instead of standard output");
  add_index_option(*sub, args->index, "Which puzzle of the input (1-based, default 1)");
  add_quiet_option(*sub, args->quiet);
  sub->add_flag("--simplify", args->simplify,
                "Write the rules reduced by the givens instead of the full rules (Sudoku only)");
  add_read_options(*sub, args->read);
  return [args](std::ostream& out, std::ostream& /*err*/) {
    const ReadOptions read = args->read.options();
    const Item item = read_item(args->file, read, args->index);  // InputError: exit 3 (main.cpp)
    DimacsOptions options;
    options.simplify = args->simplify;
    options.comments = header(item);
    options.closing = "every model is a solution of this puzzle; 'sudosat decode' turns one into the grid";
    const std::string text = to_dimacs(*item.record.puzzle, options);
    if (args->output.empty()) {
      out << text;
      if (auto why = write_failure(out)) throw WriteError(*why);
      return exit_code::kOk;
    }
    const std::unique_ptr<FdBuf> buf = FdBuf::open(args->output);
    std::ostream file(buf.get());
    file << text;
    if (!buf->close()) throw WriteError(write_error_text(buf->name(), buf->error()));
    return exit_code::kOk;
  };
}

}  // namespace sudosat
