// Tests for the f-puzzles writer (formats/fpuzzles.hpp, write_fpuzzles_json and write_fpuzzles):
// f-puzzles' shapes key by key, round trips of the public puzzles (tests/data/fpuzzles/public)
// and of random puzzles with every constraint kind (parse(write(p)) is p in canonical form:
// the reader's order of keys, flags once, without what the reader drops), the compressed
// string and links, and what cannot be written.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "formats/fpuzzles.hpp"
#include "formats/lzstring.hpp"
#include "variant_reference.hpp"

using namespace sudosat;
using json = nlohmann::ordered_json;  // keys in f-puzzles' order

namespace {

// Rules with a list of cells; those of outside clues are never empty.
template <class T, class = void>
struct HasCells : std::false_type {};
template <class T>
struct HasCells<T, std::void_t<decltype(std::declval<T&>().cells)>> : std::true_type {};
template <class T>
constexpr bool kIsClue =
    std::is_same_v<T, rule::LittleKiller> || std::is_same_v<T, rule::Sandwich> ||
    std::is_same_v<T, rule::XSum> || std::is_same_v<T, rule::Skyscraper> || std::is_same_v<T, rule::NumberedRoom> ||
    std::is_same_v<T, rule::Battlefield>;

// ---------------------------------------------------------------------------------------------
// Constraints: every field, compared and printed

auto fields(const rule::Diagonal& r) { return std::tie(r.positive); }
auto fields(const rule::AntiKing&) { return std::tuple<>(); }
auto fields(const rule::AntiKnight&) { return std::tuple<>(); }
auto fields(const rule::DisjointGroups&) { return std::tuple<>(); }
auto fields(const rule::NonConsecutive&) { return std::tuple<>(); }
auto fields(const rule::NegativeRatio&) { return std::tuple<>(); }
auto fields(const rule::NegativeXV&) { return std::tuple<>(); }
auto fields(const rule::NegativeSum& r) { return std::tie(r.sum); }
auto fields(const rule::NegativeDifference& r) { return std::tie(r.difference); }
auto fields(const rule::Odd& r) { return std::tie(r.cell); }
auto fields(const rule::Even& r) { return std::tie(r.cell); }
auto fields(const rule::Minimum& r) { return std::tie(r.cell); }
auto fields(const rule::Maximum& r) { return std::tie(r.cell); }
auto fields(const rule::Difference& r) { return std::tie(r.a, r.b, r.value); }
auto fields(const rule::Ratio& r) { return std::tie(r.a, r.b, r.value); }
auto fields(const rule::XV& r) { return std::tie(r.a, r.b, r.sum); }
auto fields(const rule::XVXV& r) { return std::tie(r.a, r.b, r.sum); }
auto fields(const rule::GreaterThan& r) { return std::tie(r.a, r.b); }
auto fields(const rule::Killer& r) { return std::tie(r.cells, r.sum); }
auto fields(const rule::KillerBound& r) { return std::tie(r.cells, r.bound, r.above); }
auto fields(const rule::ProductCage& r) { return std::tie(r.cells, r.product); }
auto fields(const rule::DigitalRoot& r) { return std::tie(r.cells, r.root); }
auto fields(const rule::ExtraRegion& r) { return std::tie(r.cells); }
auto fields(const rule::Clone& r) { return std::tie(r.cells, r.copies); }
auto fields(const rule::SumCage& r) { return std::tie(r.cells, r.sum); }
auto fields(const rule::Quadruple& r) { return std::tie(r.cells, r.digits); }
auto fields(const rule::CountingCircles& r) { return std::tie(r.cells); }
auto fields(const rule::LookAndSay& r) { return std::tie(r.cells, r.said); }
auto fields(const rule::NumberSum& r) { return std::tie(r.first, r.second, r.total); }
auto fields(const rule::MagicSquare& r) { return std::tie(r.cells); }
auto fields(const rule::RellikCage& r) { return std::tie(r.cells, r.sum); }
auto fields(const rule::LittleKiller& r) {
  return std::tie(r.clue.row, r.clue.col, r.cells, r.sum);
}
auto fields(const rule::Sandwich& r) { return std::tie(r.clue.row, r.clue.col, r.cells, r.sum); }
auto fields(const rule::XSum& r) { return std::tie(r.clue.row, r.clue.col, r.cells, r.sum); }
auto fields(const rule::Skyscraper& r) {
  return std::tie(r.clue.row, r.clue.col, r.cells, r.count);
}
auto fields(const rule::NumberedRoom& r) { return std::tie(r.clue.row, r.clue.col, r.cells, r.value); }
auto fields(const rule::Battlefield& r) { return std::tie(r.clue.row, r.clue.col, r.cells, r.sum); }
auto fields(const rule::Thermometer& r) { return std::tie(r.cells); }
auto fields(const rule::SlowThermometer& r) { return std::tie(r.cells); }
auto fields(const rule::Arrow& r) { return std::tie(r.bulb, r.shaft); }
auto fields(const rule::Palindrome& r) { return std::tie(r.cells); }
auto fields(const rule::Renban& r) { return std::tie(r.cells); }
auto fields(const rule::Whispers& r) { return std::tie(r.cells, r.difference); }
auto fields(const rule::RegionSumLine& r) { return std::tie(r.cells); }
auto fields(const rule::BetweenLine& r) { return std::tie(r.cells); }
auto fields(const rule::EntropicLine& r) { return std::tie(r.cells); }
auto fields(const rule::ModularLine& r) { return std::tie(r.cells); }
auto fields(const rule::Nabner& r) { return std::tie(r.cells); }
auto fields(const rule::DoubleArrow& r) { return std::tie(r.cells); }
auto fields(const rule::ZipperLine& r) { return std::tie(r.cells); }
auto fields(const rule::ParityLine& r) { return std::tie(r.cells); }
auto fields(const rule::LockoutLine& r) { return std::tie(r.cells, r.difference); }
auto fields(const rule::SequenceLine& r) { return std::tie(r.cells); }
auto fields(const rule::SegmentSumLine& r) { return std::tie(r.cells, r.sum); }
auto fields(const rule::ProductLine& r) { return std::tie(r.cells, r.product); }
auto fields(const rule::SameParityLine& r) { return std::tie(r.cells); }
auto fields(const rule::RowIndexer& r) { return std::tie(r.cell); }
auto fields(const rule::ColumnIndexer& r) { return std::tie(r.cell); }
auto fields(const rule::BoxIndexer& r) { return std::tie(r.cell); }
auto fields(const rule::EqualCageSums&) { return std::tuple<>(); }
auto fields(const rule::GlobalEntropy&) { return std::tuple<>(); }
auto fields(const rule::GlobalModular&) { return std::tuple<>(); }
auto fields(const rule::DutchFlatmates&) { return std::tuple<>(); }
auto fields(const rule::Chaos&) { return std::tuple<>(); }

// Same kind, every field equal.
bool same(const Constraint& a, const Constraint& b) {
  if (a.index() != b.index()) return false;
  return std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        return fields(x) == fields(std::get<T>(b));
      },
      a);
}

bool same(const std::vector<Constraint>& a, const std::vector<Constraint>& b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(),
                    [](const Constraint& x, const Constraint& y) { return same(x, y); });
}

std::string show(bool v) { return v ? "true" : "false"; }
std::string show(int v) { return std::to_string(v); }
std::string show(const std::optional<int>& v) { return v ? std::to_string(*v) : "none"; }
std::string show(const std::vector<std::pair<int, int>>& v) {
  std::string s = "[";
  for (const auto& [a, b] : v) s += (s.size() > 1 ? "," : "") + std::to_string(a) + ":" + std::to_string(b);
  return s + "]";
}
std::string show(const std::vector<int>& v) {
  std::string s = "[";
  for (int x : v) s += (s.size() > 1 ? "," : "") + std::to_string(x);
  return s + "]";
}

// "killercage [0,1,2] 10": the kind, then every field.
std::string describe(const Constraint& c) {
  return std::visit(
      [&](const auto& x) {
        std::string s = kind_name(c);
        std::apply([&](const auto&... f) { ((s += " " + show(f)), ...); }, fields(x));
        return s;
      },
      c);
}

std::vector<std::string> describe(const std::vector<Constraint>& cs) {
  std::vector<std::string> out;
  for (const Constraint& c : cs) out.push_back(describe(c));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The canonical form: what the reader gives back

// The position of the constraint's key in the reader's order (fpuzzles.cpp, readers()), the
// negative key's ratio before its xv.
int rank(const Constraint& c) {
  // clang-format off
  static const char* const order[] = {
      "diagonal+", "diagonal-", "antiking", "antiknight", "disjointgroups", "nonconsecutive",
      "negative ratio", "negative xv", "negativesum", "negativedifference", "odd", "even", "minimum", "maximum", "difference", "ratio",
      "xv", "xvxv", "greaterthan", "killercage", "killercage (inequality)", "productcage", "cage (digital root)", "sumcage", "rellikcage", "extraregion", "clone", "quadruple",
      "countingcircles", "lookandsaycage", "numbersum", "magicsquare",
      "littlekillersum", "sandwichsum", "xsum", "skyscraper", "numberedroom", "battlefield", "thermometer", "slowthermometer",
      "palindrome", "renban", "whispers", "regionsumline", "betweenline", "entropicline",
      "modularline", "nabner", "doublearrow", "zipperline", "parityline", "lockoutline", "sequenceline",
      "segmentsumline", "productline", "sameparityline", "arrow", "rowindexer", "columnindexer", "boxindexer",
      "equalcagesums", "globalentropy", "globalmodular", "dutchflatmates", "chaosconstruction"};
  // clang-format on
  for (int k = 0; k < static_cast<int>(std::size(order)); ++k)
    if (std::string(order[k]) == kind_name(c)) return k;
  FAIL("no rank for " << kind_name(c));
  return -1;
}

// Rules that are one key's `true` (or one entry of `negative`): the reader adds them once.
bool is_flag(const Constraint& c) {
  return c.index() <= Constraint(rule::NegativeXV{}).index() || std::holds_alternative<rule::EqualCageSums>(c) ||
         std::holds_alternative<rule::GlobalEntropy>(c) || std::holds_alternative<rule::GlobalModular>(c) ||
         std::holds_alternative<rule::DutchFlatmates>(c) || std::holds_alternative<rule::Chaos>(c);
}

// What the reader reads as no rule: empty cages and lines, arrows without bulb or shaft,
// between lines and double arrows under 3 cells, zipper lines of 1 cell.
bool reader_drops(const Constraint& c) {
  return std::visit(
      [](const auto& r) {
        using T = std::decay_t<decltype(r)>;
        if constexpr (std::is_same_v<T, rule::Arrow>)
          return r.bulb.empty() || r.shaft.empty();
        else if constexpr (std::is_same_v<T, rule::BetweenLine> ||
                           std::is_same_v<T, rule::DoubleArrow>)
          return r.cells.size() < 3;
        else if constexpr (std::is_same_v<T, rule::ZipperLine>)
          return r.cells.size() < 2;
        else if constexpr (HasCells<T>::value && !kIsClue<T>)
          return r.cells.empty();
        else
          return false;
      },
      c);
}

int box_height(int n) {
  int h = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) h = d;
  return h;
}

// p as parse_fpuzzles(write_fpuzzles_json(p)) should give it back.
Puzzle canonical(const Puzzle& p) {
  const int n = p.givens.shape.n();
  Puzzle out{Grid(Shape{box_height(n), n / box_height(n)}), std::nullopt, Variant{}};
  out.givens.cells = p.givens.cells;
  Variant& v = *out.variant;
  if (!p.is_variant()) {  // a classic puzzle: its boxes are the regions
    for (int c = 0; c < n * n; ++c) v.regions.push_back(p.givens.shape.box(c));
    return out;
  }
  v.regions = p.variant->regions;
  v.title = p.variant->title;
  v.author = p.variant->author;
  const std::uint64_t all = (std::uint64_t{1} << (n + 1)) - 2;
  bool restricted = false;
  for (std::uint64_t a : p.variant->allowed) {
    v.allowed.push_back(a & all);
    restricted = restricted || (a & all) != all;
  }
  if (!restricted) v.allowed.clear();
  for (const Constraint& c : p.variant->constraints) {
    if (reader_drops(c)) continue;
    if (is_flag(c) && std::any_of(v.constraints.begin(), v.constraints.end(),
                                  [&](const Constraint& x) { return same(x, c); }))
      continue;
    v.constraints.push_back(c);
    if (auto* dr = std::get_if<rule::DigitalRoot>(&v.constraints.back()); dr && dr->root == 0)
      dr->root = 9;  // DR0 is read as DR9
  }
  std::vector<std::size_t> order(v.constraints.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return rank(v.constraints[a]) < rank(v.constraints[b]); });
  v.constraints = test::reordered(v.constraints, order);
  return out;
}

// Everything the reader gives back, against what is expected.
void check_same(const Puzzle& got, const Puzzle& want) {
  REQUIRE(got.is_variant());
  REQUIRE(want.is_variant());
  CHECK_FALSE(got.is_domino());
  CHECK(got.givens == want.givens);
  CHECK(got.variant->regions == want.variant->regions);
  CHECK(got.variant->allowed == want.variant->allowed);
  CHECK(got.variant->title == want.variant->title);
  CHECK(got.variant->author == want.variant->author);
  CHECK(describe(got.variant->constraints) == describe(want.variant->constraints));
  CHECK(same(got.variant->constraints, want.variant->constraints));
}

Puzzle parse(const std::string& text) { return parse_fpuzzles(text, "written", 1, 1); }

// ---------------------------------------------------------------------------------------------
// Random puzzles

int rand_int(std::mt19937& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// An irregular 6x6 (connected regions, none of them a box).
const std::vector<int> kIrregular6 = {0, 0, 0, 1, 1, 1,  //
                                      0, 0, 2, 2, 1, 1,  //
                                      0, 3, 2, 2, 2, 1,  //
                                      3, 3, 3, 4, 2, 5,  //
                                      3, 4, 4, 4, 5, 5,  //
                                      3, 4, 4, 5, 5, 5};

enum class Layout { Default, Irregular, Scattered };

// Region labels of size n: the default boxes (rows for a prime n), the irregular 6x6, or n
// random groups of n cells; then perhaps relabeled with other numbers, and perhaps with one or
// two regions taken away (cells in no region). Every label still labels n cells.
std::vector<int> random_regions(int n, Layout layout, std::mt19937& rng) {
  std::vector<int> regions = default_regions(n);
  if (layout == Layout::Irregular) regions = kIrregular6;
  if (layout == Layout::Scattered) {
    std::vector<int> cells(static_cast<std::size_t>(n * n));
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), rng);
    for (std::size_t k = 0; k < cells.size(); ++k)
      regions[static_cast<std::size_t>(cells[k])] = static_cast<int>(k) / n;
  }
  if (rng() % 3 == 0) {  // other labels, large ones included
    std::vector<int> labels(static_cast<std::size_t>(3 * n));
    std::iota(labels.begin(), labels.end(), 0);
    std::shuffle(labels.begin(), labels.end(), rng);
    if (rng() % 2) labels[0] = 1000000;
    for (int& r : regions) r = labels[static_cast<std::size_t>(r)];
  }
  for (int k = rand_int(rng, -1, 2); k > 0; --k) {  // regions taken away
    const int gone = regions[static_cast<std::size_t>(rand_int(rng, 0, n * n - 1))];
    for (int& r : regions)
      if (r == gone) r = -1;
  }
  return regions;
}

// Turns the constraint into one the reader drops, where its kind has such a form.
void make_noop(Constraint& c, std::mt19937& rng) {
  std::visit(
      [&](auto& r) {
        using T = std::decay_t<decltype(r)>;
        if constexpr (std::is_same_v<T, rule::Arrow>)
          (rng() % 2 ? r.bulb : r.shaft).clear();
        else if constexpr (std::is_same_v<T, rule::BetweenLine> ||
                           std::is_same_v<T, rule::DoubleArrow>)
          r.cells.resize(std::min<std::size_t>(r.cells.size(), rng() % 3));
        else if constexpr (std::is_same_v<T, rule::ZipperLine>)
          r.cells.resize(rng() % 2);
        else if constexpr (std::is_same_v<T, rule::Clone>)
          r.cells.clear(), r.copies.clear();
        else if constexpr (HasCells<T>::value && !kIsClue<T>)
          r.cells.clear();
      },
      c);
}

const char* const kTitles[] = {"",
                               "Classic",
                               "Quotes \" and \\ backslashes / slashes",
                               "Lines\nand\ttabs",
                               "Ünïcödé — ✓",
                               "Emoji 🧩 (a surrogate pair in UTF-16)",
                               "日本語のタイトル",
                               "   spaces around   "};

// A variant of size n with the given regions, random givens and pencil marks, and 1 to 3
// random instances of every constraint kind (a few of them made into what the reader drops),
// in random order.
Puzzle random_puzzle(int n, const std::vector<int>& regions, std::mt19937& rng) {
  Puzzle p = test::blank_variant(n, regions);
  for (int c = 0; c < n * n; ++c)
    if (rng() % 5 == 0) p.givens.set(c, rand_int(rng, 1, n));
  const std::uint64_t all = (std::uint64_t{1} << (n + 1)) - 2;
  if (rng() % 2) {
    p.variant->allowed.assign(static_cast<std::size_t>(n * n), all);
    for (auto& a : p.variant->allowed)
      if (rng() % 4 == 0)
        while ((a = (std::uint64_t{rng()} << 32 | rng()) & all) == 0) {
        }
  }
  Grid digits(p.givens.shape);  // any digits: the constraints need not fit them
  for (int c = 0; c < n * n; ++c) digits.set(c, rand_int(rng, 1, n));
  for (int kind = 0; kind < test::constraint_kinds(); ++kind)
    for (int k = rand_int(rng, 1, 3); k > 0; --k) {
      Constraint c = test::random_constraint(kind, p, digits, false, rng);
      if (auto* dr = std::get_if<rule::DigitalRoot>(&c); dr && rng() % 10 == 0) dr->root = 0;
      if (rng() % 10 == 0) make_noop(c, rng);
      if (std::holds_alternative<rule::DutchFlatmates>(c) && n % 2 == 0) continue;  // refused: no middle digit
      // refused beside rules of the regions, where cells are in none (their regions to be found)
      if (std::holds_alternative<rule::Chaos>(c) &&
          std::find(p.variant->regions.begin(), p.variant->regions.end(), -1) != p.variant->regions.end())
        continue;
      p.variant->constraints.push_back(c);
    }
  std::vector<std::size_t> order(p.variant->constraints.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::shuffle(order.begin(), order.end(), rng);
  p.variant->constraints = test::reordered(p.variant->constraints, order);
  p.variant->title = kTitles[rng() % std::size(kTitles)];
  p.variant->author = kTitles[rng() % std::size(kTitles)];
  return p;
}

// ---------------------------------------------------------------------------------------------
// Public puzzles

std::string first_line(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  std::getline(in, line);
  return line;
}

std::vector<std::filesystem::path> public_files() {
  std::vector<std::filesystem::path> out;
  const auto dir = std::filesystem::path(SUDOSAT_TEST_DATA) / "fpuzzles" / "public";
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".txt") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// A 9x9 variant with the default boxes and these constraints.
Puzzle variant_with(std::vector<Constraint> constraints, int n = 9) {
  Puzzle p = test::blank_variant(n, default_regions(n));
  p.variant->constraints = std::move(constraints);
  return p;
}

// The written JSON, parsed.
json written(const Puzzle& p) { return json::parse(write_fpuzzles_json(p)); }

int cell(int r, int c, int n = 9) { return (r - 1) * n + c - 1; }  // 1-based, as R<r>C<c>

// what() of the std::invalid_argument the writer throws, or "no error".
std::string refusal(const Puzzle& p) {
  try {
    write_fpuzzles_json(p);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// f-puzzles' shapes

TEST_CASE("the JSON is one line: size, title, author, grid, then the keys in the reader's order") {
  Puzzle p = variant_with({rule::Killer{{0, 1}, 3}, rule::Diagonal{false}, rule::AntiKing{}});
  p.variant->title = "T";
  p.variant->author = "A";
  p.givens.set(cell(1, 1), 5);
  const std::string text = write_fpuzzles_json(p);
  CHECK(text.find('\n') == std::string::npos);
  CHECK(text.rfind(R"({"size":9,"title":"T","author":"A","grid":[[{"value":5,"given":true},{},)",
                   0) == 0);
  CHECK(
      text.find(
          R"(]],"diagonal-":true,"antiking":true,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]})") !=
      std::string::npos);
  // No title or author: no key.
  const json j = written(variant_with({}));
  CHECK_FALSE(j.contains("title"));
  CHECK_FALSE(j.contains("author"));
  CHECK(j["grid"].size() == 9);
  CHECK(j["grid"][8].size() == 9);
  CHECK(j.size() == 2);
}

TEST_CASE(
    "grid cells: region where it differs from the default (null for none), given values, pencil "
    "marks") {
  // The 6x6 with rows as regions, as the public skyscraper puzzle has it.
  std::vector<int> rows(36);
  for (int c = 0; c < 36; ++c) rows[c] = c / 6;
  rows[35] = rows[34] = rows[33] = rows[32] = rows[31] = rows[30] = -1;
  Puzzle p = test::blank_variant(6, rows);
  p.givens.set(7, 4);
  p.variant->allowed.assign(36, 0b1111110);
  p.variant->allowed[7] = 0b10010;
  p.variant->allowed[8] = 0b1000010;
  const json j = written(p);
  CHECK(j["grid"][0].dump() == R"([{},{},{},{"region":0},{"region":0},{"region":0}])");
  CHECK(j["grid"][1][0].dump() == R"({"region":1})");
  CHECK(j["grid"][1][1].dump() ==
        R"({"region":1,"value":4,"given":true,"givenPencilMarks":[1,4]})");
  CHECK(j["grid"][1][2].dump() == R"({"region":1,"givenPencilMarks":[1,6]})");
  CHECK(j["grid"][5][5].dump() == R"({"region":null})");
  check_same(parse(write_fpuzzles_json(p)), canonical(p));
  // Default regions and no restriction: empty cells.
  const json plain = written(variant_with({}));
  for (const auto& row : plain["grid"])
    for (const auto& c : row) CHECK(c == json::object());
}

TEST_CASE("a classic puzzle: its boxes as regions where they differ from the defaults") {
  Puzzle classic{Grid(Shape{3, 2}), std::nullopt};  // 6x6 with boxes 3 tall, 2 wide
  classic.givens.set(0, 1);
  classic.givens.set(35, 6);
  const json j = written(classic);
  CHECK(j["grid"][0].dump() ==
        R"([{"value":1,"given":true},{},{"region":1},{},{"region":2},{"region":2}])");
  CHECK(j["grid"][2][0].dump() == R"({"region":0})");
  const Puzzle back = parse(write_fpuzzles_json(classic));
  check_same(back, canonical(classic));
  for (int c = 0; c < 36; ++c) CHECK(back.variant->regions[c] == Shape{3, 2}.box(c));
  CHECK(back.givens.shape == (Shape{2, 3}));
  // The usual 9x9: no region keys at all.
  Puzzle nine{Grid(Shape{3, 3}), std::nullopt};
  nine.givens.set(40, 9);
  CHECK(write_fpuzzles_json(nine).find("region") == std::string::npos);
  check_same(parse(write_fpuzzles_json(nine)), canonical(nine));
}

TEST_CASE("every key in f-puzzles' shape") {
  using namespace rule;
  const Puzzle p = variant_with({
      Diagonal{true},
      Diagonal{false},
      AntiKing{},
      AntiKnight{},
      DisjointGroups{},
      NonConsecutive{},
      NegativeXV{},
      NegativeRatio{},
      NegativeSum{10},
      NegativeSum{7},
      NegativeDifference{4},
      Odd{cell(3, 4)},
      Even{cell(1, 1)},
      Minimum{cell(9, 9)},
      Maximum{cell(2, 3)},
      Difference{cell(1, 1), cell(1, 2), 1},
      Difference{cell(1, 2), cell(1, 3), 3},
      Ratio{cell(2, 1), cell(3, 1), 2},
      Ratio{cell(2, 2), cell(3, 2), 3},
      XV{cell(1, 2), cell(1, 1), 5},
      XV{cell(5, 5), cell(5, 6), 10},
      XV{cell(8, 5), cell(8, 6), 7},
      XVXV{cell(7, 7), cell(7, 8), 10},
      XVXV{cell(8, 7), cell(8, 8), 5},
      GreaterThan{cell(2, 2), cell(2, 3)},
      Killer{{cell(1, 1), cell(1, 2)}, 10},
      Killer{{cell(2, 2)}, std::nullopt},
      KillerBound{{cell(3, 1), cell(3, 2)}, 8, false},
      KillerBound{{cell(3, 5), cell(3, 6)}, 14, true},
      KillerBound{{cell(3, 7)}, 0, true},
      KillerBound{{cell(3, 8)}, 46, false},
      ProductCage{{cell(5, 8), cell(5, 9)}, 24},
      DigitalRoot{{cell(4, 4), cell(4, 5)}, 7},
      RellikCage{{cell(7, 4), cell(7, 5)}, 9},
      ExtraRegion{{cell(1, 1), cell(5, 5)}},
      Clone{{cell(1, 1), cell(1, 2)}, {cell(9, 9), cell(9, 8)}},
      Quadruple{{cell(3, 3), cell(3, 4), cell(4, 3), cell(4, 4)}, {1, 1, 2}},
      SumCage{{cell(6, 1), cell(7, 2)}, 4},
      CountingCircles{{cell(1, 9), cell(2, 8)}},
      LookAndSay{{cell(2, 5), cell(2, 6), cell(3, 5)}, {{5, 1}, {2, 2}, {7, 0}}},
      NumberSum{{cell(9, 1), cell(9, 2)}, {cell(9, 3), cell(9, 4)}, 100},
      MagicSquare{{cell(4, 4), cell(4, 5), cell(4, 6), cell(5, 4), cell(5, 5), cell(5, 6), cell(6, 4), cell(6, 5), cell(6, 6)}},
      LittleKiller{Outside{-1, 4}, {cell(1, 4), cell(2, 3), cell(3, 2), cell(4, 1)}, 14},
      LittleKiller{Outside{-1, -1}, test::diagonal_from(9, Outside{-1, -1}, 1, 1), 45},
      LittleKiller{Outside{9, 6}, {cell(9, 8), cell(8, 9)}, 8},
      Sandwich{Outside{-1, 7}, test::line_from(9, Outside{-1, 7}), 18},
      XSum{Outside{2, 9}, test::line_from(9, Outside{2, 9}), 16},
      Skyscraper{Outside{9, 0}, test::line_from(9, Outside{9, 0}), 3},
      NumberedRoom{Outside{2, 9}, test::line_from(9, Outside{2, 9}), 7},
      Battlefield{Outside{-1, 3}, test::line_from(9, Outside{-1, 3}), 0},
      Thermometer{{cell(1, 1), cell(1, 2), cell(1, 3)}},
      SlowThermometer{{cell(2, 1), cell(2, 2)}},
      Arrow{{cell(4, 2), cell(4, 3)}, {cell(5, 4), cell(6, 5)}},
      Arrow{{cell(4, 2), cell(4, 3)}, {cell(3, 1)}},
      Arrow{{cell(7, 7)}, {cell(6, 6)}},
      Palindrome{{cell(1, 1), cell(2, 2)}},
      Renban{{cell(2, 1), cell(3, 1), cell(4, 1)}},
      Whispers{{cell(3, 6), cell(2, 7)}, 5},
      Whispers{{cell(5, 1), cell(6, 1)}, 4},
      RegionSumLine{{cell(3, 3), cell(3, 4)}},
      BetweenLine{{cell(1, 1), cell(1, 2), cell(1, 3)}},
      EntropicLine{{cell(7, 3), cell(6, 2)}},
      ModularLine{{cell(9, 9), cell(9, 8)}},
      Nabner{{cell(4, 5), cell(4, 6)}},
      DoubleArrow{{cell(3, 2), cell(4, 3), cell(5, 3)}},
      ZipperLine{{cell(7, 1), cell(6, 1)}},
      ParityLine{{cell(8, 1), cell(8, 2), cell(7, 2)}},
      LockoutLine{{cell(6, 6), cell(6, 7), cell(6, 8)}, 4},
      LockoutLine{{cell(8, 8), cell(9, 8)}, 6},
      SequenceLine{{cell(4, 7), cell(4, 8), cell(4, 9)}},
      SegmentSumLine{{cell(7, 7), cell(7, 8), cell(7, 9)}, 10},
      SegmentSumLine{{cell(9, 9)}, 7},
      ProductLine{{cell(8, 3), cell(9, 4), cell(8, 5)}, 400},
      SameParityLine{{cell(6, 2), cell(6, 3), cell(5, 4)}},
      RowIndexer{cell(1, 1)},
      ColumnIndexer{cell(2, 5)},
      BoxIndexer{cell(9, 9)},
      EqualCageSums{},
      GlobalEntropy{},
      GlobalModular{},
      DutchFlatmates{},
      Chaos{},
  });
  const json j = written(p);
  auto is = [&](const char* key, const char* text) {
    INFO(key);
    CHECK(j[key] == json::parse(text));
  };
  is("diagonal+", "true");
  is("diagonal-", "true");
  is("antiking", "true");
  is("antiknight", "true");
  is("disjointgroups", "true");
  is("nonconsecutive", "true");
  is("negative", R"(["ratio","xv"])");
  is("odd", R"([{"cell":"R3C4"}])");
  is("even", R"([{"cell":"R1C1"}])");
  is("minimum", R"([{"cell":"R9C9"}])");
  is("maximum", R"([{"cell":"R2C3"}])");
  is("difference", R"([{"cells":["R1C1","R1C2"]},{"cells":["R1C2","R1C3"],"value":"3"}])");
  is("ratio", R"([{"cells":["R2C1","R3C1"]},{"cells":["R2C2","R3C2"],"value":"3"}])");
  is("xv", R"([{"cells":["R1C2","R1C1"],"value":"V"},{"cells":["R5C5","R5C6"],"value":"X"},)"
           R"({"cells":["R8C5","R8C6"],"value":"7"}])");
  is("killercage", R"([{"cells":["R1C1","R1C2"],"value":"10"},{"cells":["R2C2"]},)"
                   R"({"cells":["R3C1","R3C2"],"value":"<8"},{"cells":["R3C5","R3C6"],"value":">14"},)"
                   R"({"cells":["R3C7"],"value":"\u22651"},{"cells":["R3C8"],"value":"\u226445"}])");
  is("productcage", R"([{"cells":["R5C8","R5C9"],"value":"24"}])");
  is("cage", R"([{"cells":["R4C4","R4C5"],"value":"DR7"}])");
  is("rellikcage", R"([{"cells":["R7C4","R7C5"],"value":"9"}])");
  is("extraregion", R"([{"cells":["R1C1","R5C5"]}])");
  is("clone", R"([{"cells":["R1C1","R1C2"],"cloneCells":["R9C9","R9C8"]}])");
  is("quadruple", R"([{"cells":["R3C3","R3C4","R4C3","R4C4"],"values":[1,1,2]}])");
  is("sumcage", R"([{"cells":["R6C1","R7C2"],"value":"4"}])");
  is("countingcircles", R"([{"cells":["R1C9","R2C8"]}])");
  is("numbersum", R"([{"first":["R9C1","R9C2"],"second":["R9C3","R9C4"],"value":"100"}])");
  is("magicsquare", R"([{"cells":["R4C4","R4C5","R4C6","R5C4","R5C5","R5C6","R6C4","R6C5","R6C6"]}])");
  is("xvxv", R"([{"cells":["R7C7","R7C8"],"value":"X"},{"cells":["R8C7","R8C8"],"value":"V"}])");
  is("greaterthan", R"([{"cells":["R2C2","R2C3"]}])");
  is("littlekillersum",
     R"([{"cell":"R0C5","cells":["R1C4","R2C3","R3C2","R4C1"],"direction":"DL","value":"14"},
         {"cell":"R0C0","cells":["R1C1","R2C2","R3C3","R4C4","R5C5","R6C6","R7C7","R8C8","R9C9"],
          "direction":"DR","value":"45"},
         {"cell":"R10C7","cells":["R9C8","R8C9"],"direction":"UR","value":"8"}])");
  is("sandwichsum", R"([{"cell":"R0C8","value":"18"}])");
  is("xsum", R"([{"cell":"R3C10","value":"16"}])");
  is("skyscraper", R"([{"cell":"R10C1","value":"3"}])");
  is("numberedroom", R"([{"cell":"R3C10","value":"7"}])");
  is("battlefield", R"([{"cell":"R0C4","value":"0"}])");
  is("thermometer", R"([{"lines":[["R1C1","R1C2","R1C3"]]}])");
  is("slowthermometer", R"([{"lines":[["R2C1","R2C2"]]}])");
  // Two arrows on one pill: one entry; each line starts on the bulb cell nearest its shaft.
  is("arrow", R"([{"lines":[["R4C3","R5C4","R6C5"],["R4C2","R3C1"]],"cells":["R4C2","R4C3"]},
                  {"lines":[["R7C7","R6C6"]],"cells":["R7C7"]}])");
  is("palindrome", R"([{"lines":[["R1C1","R2C2"]]}])");
  is("renban", R"([{"lines":[["R2C1","R3C1","R4C1"]]}])");
  is("whispers", R"([{"lines":[["R3C6","R2C7"]]},{"lines":[["R5C1","R6C1"]],"value":"4"}])");
  is("regionsumline", R"([{"lines":[["R3C3","R3C4"]]}])");
  is("betweenline", R"([{"lines":[["R1C1","R1C2","R1C3"]]}])");
  is("entropicline", R"([{"lines":[["R7C3","R6C2"]]}])");
  is("modularline", R"([{"lines":[["R9C9","R9C8"]]}])");
  is("nabner", R"([{"lines":[["R4C5","R4C6"]]}])");
  is("doublearrow", R"([{"lines":[["R3C2","R4C3","R5C3"]]}])");
  is("zipperline", R"([{"lines":[["R7C1","R6C1"]]}])");
  is("parityline", R"([{"lines":[["R8C1","R8C2","R7C2"]]}])");
  is("lockoutline", R"([{"lines":[["R6C6","R6C7","R6C8"]]},{"lines":[["R8C8","R9C8"]],"value":"6"}])");
  is("sequenceline", R"([{"lines":[["R4C7","R4C8","R4C9"]]}])");
  is("segmentsumline", R"([{"lines":[["R7C7","R7C8","R7C9"]]},{"lines":[["R9C9"]],"value":"7"}])");
  is("productline", R"([{"lines":[["R8C3","R9C4","R8C5"]],"value":"400"}])");
  is("sameparityline", R"([{"lines":[["R6C2","R6C3","R5C4"]]}])");
  is("rowindexer", R"([{"cells":["R1C1"]}])");
  is("columnindexer", R"([{"cells":["R2C5"]}])");
  is("boxindexer", R"([{"cells":["R9C9"]}])");
  is("negativesum", "[10,7]");
  is("negativedifference", "[4]");
  is("equalcagesums", "true");
  is("globalentropy", "true");
  is("globalmodular", "true");
  is("dutchflatmates", "true");
  is("chaosconstruction", "true");
  // The keys in the reader's order, after size and grid.
  std::vector<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"size",
                                         "grid",
                                         "diagonal+",
                                         "diagonal-",
                                         "antiking",
                                         "antiknight",
                                         "disjointgroups",
                                         "nonconsecutive",
                                         "negative",
                                         "negativesum",
                                         "negativedifference",
                                         "odd",
                                         "even",
                                         "minimum",
                                         "maximum",
                                         "difference",
                                         "ratio",
                                         "xv",
                                         "xvxv",
                                         "greaterthan",
                                         "killercage",
                                         "productcage",
                                         "cage",
                                         "sumcage",
                                         "rellikcage",
                                         "extraregion",
                                         "clone",
                                         "quadruple",
                                         "countingcircles",
                                         "lookandsaycage",
                                         "numbersum",
                                         "magicsquare",
                                         "littlekillersum",
                                         "sandwichsum",
                                         "xsum",
                                         "skyscraper",
                                         "numberedroom",
                                         "battlefield",
                                         "thermometer",
                                         "slowthermometer",
                                         "palindrome",
                                         "renban",
                                         "whispers",
                                         "regionsumline",
                                         "betweenline",
                                         "entropicline",
                                         "modularline",
                                         "nabner",
                                         "doublearrow",
                                         "zipperline", "parityline", "lockoutline", "sequenceline", "segmentsumline",
                                         "productline", "sameparityline",
                                         "arrow",
                                         "rowindexer",
                                         "columnindexer",
                                         "boxindexer",
                                         "equalcagesums",
                                         "globalentropy",
                                         "globalmodular",
                                         "dutchflatmates",
                                         "chaosconstruction"});
  // Every kind is here, and reads back as written.
  std::vector<bool> kinds(static_cast<std::size_t>(test::constraint_kinds()));
  for (const Constraint& c : p.variant->constraints) kinds[c.index()] = true;
  CHECK(std::count(kinds.begin(), kinds.end(), false) == 0);
  check_same(parse(write_fpuzzles_json(p)), canonical(p));
}

TEST_CASE("whispers: the value only where it is not the default ceil(n/2)") {
  for (int n : {4, 6, 7, 9, 16}) {
    INFO(n);
    const json j =
        written(variant_with({rule::Whispers{{0, 1}, (n + 1) / 2}, rule::Whispers{{0, 1}, 1}}, n));
    CHECK_FALSE(j["whispers"][0].contains("value"));
    CHECK(j["whispers"][1]["value"] == "1");
  }
}

TEST_CASE(
    "little killers: the direction follows from the clue and the first cell, corners included") {
  const int n = 6;
  for (Outside clue : {Outside{-1, -1}, Outside{-1, 6}, Outside{6, -1}, Outside{6, 6},
                       Outside{-1, 2}, Outside{6, 3}, Outside{2, -1}, Outside{4, 6}})
    for (int dr : {-1, 1})
      for (int dc : {-1, 1}) {
        const std::vector<int> cells = test::diagonal_from(n, clue, dr, dc);
        if (cells.empty()) continue;
        INFO(clue.row << "," << clue.col << " " << dr << "," << dc);
        const Puzzle p = variant_with({rule::LittleKiller{clue, cells, 7}}, n);
        const json j = written(p);
        CHECK(j["littlekillersum"][0]["direction"] ==
              std::string(dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R"));
        check_same(parse(write_fpuzzles_json(p)), canonical(p));
      }
}

TEST_CASE("flags are written once; the reader gives each back once") {
  const Puzzle p = variant_with({rule::AntiKing{}, rule::NegativeXV{}, rule::AntiKing{},
                                 rule::Diagonal{true}, rule::NegativeXV{}, rule::Diagonal{true}});
  CHECK(write_fpuzzles_json(p).find(R"("diagonal+":true,"antiking":true,"negative":["xv"])") !=
        std::string::npos);
  const Puzzle back = parse(write_fpuzzles_json(p));
  CHECK(describe(back.variant->constraints) ==
        std::vector<std::string>{"diagonal+ true", "antiking", "negative xv"});
}

// The constraints the reader reads as no rule are written all the same (as f-puzzles would
// draw them) and dropped when read back; a second round writes the same as the first.
TEST_CASE("what the reader drops is written, and dropped on reading") {
  using namespace rule;
  const Puzzle p = variant_with(
      {Killer{{}, 5}, BetweenLine{{0, 1}}, DoubleArrow{{0, 1}}, ZipperLine{{0}}, Arrow{{0}, {}},
       Arrow{{}, {1, 2}}, Thermometer{{}}, Clone{{}, {}}, Quadruple{{}, {1}}, DigitalRoot{{}, 3},
       ExtraRegion{{}}, Whispers{{}, 2}, Renban{{3, 4}}});
  const json j = written(p);
  CHECK(j["killercage"].dump() == R"([{"cells":[],"value":"5"}])");
  CHECK(j["betweenline"].dump() == R"([{"lines":[["R1C1","R1C2"]]}])");
  CHECK(j["arrow"].dump() ==
        R"([{"lines":[["R1C1"]],"cells":["R1C1"]},{"lines":[["R1C2","R1C3"]],"cells":[]}])");
  const Puzzle back = parse(write_fpuzzles_json(p));
  CHECK(describe(back.variant->constraints) == std::vector<std::string>{"renban [3,4]"});
  check_same(back, canonical(p));
  CHECK(write_fpuzzles_json(parse(write_fpuzzles_json(back))) == write_fpuzzles_json(back));
}

// ---------------------------------------------------------------------------------------------
// Round trips

TEST_CASE("public puzzles: parse, write, parse gives the first parse; writing is idempotent") {
  const auto files = public_files();
  REQUIRE(files.size() >= 20);
  for (const auto& path : files) {
    INFO(path.filename().string());
    const std::string payload = first_line(path);
    const Puzzle p = parse(payload);
    const std::string text = write_fpuzzles_json(p);
    const Puzzle back = parse(text);
    check_same(back, canonical(p));
    // Only the legacy per-cell parity (Orbit) comes first in the reader's order; elsewhere the
    // first parse is canonical already.
    const json original = json::parse(*lz_decompress_base64(payload));
    if (original.dump().find("\"parity\"") == std::string::npos) check_same(back, p);
    CHECK(write_fpuzzles_json(back) == text);
    CHECK(parse(write_fpuzzles(p)).variant->constraints.size() == back.variant->constraints.size());
  }
}

// The written keys against f-puzzles' own export of the same puzzle: the same entries, except
// what sudosat does not keep (colours, entered digits, cosmetic cages and drawings, the legacy
// parity keys, which come back as `odd` and `even`); the setter's solution comes back as numbers.
TEST_CASE("public puzzles: the written rule keys are f-puzzles' own") {
  for (const auto& path : public_files()) {
    INFO(path.filename().string());
    const std::string payload = first_line(path);
    const json original = json::parse(*lz_decompress_base64(payload));
    const json j = written(parse(payload));
    CHECK(j["size"] == original["size"]);
    CHECK(j["title"] == original["title"]);
    CHECK(j["author"] == original["author"]);
    for (const auto& [key, value] : j.items()) {
      if (key == "size" || key == "title" || key == "author" || key == "grid") continue;
      INFO(key);
      if ((key == "odd" || key == "even") && !original.contains(key)) continue;  // legacy parity
      if (key == "cage") continue;  // the original also holds cosmetic cages
      if (key == "solution") {  // written as numbers; some exports hold numeric strings
        std::vector<int> want;
        for (const json& v : original[key]) want.push_back(v.is_string() ? std::stoi(v.get<std::string>()) : v.get<int>());
        CHECK(value.get<std::vector<int>>() == want);
        continue;
      }
      CHECK(value == original[key]);
    }
    // Cells: region, given value and pencil marks as f-puzzles wrote them.
    for (std::size_t r = 0; r < j["grid"].size(); ++r)
      for (std::size_t c = 0; c < j["grid"][r].size(); ++c) {
        json kept = json::object();
        const json& cell = original["grid"][r][c];
        for (const char* key : {"region", "value", "given", "givenPencilMarks"})
          if (cell.contains(key) && !cell[key].is_null()) kept[key] = cell[key];
        if (!kept.contains("given")) kept.erase("value");
        if (kept.contains("givenPencilMarks") &&
            kept["givenPencilMarks"].size() == std::size_t(original["size"]))
          kept.erase("givenPencilMarks");
        INFO("R" << r + 1 << "C" << c + 1);
        CHECK(j["grid"][r][c] == kept);
      }
  }
}

TEST_CASE("random puzzles of every constraint kind: parse(write(p)) is p in canonical form") {
  std::mt19937 rng(20240613);
  struct Config {
    int n;
    Layout layout;
  };
  const Config configs[] = {{4, Layout::Default},   {6, Layout::Default},   {6, Layout::Irregular},
                            {7, Layout::Default},   {9, Layout::Default},   {9, Layout::Scattered},
                            {6, Layout::Scattered}, {4, Layout::Scattered}, {7, Layout::Scattered}};
  int puzzles = 0, written_constraints = 0, dropped = 0;
  std::vector<int> kinds(static_cast<std::size_t>(test::constraint_kinds()));
  for (int round = 0; round < 360; ++round) {
    Config config = configs[round % std::size(configs)];
    if (round % 60 == 59) config = {16, Layout::Default};
    if (round % 60 == 29) config = {3, Layout::Default};
    if (round % 60 == 14) config = {12, Layout::Scattered};
    if (round % 60 == 44) config = {36, Layout::Default};
    const Puzzle p = random_puzzle(config.n, random_regions(config.n, config.layout, rng), rng);
    INFO("round " << round << ", size " << config.n);
    const std::string text = write_fpuzzles_json(p);
    INFO(text);
    const Puzzle back = parse(text);
    const Puzzle want = canonical(p);
    check_same(back, want);
    CHECK(text.find('\n') == std::string::npos);
    // Once read, a puzzle writes the same JSON every round.
    const std::string again = write_fpuzzles_json(back);
    CHECK(write_fpuzzles_json(parse(again)) == again);
    CHECK(again == write_fpuzzles_json(want));
    // The compressed string decodes to the JSON; it, and a link holding it, read the same.
    const std::string packed = write_fpuzzles(p);
    CHECK(packed.rfind("N4Ig", 0) == 0);
    CHECK(lz_decompress_base64(packed) == text);
    if (round % 4 == 0) {
      check_same(parse(packed), want);
      check_same(parse("https://www.f-puzzles.com/?load=" + packed), want);
    }
    ++puzzles;
    written_constraints += static_cast<int>(back.variant->constraints.size());
    dropped += static_cast<int>(p.variant->constraints.size() - want.variant->constraints.size());
    for (const Constraint& c : back.variant->constraints) ++kinds[c.index()];
  }
  CHECK(puzzles >= 300);
  CHECK(dropped > 0);
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    INFO("kind " << k);
    CHECK(kinds[k] > 0);  // every kind came back
  }
  INFO(written_constraints);
  CHECK(written_constraints > 300 * test::constraint_kinds());
}

// One field of c changed, drawn at random from this file's list of its fields (false: a rule
// without fields, left as it is).
bool nudge(Constraint& c, std::mt19937& rng) {
  return std::visit(
      [&](auto& rule) {
        auto list = fields(rule);  // const references into `rule`
        constexpr std::size_t k = std::tuple_size_v<decltype(list)>;
        if constexpr (k == 0) {
          return false;
        } else {
          const std::size_t pick = rng() % k;
          std::size_t i = 0;
          std::apply(
              [&](const auto&... f) {
                auto one = [&](const auto& field) {
                  using F = std::decay_t<decltype(field)>;
                  if (i++ != pick) return;
                  F& x = const_cast<F&>(field);
                  if constexpr (std::is_same_v<F, bool>) x = !x;
                  else if constexpr (std::is_same_v<F, int>) x += 1;
                  else if constexpr (std::is_same_v<F, std::optional<int>>) x = x ? std::nullopt : std::optional<int>(7);
                  else if constexpr (std::is_same_v<F, std::vector<std::pair<int, int>>>) {
                    if (x.empty()) x.emplace_back(1, 1);
                    else x[rng() % x.size()].second += 1;
                  }
                  else if (x.empty() || rng() % 2) x.push_back(0);
                  else x[rng() % x.size()] += 1;
                };
                (one(f), ...);
              },
              list);
          return true;
        }
      },
      c);
}

TEST_CASE("same_rules: one field of one rule, the order, regions or allowed digits tell rules apart") {
  std::mt19937 rng(20261128);
  int nudged = 0;
  for (int round = 0; round < 60; ++round) {
    const int n = round % 2 ? 6 : 9;
    const Puzzle p = random_puzzle(n, random_regions(n, round % 3 ? Layout::Default : Layout::Scattered, rng), rng);
    const Variant& a = *p.variant;
    Variant b = a;
    b.title += " (copy)";
    b.rules = "any text";
    b.setter_solution.assign(static_cast<std::size_t>(n * n), 1);
    CHECK(same_rules(a, b));  // what is not a rule aside
    for (std::size_t i = 0; i < a.constraints.size(); ++i) {
      Variant c = a;
      if (!nudge(c.constraints[i], rng)) continue;
      INFO(describe(a.constraints[i]) << " -> " << describe(c.constraints[i]));
      REQUIRE_FALSE(same(a.constraints[i], c.constraints[i]));
      CHECK_FALSE(same_rules(a, c));
      ++nudged;
    }
    Variant swapped = a;
    std::vector<std::size_t> order(a.constraints.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::swap(order.front(), order.back());
    swapped.constraints = test::reordered(a.constraints, order);
    CHECK(same_rules(a, swapped) == same(a.constraints.front(), a.constraints.back()));
    Variant regions = a;
    std::swap(regions.regions.front(), regions.regions.back());
    CHECK(same_rules(a, regions) == (a.regions.front() == a.regions.back()));
    Variant allowed = a;
    allowed.allowed.assign(static_cast<std::size_t>(n * n), 2);
    CHECK_FALSE(same_rules(a, allowed));
  }
  CHECK(nudged > 1000);
}

TEST_CASE("the compressed form decodes to the JSON; a link round-trips") {
  Puzzle p = variant_with({rule::Killer{{0, 1, 2}, 6}, rule::Thermometer{{10, 11, 12}}});
  p.variant->title = "Emoji 🧩 and ü";
  const std::string text = write_fpuzzles_json(p), packed = write_fpuzzles(p);
  CHECK(packed == lz_compress_base64(text));
  CHECK(lz_decompress_base64(packed) == text);
  std::string escaped;  // as a form that percent-encodes links writes it
  for (char ch : packed)
    escaped += ch == '+' ? "%2B" : ch == '/' ? "%2F" : ch == '=' ? "%3D" : std::string(1, ch);
  CHECK(escaped != packed);
  for (const std::string& form : {packed, "https://www.f-puzzles.com/?load=" + packed,
                                  "https://www.f-puzzles.com/?load=" + packed + "&other=1",
                                  "https://www.f-puzzles.com/?load=" + escaped}) {
    INFO(form);
    CHECK(looks_like_fpuzzles(form));
    check_same(parse(form), canonical(p));
  }
}

TEST_CASE("title and author: escapes and UTF-8 survive; bytes that are not UTF-8 become U+FFFD") {
  Puzzle p = variant_with({});
  p.variant->title = std::string("a \"b\" \\c\n\t\x01 ") + "ü🧩";
  p.variant->author = "x\xFFy";
  const Puzzle back = parse(write_fpuzzles_json(p));
  CHECK(back.variant->title == p.variant->title);
  CHECK(back.variant->author == "x\xEF\xBF\xBDy");
  CHECK(parse(write_fpuzzles(p)).variant->title == p.variant->title);
}

// ---------------------------------------------------------------------------------------------
// What cannot be written

TEST_CASE("what f-puzzles cannot state, or the reader would reject, is refused") {
  using namespace rule;
  Puzzle domino{Grid(Shape{3, 3}), DominoRules{}};
  CHECK(refusal(domino).find("Sudominoku") != std::string::npos);

  auto refused = [](const Puzzle& p, const std::string& part) {
    const std::string why = refusal(p);
    INFO(why);
    CHECK(why.rfind("cannot write as f-puzzles: ", 0) == 0);
    CHECK(why.find(part) != std::string::npos);
  };
  refused(variant_with({Difference{4, 4, 1}}), "R1C5 twice");
  refused(variant_with({Ratio{0, 81, 2}}), "outside the 9x9 grid");
  refused(variant_with({Killer{{0, 1, 0}, 3}}), "R1C1 is listed twice");
  refused(variant_with({DigitalRoot{{0, 1}, 10}}), "digital root 10");
  refused(variant_with({ExtraRegion{{2, 2}}}), "listed twice");
  refused(variant_with({Quadruple{{0, 1, 9, 9}, {1}}}), "listed twice");
  refused(variant_with({LookAndSay{{0, 1}, {{10, 1}}}}), "1 times the digit 10 is no look-and-say pair");
  refused(variant_with({LookAndSay{{0, 1}, {{2, 1}, {2, 0}}}}), "the digit 2 said twice");
  refused(variant_with({LookAndSay{{0, 1}, {}}}), "a clue that says nothing");
  refused(variant_with({Arrow{{0, 0}, {1}}}), "listed twice");
  refused(variant_with({Clone{{0, 1}, {2}}}), "pair up");
  refused(variant_with({Killer{{0}, 2000000000}}), "out of range");
  refused(variant_with({Quadruple{{0}, {-2000000000}}}), "out of range");
  refused(variant_with({Whispers{{0, 1}, 9}}), "outside 1..8");
  refused(variant_with({LockoutLine{{0, 1}, 9}}), "lockoutline: difference 9 is outside 1..8");
  refused(variant_with({NumberSum{{0, 1, 2, 3, 4}, {9}, 100}}), "numbersum: a number of 5 cells (1 to 4 are written)");
  refused(variant_with({NumberSum{{0}, {}, 100}}), "numbersum: a number of 0 cells (1 to 4 are written)");
  refused(variant_with({NumberSum{{0, 1}, {1, 2}, 100}}), "numbersum: R1C2 is in both numbers");
  refused(variant_with({NumberSum{{0}, {1}, 1}}), "numbersum: a total of 1 (2 or more are written)");
  refused(variant_with({RellikCage{{0, 1}, 0}}), "rellikcage: a sum of 0 (1 or more are written)");
  refused(variant_with({MagicSquare{{0, 1, 2, 9, 10, 11, 18, 19}}}), "magicsquare: its cells are not a square of 3x3 or more");
  refused(variant_with({MagicSquare{{0, 1, 2, 9, 10, 11, 18, 19, 21}}}), "magicsquare: its cells are not a square of 3x3 or more");
  refused(variant_with({NumberSum{{0, 0}, {1}, 20}}), "numbersum: R1C1 is listed twice");
  refused(variant_with({SegmentSumLine{{0, 1}, 0}}), "segmentsumline: sum 0 is below 1");
  refused(variant_with({ProductLine{{0, 1}, 0}}), "productline: a product of 0");
  refused(variant_with({Whispers{{0, 1}, 0}}), "outside 1..8");
  refused(variant_with({Odd{-1}}), "outside");
  refused(variant_with({Thermometer{{0, 100}}}), "outside");
  // Outside clues: on the ring, beside a row or column (corners for little killers only), and
  // their cells what the reader computes.
  refused(variant_with({Sandwich{Outside{-1, -1}, test::line_from(9, Outside{-1, 0}), 0}}), "ring");
  refused(variant_with({XSum{Outside{3, 3}, test::line_from(9, Outside{3, -1}), 0}}), "ring");
  refused(variant_with({Skyscraper{Outside{-2, 3}, test::line_from(9, Outside{-1, 3}), 1}}),
          "ring");
  refused(variant_with({Skyscraper{Outside{-1, 3}, test::line_from(9, Outside{9, 3}), 1}}),
          "row or column");
  refused(variant_with({Sandwich{Outside{-1, 3}, {3, 12}, 0}}), "row or column");
  refused(variant_with({LittleKiller{Outside{-1, 4}, {}, 5}}), "no cells");
  refused(variant_with({LittleKiller{Outside{-1, 4}, {cell(1, 5)}, 5}}), "not diagonally next");
  refused(variant_with({LittleKiller{Outside{-1, 4}, {cell(1, 4), cell(2, 3)}, 5}}),
          "whole diagonal going DL");
  refused(variant_with({LittleKiller{Outside{4, 4}, {cell(6, 6)}, 5}}), "ring");
  // The grid: givens, allowed digits, regions.
  Puzzle p = variant_with({});
  p.givens.set(0, 10);
  refused(p, "R1C1 holds 10");
  p = variant_with({});
  p.variant->allowed.assign(81, 0b1111111110);
  p.variant->allowed[80] = 1;  // only "digit 0"
  refused(p, "R9C9 allows no digit");
  p.variant->allowed.assign(80, 0b10);
  refused(p, "allowed digits have 80 cells");
  p = variant_with({});
  p.variant->regions[0] = 1;
  refused(p, "region 0 has 8 cells");
  p.variant->regions[0] = -2;
  refused(p, "below -1");
  p.variant->regions.pop_back();
  refused(p, "regions have 80 cells");
}
