// The fast search for classic 9x9 (3x3 boxes) on digit bitboards: fast_search's contract
// (engine/fastsearch.hpp) with stronger, cheaper reasoning at each node.
//
// A digit's candidate cells are kept per band (three rows), 27 bits each, row-major, so a
// node is 30 words. Each node is settled, to the fixpoint, by:
//   naked singles   a cell with one candidate gets it (counted across the nine digit boards
//                   by bit-slicing: no per-cell loop);
//   hidden singles  a digit with one open place left in a row goes there (in a box or a
//                   column, the triads below leave its row that one place too);
//   band triads     a digit takes exactly one cell in each row and each box of a band, so the
//                   band's occupied (row, box) segments must hold a 3x3 permutation: a segment
//                   in no permutation the occupied ones contain is emptied (a table of 512).
//                   This is locked candidates between boxes and rows (pointing and claiming)
//                   at the price of three table reads per digit and band.
// Every rule removes only candidates no solution of the node uses, so counting is exact and
// RowMajor still reports solutions in increasing order (the first open cell in row-major
// order, digits from 1 up). Fewest branches on a cell with two candidates, else three (the one
// with the most open peers), else on the first open cell.
// RowMajor with limit 1 (the smallest solution alone) goes by slices: for the first open cell
// and each of its digits from 1 up, a Fewest search for any solution with that digit there;
// a refuted digit leaves the cell, a solution found is a witness (the cell keeps that digit,
// and later cells need searching only below the witness's digits). The same refutations as
// row-major, found in fewest-candidates order: on forum hardest 11+, 1.23x the instructions of
// Fewest's first solution instead of 1.65x.
#pragma once

#include "fastsearch.hpp"

namespace sudosat {

// fast_search for a 9x9 grid with 3x3 boxes (throws std::invalid_argument on another shape);
// options.locked_candidates and options.matching are not used (the triads above always run).
FastSearchResult band_search(const Grid& givens, int limit, const FastSearchOptions& options);

}  // namespace sudosat
