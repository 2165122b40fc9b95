#include "progress.hpp"

#include <algorithm>
#include <cstdio>

#include "exit_codes.hpp"

namespace sudosat {

namespace {
constexpr auto kFirstDraw = std::chrono::seconds(1);         // short batches stay silent
constexpr auto kRedraw = std::chrono::milliseconds(200);     // at most 5 redraws a second
}  // namespace

Progress::Progress(std::ostream& err, bool bar, bool stats, int workers)
    : err_(err), bar_(bar), stats_(stats), workers_(workers), start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

void Progress::done(int code) {
  ++puzzles_;
  switch (code) {
    case exit_code::kOk: ++solved_; break;
    case exit_code::kNoSolution: ++no_solution_; break;
    case exit_code::kUnknown: ++unknown_; break;
    default: ++errors_; break;
  }
  if (!bar_ || (puzzles_ & 15) != 0) return;  // look at the clock every 16 puzzles only
  const auto now = std::chrono::steady_clock::now();
  if (now - start_ >= kFirstDraw && now - last_draw_ >= kRedraw) draw(now);
}

void Progress::draw(std::chrono::steady_clock::time_point now) {
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const double rate = elapsed > 0 ? static_cast<double>(puzzles_) / elapsed : 0;
  char line[160];
  int len = std::snprintf(line, sizeof line, "\r%lld puzzles, %.0f/s", puzzles_, rate);
  if (total_bytes_ > 0 && read_bytes_ > 0 && read_bytes_ <= total_bytes_) {
    // The share of the input read, scaled by the share of what was read that is done.
    const double fraction = static_cast<double>(read_bytes_) / static_cast<double>(total_bytes_) *
                            std::min(1.0, static_cast<double>(puzzles_) /
                                              static_cast<double>(std::max(1LL, read_puzzles_)));
    const double eta = elapsed / fraction - elapsed;
    len += std::snprintf(line + len, sizeof line - static_cast<std::size_t>(len),
                         ", %3.0f%%, ETA %s", 100 * fraction, format_eta(eta).c_str());
  }
  // Pad so that a shorter line covers the previous one.
  len += std::snprintf(line + len, sizeof line - static_cast<std::size_t>(len), "    ");
  err_ << line << std::flush;
  drawn_ = true;
}

void Progress::clear() {
  if (!drawn_) return;
  err_ << "\r" << std::string(78, ' ') << "\r" << std::flush;
  drawn_ = false;
}

void Progress::finish() {
  clear();
  if (!stats_) return;
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  char line[256];
  std::snprintf(line, sizeof line,
                "puzzles: %lld, solved: %lld, no solution: %lld, unknown: %lld, errors: %lld, "
                "workers: %d, wall time: %.3f s, %.1f puzzles/s\n",
                puzzles_, solved_, no_solution_, unknown_, errors_, workers_, wall,
                wall > 0 ? static_cast<double>(puzzles_) / wall : 0.0);
  err_ << line << std::flush;
}

std::string format_eta(double seconds) {
  if (seconds < 0) seconds = 0;
  const long long s = static_cast<long long>(seconds + 0.5);
  char text[32];
  if (s < 60)
    std::snprintf(text, sizeof text, "%llds", s);
  else if (s < 3600)
    std::snprintf(text, sizeof text, "%lldm%02llds", s / 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lldh%02lldm", s / 3600, s / 60 % 60);
  return text;
}

}  // namespace sudosat
