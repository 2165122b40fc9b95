#include "commands.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <utility>

#include "sudosat/sudosat.hpp"

namespace sudosat {

void add_common_options(CLI::App& sub, CommonArgs& args, bool with_output_format) {
  sub.add_option("files", args.batch.files, "Puzzle files; none or \"-\" reads standard input");
  add_read_options(sub, args.read);
  if (with_output_format)
    add_output_format_option(sub, args.output_format, {"grid", "compact", "line", "domino", "json"},
                             "Output format (default: the input's)");
  sub.add_option("--time-limit", args.time_limit, "Seconds per puzzle; then the answer is unknown")
      ->check(CLI::PositiveNumber);
  add_jobs_option(sub, args.batch.threads);
  sub.add_option("--portfolio", args.portfolio,
                 "SAT solvers raced on each hard puzzle (above 12x12, Sudominoku), a thread each; "
                 "the first answer wins (default 1)")
      ->check(CLI::Range(1, 64));
  add_quiet_option(sub, args.batch.quiet);
  sub.add_flag("--stats", args.batch.stats,
               "Print a summary on stderr at the end (puzzles, outcomes, workers, wall time, rate)");
}

void add_as_read_option(CLI::App& sub, bool& as_read) {
  sub.add_flag("--as-read", as_read,
               "For a puzzle that carries its setter's solution, answer for what was read even when, "
               "as read, it has other solutions (else: exit 3, the rules may say more than was read)");
}

void add_quiet_option(CLI::App& sub, bool& quiet) {
  sub.add_flag("-q,--quiet", quiet,
               "No progress bar and no warnings on stderr (a puzzle without solution or unknown, "
               "a missed --clues); errors still go there");
}

void add_jobs_option(CLI::App& sub, int& threads) {
  sub.add_option("-j,--jobs", threads, "Worker threads (default 0: one per core this process may use)")
      ->check(CLI::Range(0, 1024));
}

void add_index_option(CLI::App& sub, int& index, const std::string& help) {
  sub.add_option("--index", index, help)->check(CLI::PositiveNumber);
}

void add_output_format_option(CLI::App& sub, std::string& format, std::vector<std::string> formats,
                              const std::string& help) {
  sub.add_option("--output-format", format, help)->check(CLI::IsMember(std::move(formats)));
}

void add_read_options(CLI::App& sub, ReadArgs& args) {
  sub.add_option("--input-format", args.input_format, "Input format (default: detected)")
      ->check(CLI::IsMember({"grid", "compact", "line", "domino", "fpuzzles"}));
  sub.add_option("--box", args.box,
                 "Box shape RxC: R rows tall, C columns wide (e.g. 2x3); 'none': a Latin square (rows and columns only)");
  sub.add_option("--rules", args.rules,
                 "Global rules added to every puzzle, comma-separated: antiking, antiknight, "
                 "nonconsecutive, diagonals (or diagonal+, diagonal-), disjoint, negativesum:K (every mark of "
                 "sum K given), negativedifference:K (every dot of difference K given), chaos (chaos construction: "
                 "the cells in no region divide into connected regions of n distinct digits; a grid's boxes are dropped)");
  sub.add_flag("--entered-digits", args.entered_digits,
               "f-puzzles: also take digits entered without 'given' as givens");
  sub.add_flag("--ignore-drawings", args.ignore_drawings,
               "f-puzzles: read the puzzle even when a drawing (line, circle, rectangle, text) has "
               "no rule key behind it; the drawings are left out");
  sub.add_flag("--as-drawn", args.as_drawn,
               "SudokuPad: a draft without (or despite) its rules text: read each drawing as the kind its shape "
               "stands for (bulb line: thermometer, cage: killer, ...), normal sudoku rules; every answer is "
               "labelled 'as drawn'");
  sub.add_option("--rules-text", args.rules_text,
                 "SudokuPad, f-puzzles: read the puzzle as if its rules text were TEXT (a rule sudosat does not "
                 "read from the drawings or the setter's words, stated in words it reads: `sudosat read` shows "
                 "how each sentence is read)")
      ->type_name("TEXT");
  sub.add_option("--digits", args.digits,
                 "The digits of every puzzle, n of them, increasing: a range or a list, e.g. 0-8, 0-9, "
                 "1,2,3,5,7,9 (default 1..n); with 0 among them a blank is '.', and '0' the digit 0")
      ->type_name("SET");
}

ReadOptions ReadArgs::options() const {
  ReadOptions read;
  if (!input_format.empty()) read.format = parse_format(input_format);
  if (box == "none") {
    read.no_boxes = true;
  } else if (!box.empty()) {
    read.box = parse_shape(box);
    if (!read.box) throw CLI::ValidationError("--box", "expected RxC with R*C <= 64, or none, got " + box);
  }
  if (!rules.empty()) {
    std::string bad;
    read.rules = parse_rules(rules, bad);
    if (read.rules.empty())
      throw CLI::ValidationError("--rules", "unknown rule '" + bad + "' (" + rules_known() + ")");
  }
  read.entered_digits = entered_digits;
  read.ignore_drawings = ignore_drawings;
  read.as_drawn = as_drawn;
  if (rules_text && as_drawn)
    throw CLI::ValidationError("--rules-text", "cannot go with --as-drawn, which reads no rules text");
  read.rules_text = rules_text;
  if (digits) {  // given, even empty: an empty set is no default but a mistake
    if (digits->empty()) throw CLI::ValidationError("--digits", "empty: name the digits, e.g. --digits 0-8");
    std::string why;
    read.digits = parse_digit_set(*digits, why);
    if (read.digits.empty()) throw CLI::ValidationError("--digits", why);
  }
  return read;
}

void CommonArgs::finish() {
  batch.read = read.options();
  if (!output_format.empty()) out_format = parse_out_format(output_format);
  batch.progress_bar = !batch.quiet && isatty(STDERR_FILENO);
  if (time_limit > 0) batch.solver.time_limit = time_limit;
  batch.solver.portfolio = portfolio;
}

std::string version_text() { return version_line(); }

Item read_item(const std::string& file, const ReadOptions& options, int index) {
  const bool from_stdin = file.empty() || file == "-";
  const bool is_text = !from_stdin && argument_is_puzzle(file);
  Item item;
  item.file = from_stdin ? "<stdin>" : is_text ? "<argument>" : file;
  std::ifstream stream;
  std::istringstream text(is_text ? file : "");
  if (!from_stdin && !is_text) {
    if (std::string why = open_input(file, stream); !why.empty()) throw InputError(item.file, 0, 0, why);
  }
  PuzzleReader reader(from_stdin ? std::cin : is_text ? static_cast<std::istream&>(text) : stream,
                      item.file, options);
  item.format = reader.format();
  while (reader.next(item.record)) {
    ++item.index;
    if (item.index == index) {
      if (item.record.error) throw *item.record.error;
      return item;
    }
    if (item.record.fatal) break;
  }
  throw InputError(item.file, 0, 0,
                   "there is no puzzle " + std::to_string(index) + " (the input has " +
                       std::to_string(item.index) + ")");
}

}  // namespace sudosat
