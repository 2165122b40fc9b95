// The f-puzzles writer, the inverse of the reader in fpuzzles.cpp: Puzzle -> JSON object (keys
// and value shapes as f-puzzles.com exports them, an ordered JSON object so that the keys keep
// f-puzzles' order) -> lz-string. Each constraint becomes one entry of its key (consecutive
// arrows sharing a bulb: one entry with several lines); the keys come in the order the reader
// adds their constraints, so that reading the JSON back gives the constraints in that order.
// Everything the reader would reject, or read as something else, is refused up front with
// std::invalid_argument: what the writer accepts, the reader reads back.
#include <algorithm>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "fpuzzles.hpp"
#include "lzstring.hpp"
#include "model/overload.hpp"

namespace sudosat {

namespace {

using json = nlohmann::ordered_json;

constexpr long long kMaxNumber = 1000000000;  // the reader's range for numbers

[[noreturn]] void refuse(const std::string& what) {
  throw std::invalid_argument("cannot write as f-puzzles: " + what);
}

// One constraint as the writer emits it: its key, and its entry in that key's list (for a
// global rule `true`, for a negative rule the list item naming its kind by key: ratio or xv).
struct Item {
  std::string key;
  json entry;
};

class Writer {
 public:
  explicit Writer(const Puzzle& p) : p_(p), n_(p.givens.shape.n()) {}

  json write() {
    if (p_.is_domino()) refuse("a Sudominoku puzzle has no f-puzzles form");
    if (n_ < 3 || n_ > kMaxVariantSize)
      refuse("size " + std::to_string(n_) + " is outside 3.." + std::to_string(kMaxVariantSize));
    if (p_.givens.cells.size() != cells())
      refuse("the givens have " + std::to_string(p_.givens.cells.size()) + " cells, not " +
             std::to_string(cells()));
    json root = json::object();
    root["size"] = n_;
    if (p_.is_variant()) {
      if (!p_.variant->title.empty()) root["title"] = p_.variant->title;
      if (!p_.variant->author.empty()) root["author"] = p_.variant->author;
      if (!p_.variant->rules.empty()) root["ruleset"] = p_.variant->rules;
    }
    if (p_.is_variant() && !p_.variant->digits.empty()) {  // sudosat's own key
      if (std::string why = digit_set_problem(p_.variant->digits, n_); !why.empty()) refuse(why);
      root["digits"] = digit_set_text(p_.variant->digits);
    }
    root["grid"] = grid();
    if (p_.is_variant()) {
      write_constraints(root);
      std::vector<int> solution = p_.variant->setter_solution;
      for (int& d : solution) d = value(d);
      if (solution.size() == cells()) root["solution"] = solution;
    }
    return root;
  }

 private:
  std::size_t cells() const { return static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_); }
  int value(int d) const { return p_.is_variant() ? digit_value(p_.variant->digits, d) : d; }

  // --- size, grid, regions, givens, pencil marks

  // Per cell its region label: the variant's, or a classic puzzle's boxes.
  std::vector<int> regions() const {
    if (!p_.is_variant()) {
      std::vector<int> boxes(cells());
      for (int c = 0; c < n_ * n_; ++c) boxes[static_cast<std::size_t>(c)] = p_.givens.shape.box(c);
      return boxes;
    }
    const std::vector<int>& labels = p_.variant->regions;
    if (labels.size() != cells())
      refuse("the regions have " + std::to_string(labels.size()) + " cells, not " +
             std::to_string(cells()));
    std::map<int, int> size_of;
    for (int label : labels) {
      if (label < -1) refuse("region label " + std::to_string(label) + " is below -1");
      if (label >= 0) ++size_of[label];
    }
    for (const auto& [label, size] : size_of)
      if (size != n_)
        refuse("region " + std::to_string(label) + " has " + std::to_string(size) +
               " cells; every region needs " + std::to_string(n_));
    return labels;
  }

  json grid() const {
    const std::vector<int> labels = regions(), defaults = default_regions(n_);
    const std::uint64_t all = (std::uint64_t{1} << (n_ + 1)) - 2;
    const std::vector<std::uint64_t>* allowed = p_.is_variant() ? &p_.variant->allowed : nullptr;
    if (allowed && !allowed->empty() && allowed->size() != cells())
      refuse("the allowed digits have " + std::to_string(allowed->size()) + " cells, not " +
             std::to_string(cells()));
    json rows = json::array();
    for (int r = 0; r < n_; ++r) {
      json row = json::array();
      for (int c = 0; c < n_; ++c) {
        const int i = r * n_ + c;
        const std::size_t k = static_cast<std::size_t>(i);
        json cell = json::object();
        if (labels[k] != defaults[k])
          cell["region"] = labels[k] < 0 ? json(nullptr) : json(labels[k]);
        if (const int d = p_.givens.at(i)) {
          if (d > n_)
            refuse(name(i) + " holds " + std::to_string(d) + ", not a digit 1.." +
                   std::to_string(n_));
          cell["value"] = value(d);
          cell["given"] = true;
        }
        if (allowed && !allowed->empty()) {
          const std::uint64_t mask = (*allowed)[k] & all;
          if (mask == 0) refuse(name(i) + " allows no digit, which pencil marks cannot state");
          if (mask != all) {
            json marks = json::array();
            for (int d = 1; d <= n_; ++d)
              if (mask >> d & 1) marks.push_back(value(d));
            cell["givenPencilMarks"] = marks;
          }
        }
        row.push_back(cell);
      }
      rows.push_back(row);
    }
    return rows;
  }

  // --- constraints

  void write_constraints(json& root) const {
    std::vector<Item> items;
    for (const Constraint& c : p_.variant->constraints) items.push_back(item(c));
    for (const std::string& key : fpuzzles_keys()) {  // the order the reader adds them in
      json list = json::array();
      bool flag = false, ratio = false, xv = false;
      for (const Item& it : items) {
        if (it.key != key) continue;
        if (it.entry.is_boolean()) {
          flag = true;
        } else if (it.entry.is_string()) {  // negative
          (it.entry == kind_key<rule::Ratio>() ? ratio : xv) = true;
        } else if (it.entry.is_array()) {  // negativesum, negativedifference: their numbers
          list.insert(list.end(), it.entry.begin(), it.entry.end());
        } else if (key == kind_key<rule::Arrow>() && !list.empty() &&
                   list.back()["cells"] == it.entry["cells"]) {
          list.back()["lines"].push_back(it.entry["lines"][0]);  // another arrow on that bulb
        } else {
          list.push_back(it.entry);
        }
      }
      if (flag) root[key] = true;
      if (ratio || xv) {
        json negative = json::array();
        if (ratio) negative.push_back(kind_key<rule::Ratio>());
        if (xv) negative.push_back(kind_key<rule::XV>());
        root[key] = negative;
      }
      if (!list.empty()) root[key] = list;
    }
  }

  Item item(const Constraint& constraint) const {
    using namespace rule;
    return std::visit(
        Overload{
            [&](const Diagonal& r) {
              return Item{kind_info<Diagonal>().keys[r.positive ? 0 : 1], true};
            },
            [&](const AntiKing&) {
              return Item{kind_key<AntiKing>(), true};
            },
            [&](const AntiKnight&) {
              return Item{kind_key<AntiKnight>(), true};
            },
            [&](const DisjointGroups&) {
              return Item{kind_key<DisjointGroups>(), true};
            },
            [&](const EqualCageSums&) {
              return Item{kind_key<EqualCageSums>(), true};
            },
            [&](const GlobalEntropy&) {
              return Item{kind_key<GlobalEntropy>(), true};
            },
            [&](const GlobalModular&) {
              return Item{kind_key<GlobalModular>(), true};
            },
            [&](const DutchFlatmates&) {
              return Item{kind_key<DutchFlatmates>(), true};
            },
            [&](const Chaos&) {
              return Item{kind_key<Chaos>(), true};
            },
            [&](const NonConsecutive&) {
              return Item{kind_key<NonConsecutive>(), true};
            },
            [&](const NegativeRatio&) {
              return Item{kind_key<NegativeRatio>(), kind_key<Ratio>()};
            },
            [&](const NegativeXV&) {
              return Item{kind_key<NegativeXV>(), kind_key<XV>()};
            },
            [&](const NegativeSum& r) { return Item{kind_key<NegativeSum>(), json::array({r.sum})}; },
            [&](const NegativeDifference& r) { return Item{kind_key<NegativeDifference>(), json::array({r.difference})}; },
            [&](const Odd& r) { return single(kind_key<Odd>(), r.cell); },
            [&](const Even& r) { return single(kind_key<Even>(), r.cell); },
            [&](const Minimum& r) { return single(kind_key<Minimum>(), r.cell); },
            [&](const Maximum& r) { return single(kind_key<Maximum>(), r.cell); },
            [&](const Difference& r) { return dot(kind_key<Difference>(), r.a, r.b, r.value, 1); },
            [&](const Ratio& r) { return dot(kind_key<Ratio>(), r.a, r.b, r.value, 2); },
            [&](const XV& r) {  // X, V, or the sum of a sum dot
              return Item{kind_key<XV>(),
                          {{"cells", pair(kind_key<XV>(), r.a, r.b)},
                           {"value", r.sum == 10 ? "X" : r.sum == 5 ? "V" : number(kind_key<XV>(), r.sum)}}};
            },
            [&](const XVXV& r) {
              if (r.sum != 10 && r.sum != 5)
                refuse(std::string(kind_key<XVXV>()) + ": sum " + std::to_string(r.sum) + " is neither X (10) nor V (5)");
              return Item{kind_key<XVXV>(), {{"cells", pair(kind_key<XVXV>(), r.a, r.b)}, {"value", r.sum == 10 ? "X" : "V"}}};
            },
            [&](const GreaterThan& r) {
              return Item{kind_key<GreaterThan>(), {{"cells", pair(kind_key<GreaterThan>(), r.a, r.b)}}};
            },
            [&](const Killer& r) {
              json entry = {{"cells", names(kind_key<Killer>(), r.cells, true)}};
              if (r.sum) entry["value"] = number(kind_key<Killer>(), *r.sum);
              return Item{kind_key<Killer>(), entry};
            },
            [&](const KillerBound& r) {
              return Item{kind_key<KillerBound>(),
                          {{"cells", names(kind_key<KillerBound>(), r.cells, true)}, {"value", bound(r)}}};
            },
            [&](const ProductCage& r) {
              if (r.product < least_product()) refuse(std::string(kind_key<ProductCage>()) + ": a product of " + std::to_string(r.product));
              return Item{kind_key<ProductCage>(), {{"cells", names(kind_key<ProductCage>(), r.cells, true)},
                                                    {"value", number(kind_key<ProductCage>(), r.product)}}};
            },
            [&](const DigitalRoot& r) {
              if (r.root < 0 || r.root > 9)
                refuse("cage: digital root " + std::to_string(r.root) +
                       " is not a digit (DR0..DR9)");
              return Item{kind_key<DigitalRoot>(),
                          {{"cells", names(kind_key<DigitalRoot>(), r.cells, true)},
                           {"value", "DR" + std::to_string(r.root)}}};
            },
            [&](const SumCage& r) {
              return Item{kind_key<SumCage>(), {{"cells", names(kind_key<SumCage>(), r.cells, true)},
                                                {"value", number(kind_key<SumCage>(), r.sum)}}};
            },
            [&](const RellikCage& r) {
              if (r.sum < 1) refuse(std::string(kind_key<RellikCage>()) + ": a sum of " + std::to_string(r.sum) + " (1 or more are written)");
              return Item{kind_key<RellikCage>(), {{"cells", names(kind_key<RellikCage>(), r.cells, true)},
                                                   {"value", number(kind_key<RellikCage>(), r.sum)}}};
            },
            [&](const ExtraRegion& r) {
              return Item{kind_key<ExtraRegion>(), {{"cells", names(kind_key<ExtraRegion>(), r.cells, true)}}};
            },
            [&](const Clone& r) {
              if (r.cells.size() != r.copies.size())
                refuse("clone: " + std::to_string(r.cells.size()) + " cells but " +
                       std::to_string(r.copies.size()) + " copies; the lists pair up");
              return Item{kind_key<Clone>(),
                          {{"cells", names(kind_key<Clone>(), r.cells, false)},
                           {"cloneCells", names(kind_key<Clone>(), r.copies, false)}}};
            },
            [&](const Quadruple& r) {
              json values = json::array();
              for (int d : r.digits) values.push_back(in_range(kind_key<Quadruple>(), d));
              return Item{kind_key<Quadruple>(),
                          {{"cells", names(kind_key<Quadruple>(), r.cells, true)}, {"values", values}}};
            },
            [&](const CountingCircles& r) {
              return Item{kind_key<CountingCircles>(), {{"cells", names(kind_key<CountingCircles>(), r.cells, true)}}};
            },
            [&](const LookAndSay& r) {
              const char* key = kind_key<LookAndSay>();
              std::string clue;
              unsigned said = 0;  // bit d: the digit d is in the clue already
              for (const auto& [d, count] : r.said) {
                if (d < 1 || d > 9 || d > n_ || count < 0 || count > 9)
                  refuse(std::string(key) + ": " + std::to_string(count) + " times the digit " + std::to_string(d) +
                         " is no look-and-say pair (a count 0 to 9, a digit 1 to 9 of the grid)");
                if (said >> d & 1) refuse(std::string(key) + ": the digit " + std::to_string(d) + " said twice");
                said |= 1u << d;
                clue += static_cast<char>('0' + count);
                clue += static_cast<char>('0' + d);
              }
              if (clue.empty()) refuse(std::string(key) + ": a clue that says nothing");
              return Item{key, {{"cells", names(key, r.cells, true)}, {"value", clue}}};
            },
            [&](const NumberSum& r) { return number_sum(r); },
            [&](const MagicSquare& r) {
              const char* key = kind_key<MagicSquare>();
              if (!r.cells.empty() && magic_side(r.cells, n_) == 0) refuse(std::string(key) + ": its cells are not a square of 3x3 or more");
              return Item{key, {{"cells", names(key, r.cells, true)}}};
            },
            [&](const LittleKiller& r) { return little_killer(r); },
            [&](const Sandwich& r) { return ring_clue(kind_key<Sandwich>(), r.clue, r.cells, r.sum); },
            [&](const XSum& r) { return ring_clue(kind_key<XSum>(), r.clue, r.cells, r.sum); },
            [&](const Skyscraper& r) { return ring_clue(kind_key<Skyscraper>(), r.clue, r.cells, r.count); },
            [&](const NumberedRoom& r) { return ring_clue(kind_key<NumberedRoom>(), r.clue, r.cells, r.value); },
            [&](const Battlefield& r) { return ring_clue(kind_key<Battlefield>(), r.clue, r.cells, r.sum); },
            [&](const Thermometer& r) { return line(kind_key<Thermometer>(), r.cells); },
            [&](const SlowThermometer& r) { return line(kind_key<SlowThermometer>(), r.cells); },
            [&](const Arrow& r) { return arrow(r); },
            [&](const Palindrome& r) { return line(kind_key<Palindrome>(), r.cells); },
            [&](const Renban& r) { return line(kind_key<Renban>(), r.cells); },
            [&](const Whispers& r) { return difference_line(r, (n_ + 1) / 2); },
            [&](const RegionSumLine& r) { return line(kind_key<RegionSumLine>(), r.cells); },
            [&](const BetweenLine& r) { return line(kind_key<BetweenLine>(), r.cells); },
            [&](const EntropicLine& r) { return line(kind_key<EntropicLine>(), r.cells); },
            [&](const ModularLine& r) { return line(kind_key<ModularLine>(), r.cells); },
            [&](const Nabner& r) { return line(kind_key<Nabner>(), r.cells); },
            [&](const DoubleArrow& r) { return line(kind_key<DoubleArrow>(), r.cells); },
            [&](const ZipperLine& r) { return line(kind_key<ZipperLine>(), r.cells); },
            [&](const ParityLine& r) { return line(kind_key<ParityLine>(), r.cells); },
            [&](const LockoutLine& r) { return difference_line(r, (n_ - 1) / 2); },
            [&](const SequenceLine& r) { return line(kind_key<SequenceLine>(), r.cells); },
            [&](const SegmentSumLine& r) {
              if (r.sum < 1)
                refuse(std::string(kind_key<SegmentSumLine>()) + ": sum " + std::to_string(r.sum) + " is below 1");
              return valued_line(kind_key<SegmentSumLine>(), r.cells, r.sum, 10);
            },
            [&](const ProductLine& r) {
              if (r.product < least_product()) refuse(std::string(kind_key<ProductLine>()) + ": a product of " + std::to_string(r.product));
              Item it = line(kind_key<ProductLine>(), r.cells);
              it.entry["value"] = number(kind_key<ProductLine>(), r.product);  // always: the reader needs it
              return it;
            },
            [&](const SameParityLine& r) { return line(kind_key<SameParityLine>(), r.cells); },
            [&](const RowIndexer& r) { return indexer(kind_key<RowIndexer>(), r.cell); },
            [&](const ColumnIndexer& r) { return indexer(kind_key<ColumnIndexer>(), r.cell); },
            [&](const BoxIndexer& r) { return indexer(kind_key<BoxIndexer>(), r.cell); },
        },
        constraint);
  }

  // --- entries

  Item single(const char* key, int c) const { return Item{key, {{"cell", cell(key, c)}}}; }
  Item indexer(const char* key, int c) const {
    return Item{key, {{"cells", json::array({cell(key, c)})}}};
  }

  // A dot: its value as a string, left out when it is the default.
  Item dot(const char* key, int a, int b, int value, int default_value) const {
    json entry = {{"cells", pair(key, a, b)}};
    if (value != default_value) entry["value"] = number(key, value);
    return Item{key, entry};
  }

  Item line(const char* key, const std::vector<int>& cs) const {
    return Item{key, {{"lines", json::array({names(key, cs, false)})}}};
  }

  // A line with a difference (whispers, lockout lines): "value" only where it is not `fallback`.
  template <class Rule>
  Item difference_line(const Rule& r, int fallback) const {
    const char* key = kind_key<Rule>();
    const int span = value(n_) - value(1);  // the largest difference of two digits: n - 1 for 1..n
    if (r.difference < 1 || r.difference > span)
      refuse(std::string(key) + ": difference " + std::to_string(r.difference) + " is outside 1.." +
             std::to_string(span));
    return valued_line(key, r.cells, r.difference, fallback);
  }
  // A line with a number in "value", left out where it is `fallback`.
  Item valued_line(const char* key, const std::vector<int>& cs, int value, int fallback) const {
    Item it = line(key, cs);
    if (value != fallback) it.entry["value"] = number(key, value);
    return it;
  }

  // The shaft's line starts on the bulb cell nearest to the shaft's first cell (the first such
  // in the bulb's order); a shaft-less arrow is the lone bulb cell, a bulb-less one the shaft.
  Item arrow(const rule::Arrow& r) const {
    const char* key = kind_key<rule::Arrow>();
    json bulb = names(key, r.bulb, true);
    std::vector<int> path = r.shaft;
    if (!r.bulb.empty()) {
      int lead = r.bulb.front();
      if (!r.shaft.empty()) {
        const int s = r.shaft.front();
        auto distance = [&](int b) {
          const int dr = b / n_ - s / n_, dc = b % n_ - s % n_;
          return dr * dr + dc * dc;
        };
        for (int b : r.bulb)
          if (distance(b) < distance(lead)) lead = b;
      }
      path.insert(path.begin(), lead);
    }
    return Item{key, {{"lines", json::array({names(key, path, false)})}, {"cells", bulb}}};
  }

  // Little killers: the direction from the clue to the first cell, which must be the diagonal
  // the reader computes from the clue and that direction.
  Item little_killer(const rule::LittleKiller& r) const {
    const char* key = kind_key<rule::LittleKiller>();
    const std::string at = ring(key, r.clue, true);
    if (r.cells.empty()) refuse(std::string(key) + " at " + at + ": no cells");
    const int first = r.cells.front();
    if (first < 0 || first >= n_ * n_)
      refuse(std::string(key) + ": cell " + std::to_string(first) + " is outside the grid");
    const int dr = first / n_ - r.clue.row, dc = first % n_ - r.clue.col;
    if ((dr != 1 && dr != -1) || (dc != 1 && dc != -1))
      refuse(std::string(key) + " at " + at + ": " + name(first) + " is not diagonally next to it");
    std::vector<int> diagonal;
    for (int row = r.clue.row + dr, col = r.clue.col + dc;
         row >= 0 && row < n_ && col >= 0 && col < n_; row += dr, col += dc)
      diagonal.push_back(row * n_ + col);
    const std::string direction = std::string(dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R");
    if (diagonal != r.cells)
      refuse(std::string(key) + " at " + at + ": its cells are not the whole diagonal going " +
             direction);
    return Item{key,
                {{"cell", at},
                 {"cells", names(key, r.cells, false)},
                 {"direction", direction},
                 {"value", number(key, r.sum)}}};
  }

  // Sandwich, X-sum and skyscraper: the clue beside a row or column, its cells that line read
  // from the clue's side.
  Item ring_clue(const char* key, Outside clue, const std::vector<int>& cs, int value) const {
    const std::string at = ring(key, clue, false);
    std::vector<int> line;
    for (int k = 0; k < n_; ++k) {
      if (clue.row < 0)
        line.push_back(k * n_ + clue.col);
      else if (clue.row >= n_)
        line.push_back((n_ - 1 - k) * n_ + clue.col);
      else if (clue.col < 0)
        line.push_back(clue.row * n_ + k);
      else
        line.push_back(clue.row * n_ + n_ - 1 - k);
    }
    if (line != cs)
      refuse(std::string(key) + " at " + at +
             ": its cells are not its row or column read from the clue");
    return Item{key, {{"cell", at}, {"value", number(key, value)}}};
  }

  // --- cells and numbers

  std::string name(int c) const {
    return "R" + std::to_string(c / n_ + 1) + "C" + std::to_string(c % n_ + 1);
  }

  std::string cell(const char* key, int c) const {
    if (c < 0 || c >= n_ * n_)
      refuse(std::string(key) + ": cell " + std::to_string(c) + " is outside the " +
             std::to_string(n_) + "x" + std::to_string(n_) + " grid");
    return name(c);
  }

  // A number sum as the reader takes it back: each number 1 to 4 distinct cells,
  // no cell in both, a total of 2 or more.
  Item number_sum(const rule::NumberSum& r) const {
    const char* key = kind_key<rule::NumberSum>();
    for (const std::vector<int>* g : {&r.first, &r.second})
      if (g->empty() || g->size() > 4)
        refuse(std::string(key) + ": a number of " + std::to_string(g->size()) + " cells (1 to 4 are written)");
    for (int c : r.second)
      if (std::find(r.first.begin(), r.first.end(), c) != r.first.end())
        refuse(std::string(key) + ": " + name(c) + " is in both numbers");
    if (r.total < 2) refuse(std::string(key) + ": a total of " + std::to_string(r.total) + " (2 or more are written)");
    return Item{key, {{"first", names(key, r.first, true)}, {"second", names(key, r.second, true)},
                      {"value", number(key, r.total)}}};
  }

  json names(const char* key, const std::vector<int>& cs, bool distinct) const {
    json out = json::array();
    std::set<int> seen;
    for (int c : cs) {
      out.push_back(cell(key, c));
      if (distinct && !seen.insert(c).second)
        refuse(std::string(key) + ": " + name(c) + " is listed twice");
    }
    return out;
  }

  // Two different cells, as a dot or an XV mark joins.
  json pair(const char* key, int a, int b) const {
    if (a == b)
      refuse(std::string(key) + ": a mark joins two different cells, not " + cell(key, a) +
             " twice");
    return names(key, {a, b}, true);
  }

  // A clue's place on the ring, 1-based: row or column 0 or n+1 outside the grid.
  std::string ring(const char* key, Outside o, bool corners) const {
    const bool row_in = o.row >= 0 && o.row < n_, col_in = o.col >= 0 && o.col < n_;
    const bool row_ring = o.row == -1 || o.row == n_, col_ring = o.col == -1 || o.col == n_;
    if (!(row_in || row_ring) || !(col_in || col_ring) || (row_in && col_in) ||
        (row_ring && col_ring && !corners))
      refuse(std::string(key) + ": (" + std::to_string(o.row) + ", " + std::to_string(o.col) +
             ") is no clue position on the ring" + (corners ? "" : " beside a row or column"));
    return "R" + std::to_string(o.row + 1) + "C" + std::to_string(o.col + 1);
  }

  // The digit set, as the reader takes it (empty: 1..n).
  const std::vector<int>& digit_set() const {
    static const std::vector<int> none;
    return p_.variant ? p_.variant->digits : none;
  }
  // The least product the reader takes: 0 with a digit set holding 0, else 1.
  int least_product() const { return !digit_set().empty() && digit_set().front() == 0 ? 0 : 1; }

  // An inequality total as the reader takes it, N from 1 to n(n+1)/2 (with a digit set: the
  // sum of its values): "<N" or ">N", else "≤N" or "≥N" (a bound of 0 or top + 1).
  std::string bound(const rule::KillerBound& r) const {
    long long top = n_ * (n_ + 1) / 2;
    if (!digit_set().empty()) top = std::max(1LL, std::accumulate(digit_set().begin(), digit_set().end(), 0LL));
    const long long b = r.bound;
    if (b >= 1 && b <= top) return (r.above ? ">" : "<") + std::to_string(b);
    const long long other = r.above ? b + 1 : b - 1;
    if (other >= 1 && other <= top) return (r.above ? "\u2265" : "\u2264") + std::to_string(other);
    refuse(std::string(kind_key<rule::KillerBound>()) + ": an inequality total " + (r.above ? "above " : "below ") +
           std::to_string(b) + " is out of range (N from 1 to " + std::to_string(top) + ")");
  }

  // A number within the reader's range; number() as f-puzzles writes most: a string.
  static int in_range(const char* key, int v) {
    if (v > kMaxNumber || v < -kMaxNumber)
      refuse(std::string(key) + ": " + std::to_string(v) +
             " is out of range (at most 10^9 either way)");
    return v;
  }
  static std::string number(const char* key, int v) { return std::to_string(in_range(key, v)); }

  const Puzzle& p_;
  int n_;
};

}  // namespace

std::string write_fpuzzles_json(const Puzzle& p) {
  return Writer(p).write().dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string write_fpuzzles(const Puzzle& p) { return lz_compress_base64(write_fpuzzles_json(p)); }

}  // namespace sudosat
