// The search fast path for variant puzzles: the bounded bitmask search of fastsearch.hpp, with
// a propagator per constraint family, tried before the puzzle goes to CaDiCaL.
//
// Each node holds a candidate mask per cell (bit d-1: digit d). It is settled, to a common
// fixpoint, by
//   houses        rows, columns, regions and every other set of n distinct cells (a diagonal,
//                 an extra region, disjoint groups): naked and hidden singles;
//   locked        two houses sharing cells: a digit of one with no place outside them leaves
//                 the rest of the other;
//   groups        smaller sets of distinct cells (cages, extra regions, renban lines): a placed
//                 digit leaves the others, and a group with fewer digits than cells fails;
//   peers         anti-king and anti-knight moves: a placed digit leaves them;
//   pairs         every two-cell relation (dots, XV, thermometer and whisper steps, parity,
//                 nabner, palindrome and clone pairs, minimum/maximum, the non-consecutive and
//                 negative rules between unmarked neighbours, entropic and modular windows,
//                 two-cell sums): arc consistency on a table of allowed digit pairs;
//   sums          linear equations (large killer cages, little killers, arrows with their
//                 pills as decimal numbers, double arrows) over parts of house-mates: each
//                 part's possible sums, combined; where all the cells share a house, also the
//                 pairs of digit sets added and taken away; zipper and region-sum lines:
//                 equal sums;
//   cage sets     a cage's digit sets with the right sum (or digital root): each cell keeps the
//                 digits of the sets every cell can still take part in, and a digit every set
//                 needs, its places in one house, leaves the rest of it (also quadruples and
//                 renban windows);
//   line clues    sandwich and X-sum clues on a row or column: every placement of 1 and n (of
//                 the first digit X) and every digit set for the cells it encloses is tried;
//                 skyscrapers: the permutations of the line, while there are few;
//   overlaps      implied rules where k whole rows (columns, regions) meet pieces with most of
//                 their cells inside: the law of leftovers with irregular regions (the cells
//                 left over on each side hold the same digits), innies and outies of killer
//                 cages (a sum of at most three cells);
//   periods       entropic and modular lines: three cells in a row hold the three classes, so
//                 the line repeats a permutation of them; each residue keeps the classes every
//                 one of its cells can hold, and each cell those of the permutations left;
//   the rest      renban windows, between lines, quadruples and indexers by their own rules.
// Every propagator only removes candidates that no solution of the node uses, and a complete
// grid is accepted only when the independent checker (model/check.hpp) accepts it. So the
// search is exact, as fastsearch.hpp's is: counts up to a limit, and with SearchOrder::RowMajor
// the solutions in increasing lexicographic order (the first is the smallest).
//
// It gives up, deciding nothing, after `node_budget` branches; the caller then goes to the SAT
// solver. Puzzles it cannot take (larger than 16x16, pills above 9x9, clue lines that are not
// whole rows or columns, cells off the grid) are not searched (variant_search_applies).
#pragma once

#include "engine/fastsearch.hpp"
#include "model/puzzle.hpp"

namespace sudosat {

// Whether variant_search can take `puzzle`: a variant of size at most 16 whose constraints it
// propagates, every cell on the grid.
bool variant_search_applies(const Puzzle& puzzle);

// Searches the variant puzzle for up to `limit` >= 1 solutions, as described above (only
// options.order and options.node_budget are used); on a puzzle variant_search_applies refuses,
// returns at once, incomplete, with no branch taken.
FastSearchResult variant_search(const Puzzle& puzzle, int limit, const FastSearchOptions& options);

// A thread keeps the network of its last search's rules and reuses it while the size and rules
// stay the same (a generator's checks of one template). This drops it, so that the next search
// builds its own: for timing a search from scratch.
void variant_search_forget();

}  // namespace sudosat
