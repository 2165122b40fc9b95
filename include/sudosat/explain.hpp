// A step-by-step logical path for a puzzle (`sudosat explain`, docs/explain.md): each step
// places digits or eliminates candidates, justified by a subset-minimal set of the puzzle's
// rules (cells, rows, columns, boxes or regions, constraints) with the current candidates.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace sudosat {

// One part of the rules a step's reason uses.
struct ExplainReason {
  std::string kind;        // "cell", "row", "column", "box", "region", or a constraint's kind
                           // name (kind_name: killercage, thermometer, ...)
  int index = 0;           // 1-based: the cell (row-major), row, column, box or region, or the
                           // constraint's number among those of its kind
  std::vector<int> cells;  // the cells it speaks of, 0-based row-major
};

struct ExplainStep {
  struct Candidate {
    int row, col, digit;  // 1-based; digit 1..n, its value digit_value(puzzle.variant->digits, digit)
  };
  std::vector<Candidate> place, eliminate;
  std::vector<ExplainReason> reason;
  std::string technique;  // "full house", "hidden single", "naked pair", "pointing", "X-wing",
                          // ... or the kinds of the reason (killercage + row)
  double cost = 0;        // docs/explain.md
  // A proof by contradiction (steps of tier 4, docs/explain.md): supposing eliminate[0], each
  // line is one part of the reason alone, or two sharing cells, ruling out candidates (`place`:
  // cells left with one), until a line reaches a contradiction (parts with no assignment, a
  // cell with no candidate); a last line of more parts: only all together have none. Empty
  // for other steps.
  struct ProofLine {
    std::vector<ExplainReason> reason;
    std::vector<Candidate> eliminate, place;
    bool contradiction = false;
  };
  std::vector<ProofLine> proof;
};

struct Explanation {
  std::string status;  // "solved", "stuck" (no step short of guessing), "no solution", "limit"
  std::vector<ExplainStep> steps;
  std::vector<std::vector<int>> candidates;  // per cell (row-major): the candidates at the end
  double rating = 0;   // the hardest step's cost (0 without steps)
  double total = 0;    // the sum of the steps' costs
};

struct ExplainOptions {
  bool merge_singles = false;        // every single available at once as one step
  std::size_t max_steps = SIZE_MAX;  // 1: the next step only (a hint)
  bool verify = false;               // check each step with a solver of its own first
};

// The path from the puzzle's givens, or from `progress` (a grid of its shape with digits
// placed so far; empty: the givens). Throws std::invalid_argument for Sudominoku.
Explanation explain(const Puzzle& puzzle, const ExplainOptions& options = {}, const Grid& progress = {});

// A step as `sudosat explain` writes it, without its number: "r4c5 = 7  (hidden single: box 5)",
// "r1c2, r1c3 <> 4  (pointing: box 1 + row 1)". Digits are written as their values under
// `digits`, the puzzle's digit set (Variant::digits; empty: 1..n, the digits themselves).
std::string to_text(const ExplainStep& step, const std::vector<int>& digits = {});

// The step's proof (ExplainStep::proof) as `sudosat explain` writes it under the step, a line
// each, indented: "    suppose r1c1 = 5", "    row 1: r1c4 <> 5; r1c4 = 3", ...,
// "    column 4: contradiction". Empty when the step has none. Digits as to_text writes them.
std::string proof_text(const ExplainStep& step, const std::vector<int>& digits = {});

}  // namespace sudosat
