// Internal to the variant encoder: one encode() overload per constraint kind, grouped by family
// (one file each). encode_variant (variant.cpp) builds the houses and the context, then hands
// every constraint to its overload; a kind without one does not compile. Encodings and their
// clause counts: docs/variants.md.
#pragma once
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

// rules_global.cpp: whole-grid rules and indexers
void encode(Builder& b, const Context& ctx, const rule::Diagonal& r);
void encode(Builder& b, const Context& ctx, const rule::AntiKing& r);
void encode(Builder& b, const Context& ctx, const rule::AntiKnight& r);
void encode(Builder& b, const Context& ctx, const rule::DisjointGroups& r);
void encode(Builder& b, const Context& ctx, const rule::NonConsecutive& r);
void encode(Builder& b, const Context& ctx, const rule::NegativeRatio& r);
void encode(Builder& b, const Context& ctx, const rule::NegativeXV& r);
void encode(Builder& b, const Context& ctx, const rule::RowIndexer& r);
void encode(Builder& b, const Context& ctx, const rule::ColumnIndexer& r);
void encode(Builder& b, const Context& ctx, const rule::BoxIndexer& r);

// rules_pairs.cpp: single cells and marked pairs
void encode(Builder& b, const Context& ctx, const rule::Odd& r);
void encode(Builder& b, const Context& ctx, const rule::Even& r);
void encode(Builder& b, const Context& ctx, const rule::Minimum& r);
void encode(Builder& b, const Context& ctx, const rule::Maximum& r);
void encode(Builder& b, const Context& ctx, const rule::Difference& r);
void encode(Builder& b, const Context& ctx, const rule::Ratio& r);
void encode(Builder& b, const Context& ctx, const rule::XV& r);

// rules_cages.cpp: cages and sets
void encode(Builder& b, const Context& ctx, const rule::Killer& r);
void encode(Builder& b, const Context& ctx, const rule::DigitalRoot& r);
void encode(Builder& b, const Context& ctx, const rule::ExtraRegion& r);
void encode(Builder& b, const Context& ctx, const rule::Clone& r);
void encode(Builder& b, const Context& ctx, const rule::Quadruple& r);

// rules_outside.cpp: clues outside the grid
void encode(Builder& b, const Context& ctx, const rule::LittleKiller& r);
void encode(Builder& b, const Context& ctx, const rule::Sandwich& r);
void encode(Builder& b, const Context& ctx, const rule::XSum& r);
void encode(Builder& b, const Context& ctx, const rule::Skyscraper& r);

// rules_lines.cpp: lines
void encode(Builder& b, const Context& ctx, const rule::Thermometer& r);
void encode(Builder& b, const Context& ctx, const rule::SlowThermometer& r);
void encode(Builder& b, const Context& ctx, const rule::Arrow& r);
void encode(Builder& b, const Context& ctx, const rule::Palindrome& r);
void encode(Builder& b, const Context& ctx, const rule::Renban& r);
void encode(Builder& b, const Context& ctx, const rule::Whispers& r);
void encode(Builder& b, const Context& ctx, const rule::RegionSumLine& r);
void encode(Builder& b, const Context& ctx, const rule::BetweenLine& r);
void encode(Builder& b, const Context& ctx, const rule::EntropicLine& r);
void encode(Builder& b, const Context& ctx, const rule::ModularLine& r);
void encode(Builder& b, const Context& ctx, const rule::Nabner& r);
void encode(Builder& b, const Context& ctx, const rule::DoubleArrow& r);
void encode(Builder& b, const Context& ctx, const rule::ZipperLine& r);

}  // namespace sudosat::variant
