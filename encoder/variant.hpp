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

constexpr int kImpliedSums = -2;  // Meaning::constraint of the implied sums' auxiliaries

}  // namespace sudosat
