// sudosat dimacs: the CNF of one puzzle in DIMACS, for any SAT solver.
//
// The formula is the full Sudoku rules (encode_rules) with the givens as unit clauses, so
// every model is a solution of exactly this puzzle; --simplify writes encode_puzzle instead
// (rules reduced by the givens). Sudominoku is always encode_domino's formula. The "c" lines
// before the "p cnf V C" line say what made it and what every variable means.

#include "commands.hpp"
#include "encoder/dimacs.hpp"
#include "exit_codes.hpp"
#include "sink.hpp"

namespace sudosat {

namespace {

struct DimacsArgs {
  std::string file = "-", output;
  ReadArgs read;
  int index = 1;
  bool simplify = false;
};

const char* amo_name(Amo amo) { return amo == Amo::Pairwise ? "pairwise" : "sequential"; }

std::vector<std::string> header(const Item& item, const Formula& f) {
  const Puzzle& p = *item.record.puzzle;
  const Shape& s = p.givens.shape;
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
              std::to_string(s.n()) + regions + ", " + std::to_string(f.givens) + " givens");
  if (s.n() <= 35) {
    std::string line = write_grid(p.givens, Format::Line);
    line.pop_back();
    c.push_back("givens: " + line);
  }
  std::string enc = "encoding: extended (each cell one digit; each row, column and box each digit "
                    "once), at-most-one " + std::string(amo_name(f.amo)) + "; ";
  if (p.is_variant())
    enc = "encoding: each cell one digit, each row, column and region each digit once (at-most-one " +
          std::string(amo_name(f.amo)) + "), then every constraint (docs/variants.md); " +
          (f.simplified ? "reduced by the givens (--simplify), " : "full rules, ") + "then the " +
          std::to_string(f.givens) + " givens as unit clauses (the last " + std::to_string(f.givens) +
          " clauses)";
  else if (p.is_domino())
    enc += "Sudoku rules reduced by the givens (givens as unit clauses), then the domino rules";
  else if (f.simplified)
    enc += "rules reduced by the givens (--simplify), givens as unit clauses";
  else
    enc += "full rules, then the " + std::to_string(f.givens) + " givens as unit clauses (the last " +
           std::to_string(f.givens) + " clauses)";
  c.push_back(enc);
  for (std::string& line : describe_variables(f, s)) c.push_back(std::move(line));
  c.push_back("every model is a solution of this puzzle; 'sudosat decode' turns one into the grid");
  return c;
}

}  // namespace

Command add_dimacs(CLI::App& app) {
  auto args = std::make_shared<DimacsArgs>();
  CLI::App* sub = app.add_subcommand("dimacs", "Write one puzzle's CNF in DIMACS (for any SAT solver)");
  sub->add_option("file", args->file, "Puzzle file; none or \"-\" reads standard input");
  sub->add_option("-o,--output", args->output, "Write the CNF to this file instead of standard output");
  sub->add_option("--index", args->index, "Which puzzle of the input (1-based, default 1)")
      ->check(CLI::PositiveNumber);
  sub->add_flag("--simplify", args->simplify,
                "Write the rules reduced by the givens instead of the full rules (Sudoku only)");
  add_read_options(*sub, args->read);
  return [args](std::ostream& out, std::ostream& err) {
    const ReadOptions read = args->read.options();
    Item item;
    try {
      item = read_item(args->file, read, args->index);
    } catch (const InputError& e) {
      err << e.what() << "\n";
      return exit_code::kBadInput;
    }
    const Formula f = puzzle_formula(*item.record.puzzle, args->simplify);
    const std::string text = write_dimacs(f.cnf, f.variables, header(item, f));
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
