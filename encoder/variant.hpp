// Variant Sudoku as CNF: the rules of the grid, then every constraint of the puzzle.
//
//   every cell holds exactly one digit, among those its allowed set and parity leave;
//   every row, every column and every region of the variant (not the boxes of the shape)
//   holds every digit exactly once (a region always has n cells);
//   then each constraint in the puzzle's order, by its kind's encoding (variant_rules.hpp);
//   then implied sums: the cells of a house that killer cages inside it leave over sum to
//   n(n+1)/2 minus the cages' sums ("innies"; auxiliaries named as constraint kImpliedSums).
// Known digits reduce the formula as encode_puzzle does: a known digit is a unit clause, every
// cell literal it makes false (same cell, or the digit elsewhere in its row, column or region)
// is a negative unit and is left out of every other clause. Cell variables follow Vars and
// come first; auxiliaries are named (Vars::named) for the DIMACS variable map. Encodings and
// clause counts per kind: docs/variants.md.
#pragma once
#include <functional>
#include <vector>

#include "cnf.hpp"
#include "model/puzzle.hpp"
#include "sudoku.hpp"
#include "vars.hpp"

namespace sudosat {

// The formula of puzzle (is_variant()) with the digits of `known` (the givens, maybe with
// digits found forced) built in; an empty grid of the puzzle's shape keeps the full rules.
// Known digits that contradict the allowed digits give the empty clause.
Cnf encode_variant(const Puzzle& puzzle, const Grid& known, Vars& vars, Amo amo);

// The same split in two for a reused solver. encode_grid_rules: the grid's rules alone (each
// cell one digit; each row, column and region of `regions` each digit once), shared by every
// puzzle of that size and those regions. encode_variant_guarded: what `puzzle` adds, every
// clause holding -guard: known digits and the digits allowed sets and parity rule out as
// (guarded) units, then the constraints and implied sums. With `guard` assumed, the two
// together have exactly the solutions of encode_variant(puzzle, known).
Cnf encode_grid_rules(int n, const std::vector<int>& regions, Vars& vars, Amo amo);
Cnf encode_variant_guarded(const Puzzle& puzzle, const Grid& known, int guard, Vars& vars);

// One part of a puzzle's rules that an explanation may use or leave out (engine/explain.hpp).
struct RulePart {
  enum Kind { Cell, Row, Column, Box, Region, Constraint };
  Kind kind = Cell;
  int index = 0;           // the cell, row, column, box or region (0-based), or the constraint's
                           // index in the variant's list
  std::vector<int> cells;  // the cells its clauses speak of
};

// The rules of `puzzle` (classic or variant, not Sudominoku) in parts that can each be switched
// on: every clause of part k holds -guard(k), so it binds only while guard(k) is assumed true.
// Parts, in order: each cell (exactly one digit), each row, each column, each box (a classic
// puzzle's, or a variant's regions when they are the boxes) or region (each digit exactly
// once), then each constraint of the variant by its kind's encoding. Every part is encoded on
// its own, with every digit possible and no house known to it, so that it states alone all
// it means. Givens and allowed digits are not in it (the caller assumes them).
// `guard` is called once per part, in order, after rule_parts' part is made.
Cnf encode_parts(const Puzzle& puzzle, Vars& vars, std::vector<RulePart>& parts,
                 const std::function<int(const RulePart&)>& guard);

constexpr int kImpliedSums = -2;  // Meaning::constraint of the implied sums' auxiliaries

}  // namespace sudosat
