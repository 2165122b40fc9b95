// Internal to the variant encoder: one encode() overload per constraint kind, grouped by family
// (one file each). encode_variant (variant.cpp) builds the houses and the context, then hands
// every constraint to its overload; a kind without one does not link. Encodings and their
// clause counts: docs/variants.md.
#pragma once
#include <array>
#include <set>
#include <utility>
#include <vector>

#include "builder.hpp"
#include "model/puzzle.hpp"

namespace sudosat::variant {

// What the rules need to know about the whole puzzle, computed once.
struct Context {
  int n = 0;
  const Variant* variant = nullptr;
  std::vector<std::vector<int>> regions;           // region_cells(variant->regions)
  std::vector<std::pair<int, int>> neighbours;     // orthogonal pairs (a, b), a < b
  std::set<std::pair<int, int>> kropki, xv;        // pairs (a < b) carrying a dot / an X or V
  std::vector<int> ratios;                          // values used by Ratio dots ({2} if none)
  std::vector<bool> minimum, maximum;               // per cell: a Minimum / Maximum cell
  int row(int cell) const { return cell / n; }
  int col(int cell) const { return cell % n; }
};

// A full house (n cells) or a distinct set: pairwise different digits, and for n cells every
// digit present. Registers the cells as a house with the builder afterwards.
void distinct_set(Builder& b, const Context& ctx, const std::vector<int>& cells);

// Some cell holds digit d (0, no digit: the empty clause): a product of 0, the 0 in the cells.
void some_cell_holds(Builder& b, const std::vector<int>& cells, int d);
// The partial product's step for a product `want` of 1 or more, on values: the new product
// when it still divides `want`, else a dead end (a value 0 included).
Builder::Next product_step(const Builder& b, Builder::State want);

// The smallest and the largest value the cells' digits can sum to, repeats allowed (values
// increase with the digits; each cell's domain as the builder has it).
int min_sum(const Builder& b, const std::vector<int>& cells);
int max_sum(const Builder& b, const std::vector<int>& cells);

// The digits of the entropic groups on a grid of size n: low, middle, high (entropic_group).
std::array<Digits, 3> entropic_groups(int n);

// Every part's digits sum to one same value (repeats allowed): one-hot sums within the range all
// parts can reach, equal part by part; no clause for fewer than two parts, the empty clause when
// no value is in every part's reach.
void equal_sums(Builder& b, const std::vector<std::vector<int>>& parts);

// One encode() per kind, defined in rules_<family>.cpp, the family the kinds table
// (model/variant.hpp) gives it: global (whole-grid rules and indexers), pairs (single cells and
// marked pairs), cages (cages and sets), outside (clues outside the grid), lines.
#define SUDOSAT_ENCODE(Type, ...) void encode(Builder& b, const Context& ctx, const rule::Type& r);
SUDOSAT_KINDS(SUDOSAT_ENCODE)
#undef SUDOSAT_ENCODE

}  // namespace sudosat::variant
