// sudosat's exit statuses (documented in README.md). When a batch has several outcomes, the
// largest code wins.
#pragma once

namespace sudosat::exit_code {
constexpr int kOk = 0;          // every puzzle answered (solve: solved; check: unique)
constexpr int kNoSolution = 1;  // some puzzle has no solution (check: not unique)
constexpr int kUsage = 2;       // bad command line
constexpr int kBadInput = 3;    // malformed puzzle, unreadable or empty input
constexpr int kUnknown = 4;     // some puzzle ran out of --time-limit
constexpr int kInternal = 5;    // a bug: please report it
}  // namespace sudosat::exit_code
