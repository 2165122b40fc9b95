// What a batch tells the user on standard error besides each puzzle's own messages:
//  - a progress bar (puzzles done, rate, ETA) redrawn in place, only when standard error is a
//    terminal, only once the batch has run for a second, and never with --quiet;
//  - with --stats, a summary once the batch ends.
// Not thread-safe: the batch calls it under its output lock.
#pragma once
#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>

namespace sudosat {

class Progress {
 public:
  // `bar`: draw the progress bar (the caller checks the terminal); `stats`: print the summary,
  // which names the number of `workers`.
  Progress(std::ostream& err, bool bar, bool stats, int workers);

  // Input bytes: the total when known (regular files), and how far reading has come.
  void add_total_bytes(std::uintmax_t bytes) { total_bytes_ += bytes; }
  // `puzzles` puzzles were read from the first `bytes` bytes.
  void set_read(std::uintmax_t bytes, long long puzzles) {
    read_bytes_ = bytes;
    read_puzzles_ = puzzles;
  }

  // One puzzle was written out with this exit code (see exit_codes.hpp).
  void done(int code);

  // Call before writing anything else to err: clears the bar line if one is drawn.
  void clear();

  // The end of the batch: clears the bar and prints the summary when asked.
  void finish();

 private:
  void draw(std::chrono::steady_clock::time_point now);

  std::ostream& err_;
  bool bar_, stats_;
  int workers_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_draw_;
  std::uintmax_t total_bytes_ = 0, read_bytes_ = 0;
  long long read_puzzles_ = 0, puzzles_ = 0, solved_ = 0, no_solution_ = 0, unknown_ = 0, errors_ = 0;
};

// Formats a duration in seconds as "42s", "3m05s" or "2h07m".
std::string format_eta(double seconds);

}  // namespace sudosat
