// All-different filtering for one house: n cells that take n distinct digits, so every digit
// exactly once (Regin 1994, "A filtering algorithm for constraints of difference in CSPs").
//
// The cells and digits form a bipartite graph (cell k -- digit d when d is a candidate of k);
// the house's fillings are its perfect matchings. Filtering keeps exactly the candidates that
// stand in some perfect matching: take one matching M, orient its edges digit -> cell and the
// others cell -> digit; an edge outside M lies in a perfect matching iff it closes an
// alternating cycle, i.e. iff its cell and digit lie in one strongly connected component.
// This is as strong as reasoning on one house can be (it subsumes naked and hidden singles,
// pairs, triples and every other naked or hidden subset), and unlike them it is not unit
// propagation on the CNF: it finds what a SAT solver must learn by search.
//
// Cost: O(n^2) bit operations to repair the matching from a hint that still mostly holds,
// plus O(n^2) for the components; n <= 64 (one bit per digit and one per cell).
#pragma once
#include <cstdint>

namespace sudosat {

// Filters `masks[0..n-1]` (bit d-1: digit d is a candidate of cell k; 1 <= n <= 64, digits
// 1..n) to the candidates that stand in some filling of the house, as above. Returns false,
// leaving the masks as they were, when there is no filling (some cells have fewer digits
// between them than their number). `match[0..n-1]` is a hint kept between calls on the same
// house: one digit index (0-based) per cell of a filling, -1 for none; read when valid,
// always rewritten on success. Idempotent: filtered masks come back unchanged.
bool filter_all_different(std::uint64_t* masks, int n, std::int8_t* match);

}  // namespace sudosat
