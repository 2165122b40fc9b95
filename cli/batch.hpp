// Runs a per-puzzle job over every puzzle of the input files, writing results in input order.
//
// Puzzles are read one at a time and handed to `threads` workers, each with its own
// sudosat::Solver (the public API, include/sudosat/solver.hpp);
// at most a fixed window of puzzles (a few hundred per thread) is in flight, so memory stays
// flat however long the input is. With one worker the calling thread reads, solves and writes
// by itself. Outputs are written strictly in input order, and standard output is flushed
// whenever the writer has caught up (with the workers, or with the input): a process fed line
// by line through a pipe answers line by line (see README: worker mode).
#pragma once
#include <fstream>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "sudosat/solver.hpp"

namespace sudosat {

// One puzzle (or the input error in its place) as handed to a job.
struct Item {
  std::string file;      // input name ("-" shown as "<stdin>")
  Format format;         // format of the input it came from
  int index = 0;         // 1-based position within its file
  Record record;
  // The puzzle's digit set (Variant::digits; empty: 1..n), for printing its grids' values.
  const std::vector<int>& digits() const {
    static const std::vector<int> none;
    return record.puzzle && record.puzzle->is_variant() ? record.puzzle->variant->digits : none;
  }
  // "FILE:LINE: ", the prefix of a message about this item.
  std::string where() const { return file + ":" + std::to_string(record.line) + ": "; }
};

// What a job produced for one item.
struct Output {
  std::string out;   // text for standard output
  std::string err;   // text for standard error
  int code = 0;      // exit_code for this item
};

using Job = std::function<Output(const Item& item, Solver& solver)>;

struct BatchOptions {
  std::vector<std::string> files;  // empty or "-": standard input
  ReadOptions read;
  SolverOptions solver;       // for every worker's Solver (--time-limit)
  int threads = 0;            // workers; 0: one per core
  bool quiet = false;         // drop per-puzzle warnings (no solution, unknown) from err
  bool progress_bar = false;  // draw a progress bar on err (the caller checks it is a terminal)
  bool stats = false;         // print a summary on err at the end
};

// The number of workers `threads` stands for (0: the cores this process may run on, as
// `nproc` counts them, at least 1).
int worker_count(int threads);

// Whether a FILE argument is itself a puzzle: no such file exists, and it is an f-puzzles
// string or link (a user pastes a link into `sudosat check`). Its input is named "<argument>".
bool argument_is_puzzle(const std::string& argument);

// Opens a puzzle file for reading. Returns why it cannot ("cannot open: Is a directory"),
// or an empty string when `stream` is ready.
std::string open_input(const std::string& file, std::ifstream& stream);

// Reads every input, runs `job` on each item and writes the outputs in input order.
// Returns the largest exit code seen (a file that cannot be opened counts as bad input).
// A write that fails (standard output, or a job's own file: the job throws WriteError) stops
// the batch at once, workers included; then run_batch throws WriteError (cli/sink.hpp).
int run_batch(const BatchOptions& options, const Job& job, std::ostream& out, std::ostream& err);

}  // namespace sudosat
