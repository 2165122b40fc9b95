// Step-by-step explanations: a logical path from the givens, each step justified by a
// subset-minimal set of the puzzle's rules (docs/explain.md).
//
// A step places digits or eliminates candidates. Its reason is a set of rule parts
// (encoder/variant.hpp: a row, a column, a box or region, a constraint; a cell for a naked
// single) that, with the current candidates of the cells they speak of and the rule that each
// cell holds one digit (always assumed), forces the step; dropping any one part of the reason
// loses it. Steps are found in tiers, cheapest first: singles (from the candidates
// directly), one part alone (locked sets, a constraint's own logic), pointing and claiming and
// the named shapes (X-wing, swordfish, XY-wing, XYZ-wing, jellyfish; from the candidates,
// checked by the solver), two parts sharing cells (a constraint with a house, a box and a line
// beyond pointing), then any set of parts (an unsatisfiable core of the embedded solver, shrunk
// to minimal: a proof by contradiction of the candidate, with its lines). After a digit is
// placed, its row, column and box or region lose it as a candidate (no step).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "encoder/variant.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

struct PathStep {
  struct Candidate {
    int cell;   // 0-based, row-major
    int digit;  // 1..n
  };
  std::vector<Candidate> place, eliminate;
  std::vector<int> reason;  // indices into Path::parts, in their order
  // For a proof by contradiction (tier 6): supposing the eliminated candidate, each line is one
  // part of the reason alone, or two sharing cells, ruling out candidates (`place`: the cells
  // that leaves with one), until they have no assignment or a cell no candidate
  // (`contradiction`). A last line of more parts: only all together have none.
  struct Line {
    std::vector<int> parts;
    std::vector<Candidate> eliminate, place;
    bool contradiction = false;
  };
  std::vector<Line> proof;
  std::string technique;    // "full house", "hidden single", "naked pair", "pointing", ... or
                            // the kinds of the reason's parts ("killer cage + row")
  double cost = 0;          // docs/explain.md: from the parts and the tier
};

struct Path {
  enum class Status { Solved, Stuck, NoSolution, Limit };
  std::vector<RulePart> parts;             // every part of the puzzle's rules
  std::vector<PathStep> steps;
  Status status = Status::Stuck;
  std::vector<std::uint64_t> candidates;   // per cell, bit d: the candidates where it ended
  double rating = 0;                       // the hardest step's cost
  double total = 0;                        // the sum of the steps' costs
};

struct PathOptions {
  bool merge_singles = false;               // all singles available at once as one step
  std::size_t max_steps = SIZE_MAX;         // stop after this many (status Limit): 1 for a hint
  bool verify = false;                      // check every step with a fresh solver first
};

// The path for `puzzle` (classic or variant; not Sudominoku), from its givens and, for a hint,
// from `start` (a grid of the puzzle's shape with the digits placed so far; empty: the
// givens). Solved: every cell placed; Stuck: no step short of guessing (the puzzle has more
// than one solution); NoSolution: the candidates contradict the rules (the last step's reason
// shows why). Throws std::invalid_argument for Sudominoku and std::logic_error when --verify
// finds a step that does not follow (a bug).
Path find_path(const Puzzle& puzzle, const PathOptions& options = {}, const Grid& start = {});

// A part as steps name it: its kind ("cell", "row", "column", "box", "region", or a
// constraint's kind name) and its 1-based index (the cell row-major, the row, ..., or the
// constraint's number among those of its kind: killercage 2).
struct PartLabel {
  std::string kind;
  int index;
};
PartLabel part_label(const Puzzle& puzzle, const RulePart& part);

}  // namespace sudosat
