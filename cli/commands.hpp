// The subcommands. Each add_* registers its options on the app and returns the function
// that runs it once the command line is parsed; it writes to out/err and returns an exit code.
#pragma once
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "output.hpp"

namespace sudosat {

using Command = std::function<int(std::ostream& out, std::ostream& err)>;

Command add_solve(CLI::App& app);
Command add_dimacs(CLI::App& app);   // dimacs.cpp: one puzzle's CNF in DIMACS
Command add_decode(CLI::App& app);   // decode.cpp: a SAT solver's model -> the grid
Command add_count(CLI::App& app);    // count.cpp: solutions per puzzle, up to --limit
Command add_check(CLI::App& app);    // check.cpp: unique / multiple / none (+ --certify)
Command add_render(CLI::App& app);   // render.cpp: one puzzle as an SVG picture
Command add_candidates(CLI::App& app);  // candidates.cpp: true candidates per cell (+ counts)
Command add_generate(CLI::App& app);    // generate.cpp: new puzzles with one solution
Command add_read(CLI::App& app);        // read.cpp: what was understood; f-puzzles/SudokuPad links
Command add_explain(CLI::App& app);     // explain.cpp: a step-by-step logical path
Command add_assist(CLI::App& app);      // assist.cpp: the setter's assistant (cores, unique-making
                                        // digits, redundant clues, same-digit cells)

// check.cpp: writes BASE.cnf (uniqueness_dimacs, headed by `comments`) and BASE.drat, a DRAT
// proof that `solution` is the only solution of `puzzle`. Returns an error message when the
// formula turned out satisfiable (a bug), empty on success; throws WriteError when a file
// cannot be written.
std::string write_certificate(const std::string& base, const Puzzle& puzzle, const Solution& solution,
                              const std::vector<std::string>& comments);

// The `index`-th (1-based) puzzle of `file` ("-": standard input) as an Item. Throws
// InputError when the file cannot be read, has fewer puzzles, or that puzzle is malformed.
Item read_item(const std::string& file, const ReadOptions& options, int index);

// "sudosat <version> (<SAT solver> <version>)"
std::string version_text();

// --input-format, --box, --rules, --entered-digits: how every subcommand that reads puzzles
// reads them.
struct ReadArgs {
  std::string input_format, box, rules;
  bool entered_digits = false, ignore_drawings = false, as_drawn = false;
  std::optional<std::string> rules_text;  // --rules-text
  std::optional<std::string> digits;      // --digits (given empty: a usage error)
  ReadOptions options() const;  // throws CLI::ValidationError on a malformed --box or --digits
};
void add_read_options(CLI::App& sub, ReadArgs& args);

// Options shared by the batch subcommands: FILE..., the read options, --time-limit, -j,
// --quiet, --stats (and --output-format where asked for).
struct CommonArgs {
  BatchOptions batch;
  ReadArgs read;
  std::string output_format;
  double time_limit = 0;
  int portfolio = 1;
  // Validates the text options into batch; throws CLI::ValidationError on bad values.
  void finish();
  std::optional<OutFormat> out_format;
};
void add_common_options(CLI::App& sub, CommonArgs& args, bool with_output_format);

// --as-read: answer for what was read even when a puzzle carrying its setter's solution has
// others as read (as_read_refusal in sudosat/solver.hpp).
void add_as_read_option(CLI::App& sub, bool& as_read);

// Options more than one subcommand declares, each declared here once.
// -q/--quiet: no warnings on stderr (errors still go there). Every subcommand takes it.
void add_quiet_option(CLI::App& sub, bool& quiet);
// -j/--jobs N: worker threads of a batch (0: one per core).
void add_jobs_option(CLI::App& sub, int& threads);
// --index N: which puzzle of the input (1-based), for the subcommands that take one puzzle.
void add_index_option(CLI::App& sub, int& index, const std::string& help);
// --output-format, one of `formats`.
void add_output_format_option(CLI::App& sub, std::string& format, std::vector<std::string> formats,
                              const std::string& help);

}  // namespace sudosat
