#include "dimacs.hpp"

#include <charconv>

#include <map>

#include "domino.hpp"
#include "variant.hpp"

namespace sudosat {

namespace {

std::string cell_label(const Shape& s, int cell) {
  return "r" + std::to_string(s.row(cell) + 1) + "c" + std::to_string(s.col(cell) + 1);
}

std::string digit_set(std::uint64_t digits) {
  std::string s = "{";
  for (int d = 1; d < 64; ++d)
    if (digits >> d & 1) s += (s.size() > 1 ? "," : "") + std::to_string(d);
  return s + "}";
}

// An automaton state of a constraint of kind `kind` (rules_*.cpp packs some as 12-bit fields).
std::string state_text(std::optional<Kind> kind, const Meaning& m) {
  const auto field = [&](int k) { return (m.value >> (12 * (2 - k))) & 0xfff; };
  switch (kind.value_or(Kind::Killer)) {
    case Kind::DigitalRoot:
      return "sum mod 9 = " + std::to_string(m.value);
    case Kind::KillerBound:  // above a bound B, partial sums saturate at B + 1
      return "sum = " + std::to_string(m.value) + " (or more, past the bound)";
    case Kind::ProductCage:
    case Kind::ProductLine:
      return "product = " + std::to_string(m.value);
    case Kind::Sandwich: {
      const auto phase = field(0);
      if (phase == 0) return "no crust yet";
      if (phase == 2) return "both crusts";
      return "one crust, sum since " + std::to_string(field(2));
    }
    case Kind::XSum:
      if (field(0) == 0xfff) return "the sum is complete";
      return "X = " + std::to_string(field(0)) + ", sum " + std::to_string(field(2));
    case Kind::Skyscraper:
      return "tallest " + std::to_string(field(0)) + ", " + std::to_string(field(1)) + " seen";
    case Kind::Arrow:
      return "bulb number or shaft sum " + std::to_string(m.value);
    case Kind::NumberSum:
      return "the carry or a place's partial sum (past 9x9: the number read so far) " + std::to_string(m.value);
    case Kind::CountingCircles:  // the counter s(index, value) of digit `cell`
      return "at least " + std::to_string(m.value) + " of them hold " + std::to_string(m.cell);
    case Kind::SegmentSumLine:
      return "the current run sums to " + std::to_string(m.value);
    default:
      return "sum = " + std::to_string(m.value);
  }
}

// One named auxiliary variable in words.
std::string describe(const Meaning& m, const Formula& f, const Shape& shape) {
  const std::string who =
      m.constraint >= 0 && m.constraint < static_cast<int>(f.constraint_names.size())
          ? f.constraint_names[static_cast<std::size_t>(m.constraint)]
      : m.constraint == kImpliedSums ? "implied house sum 0"
                                     : "constraint " + std::to_string(m.constraint + 1);
  const std::optional<Kind> kind = kind_named(who.substr(0, who.rfind(' ')));  // "killercage 3"
  switch (m.kind) {
    case Meaning::Order:
      return "[" + cell_label(shape, m.cell) + " >= " + std::to_string(m.index) + "]";
    case Meaning::InSet:
      return "[" + cell_label(shape, m.cell) + " in " + digit_set(m.digits) + "]";
    case Meaning::Used:
      return who + ": digit " + std::to_string(m.index) + " is in it";
    case Meaning::Edge:
      return who + ": " + cell_label(shape, m.cell) + " holds " + std::to_string(m.index) +
             " after state " + state_text(kind, m) + (m.digits ? ", run " + digit_set(m.digits) : "");
    case Meaning::Counter:
      return (m.constraint < 0 ? std::string("the rules") : who) + ": at-most-one counter";
    case Meaning::Choice:
      if (kind == Kind::BetweenLine || kind == Kind::LockoutLine) return who + ": its first end holds the smaller digit";
      if (kind == Kind::SequenceLine) return who + ": it steps by " + std::to_string(m.index);
      return who + ": its digits are " + digit_set(m.digits);
    case Meaning::Bound:
      return who + ": its first " + std::to_string(m.index) + " cells sum to " +
             (m.cell ? "at most " : "at least ") + std::to_string(m.value);
    case Meaning::Region: {
      const std::string cell = cell_label(shape, m.cell), other = cell_label(shape, m.index);
      const std::string region = "hidden region " + std::to_string(m.index + 1);
      switch (m.value) {
        case 0: return who + ": [" + cell + " in " + region + "]";
        case 1: return who + ": [" + cell + " the root of " + region + "]";
        case 2: return who + ": [" + cell + " " + std::to_string(m.index) + " steps from its region's root]";
        case 3: return who + ": [" + cell + " and " + other + " in one region]";
        case 4: return who + ": [" + cell + " and " + other + " in one region, " + other + " " +
                       std::to_string(m.digits) + " steps from the root]";
        default: return who + ": [" + cell + " in " + region + ", holding " + std::to_string(m.digits) + "]";
      }
    }
    case Meaning::State:
      return who + ": after " + std::to_string(m.index) + " of its cells, " + state_text(kind, m) +
             (m.digits ? ", run " + digit_set(m.digits) : "");
  }
  return who;
}

void append_int(std::string& out, int v) {
  char buf[16];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

}  // namespace

Formula puzzle_formula(const Puzzle& puzzle, bool simplify) {
  const Grid& givens = puzzle.givens;
  const int n = givens.shape.n();
  Formula f;
  f.amo = default_amo(n);
  Vars vars(n);
  for (int cell = 0; cell < givens.shape.cells(); ++cell) f.givens += givens.at(cell) != 0;
  if (puzzle.is_variant()) {
    f.cnf = encode_variant(puzzle, simplify ? givens : Grid(givens.shape), vars, f.amo);
    for (int cell = 0; cell < givens.shape.cells(); ++cell)
      if (givens.at(cell) != 0) f.cnf.add({vars.cell(cell, givens.at(cell))});
    f.simplified = simplify;
    f.named = vars.named();
    std::map<std::string, int> seen;
    for (const Constraint& c : puzzle.variant->constraints)
      f.constraint_names.push_back(std::string(kind_name(c)) + " " + std::to_string(++seen[kind_name(c)]));
  } else if (puzzle.is_domino()) {
    DominoEncoding enc = encode_domino(puzzle, vars, f.amo);
    f.cnf = std::move(enc.cnf);
    f.placement_vars = std::move(enc.placement_vars);
    f.placements = std::move(enc.placements);
    f.simplified = true;
  } else if (simplify) {
    f.cnf = encode_puzzle(givens, vars, f.amo);
    f.simplified = true;
  } else {
    f.cnf = encode_rules(givens.shape, vars, f.amo);
    for (int cell = 0; cell < givens.shape.cells(); ++cell)
      if (givens.at(cell) != 0) f.cnf.add({vars.cell(cell, givens.at(cell))});
  }
  f.variables = vars.count();
  return f;
}

std::vector<std::string> describe_variables(const Formula& f, const Shape& shape) {
  const int n = shape.n();
  const int cells = n * n * n;
  std::vector<std::string> out;
  out.push_back("variables 1.." + std::to_string(cells) + ": v = (r-1)*" + std::to_string(n * n) +
                " + (c-1)*" + std::to_string(n) + " + d is true when row r, column c (1.." +
                std::to_string(n) + ") holds digit d (1.." + std::to_string(n) + ")");
  if (f.variables == cells) return out;
  if (!f.named.empty() || !f.constraint_names.empty()) {
    out.push_back("variables " + std::to_string(cells + 1) + ".." + std::to_string(f.variables) +
                  ": auxiliary, each listed here; a state is the automaton's (docs/variants.md):"
                  " a partial sum, or a packed tuple");
    for (const auto& [var, m] : f.named) out.push_back("  " + std::to_string(var) + " = " + describe(m, f, shape));
    return out;
  }
  if (f.placement_vars.empty()) {
    out.push_back("variables " + std::to_string(cells + 1) + ".." + std::to_string(f.variables) +
                  ": auxiliary (sequential at-most-one counters)");
    return out;
  }
  const int first = f.placement_vars.front(), last = f.placement_vars.back();
  if (first > cells + 1)
    out.push_back("variables " + std::to_string(cells + 1) + ".." + std::to_string(first - 1) +
                  ": auxiliary (at-most-one counters)");
  out.push_back("variables " + std::to_string(first) + ".." + std::to_string(last) +
                ": domino placements, true when the domino lies so:");
  for (std::size_t i = 0; i < f.placement_vars.size(); ++i) {
    const Placement& p = f.placements[i];
    out.push_back("  " + std::to_string(f.placement_vars[i]) + " = " +
                  std::to_string(p.digits[0]) + " on " + cell_label(shape, p.cells[0]) + ", " +
                  std::to_string(p.digits[1]) + " on " + cell_label(shape, p.cells[1]));
  }
  if (last < f.variables)
    out.push_back("variables " + std::to_string(last + 1) + ".." + std::to_string(f.variables) +
                  ": auxiliary (at-most-one counters)");
  return out;
}

std::vector<int> blocking_clause(const Grid& givens, const Grid& solution) {
  const Vars vars(givens.shape.n());
  std::vector<int> clause;
  for (int cell = 0; cell < givens.shape.cells(); ++cell)
    if (givens.at(cell) == 0) clause.push_back(-vars.cell(cell, solution.at(cell)));
  return clause;
}

std::string write_dimacs(const Cnf& cnf, int variables, const std::vector<std::string>& comments) {
  std::string out;
  out.reserve(cnf.lits.size() * 6 + 64 * comments.size() + 64);
  for (const std::string& c : comments) {
    out += c.empty() ? "c" : "c ";
    out += c;
    out += '\n';
  }
  out += "p cnf ";
  append_int(out, variables);
  out += ' ';
  out += std::to_string(cnf.clauses);
  out += '\n';
  bool start = true;
  for (int lit : cnf.lits) {
    if (!start) out += ' ';
    append_int(out, lit);
    start = lit == 0;
    if (start) out += '\n';
  }
  return out;
}

}  // namespace sudosat
