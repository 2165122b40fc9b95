// Tests for the prefilter of formats/rules_text.cpp's tables: a clause without what a pattern
// needs (need_of) is never matched against it, so need_of must never ask for a word that some
// match lacks. Sentences are drawn at random from every pattern of both tables; each that the
// pattern's regex matches must have what the pattern needs. The source of the tables is
// included (the prefilter is internal); the formats library gives the rest (rules_detail's
// readers), its rules_text object left out by the linker as this file defines its symbols.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "formats/rules_text.cpp"

namespace {

using namespace sudosat;

// Where the atom starting at p[i] ends (a group, a class, an escape or one character).
std::size_t atom_end(const std::string& p, std::size_t i) {
  if (p[i] == '(') return closings(p)[i] + 1;
  if (p[i] == '[') {
    for (++i; i < p.size() && p[i] != ']'; ++i)
      if (p[i] == '\\') ++i;
    return i + 1;
  }
  return i + (p[i] == '\\' ? 2 : 1);
}

void draw_alternatives(const std::string& p, std::size_t begin, std::size_t end, std::string& out, std::mt19937& rng);

// Appends a random text matching the atom p[begin, end).
void draw_atom(const std::string& p, std::size_t begin, std::size_t end, std::string& out, std::mt19937& rng) {
  const char c = p[begin];
  if (c == '(') {
    const std::size_t inner = begin + (p.compare(begin, 3, "(?:") == 0 ? 3 : 1);
    draw_alternatives(p, inner, end - 1, out, rng);
  } else if (c == '[') {
    std::size_t i = begin + 1;
    if (p[i] == '^') {  // a negated class: a character none of the table's classes excludes
      out += '#';
      return;
    }
    out += p[i] == '\\' ? p[i + 1] : p[i];
  } else if (c == '\\') {
    const char e = p[begin + 1];
    if (e == 'd') out += static_cast<char>('1' + rng() % 9);
    else if (e == 's') out += ' ';
    else if (e == 'w') out += 'a';
    else if (e != 'b' && e != 'B') out += e;
  } else if (c == '.') {
    out += 'x';
  } else {
    out += c;
  }
}

// Appends a random text matching the sequence p[begin, end) (no '|' at its level).
void draw_sequence(const std::string& p, std::size_t begin, std::size_t end, std::string& out, std::mt19937& rng) {
  for (std::size_t i = begin; i < end;) {
    const std::size_t e = atom_end(p, i);
    std::size_t next = e;
    unsigned low = 1, high = 1;
    if (e < end && (p[e] == '?' || p[e] == '*' || p[e] == '+')) {
      low = p[e] == '+' ? 1 : 0;
      high = p[e] == '?' ? 1 : 2;
      ++next;
    } else if (e < end && p[e] == '{') {
      const std::size_t close = p.find('}', e);
      const std::string inside = p.substr(e + 1, close - e - 1);
      const std::size_t comma = inside.find(',');
      low = static_cast<unsigned>(std::stoi(inside.substr(0, comma)));
      high = comma == std::string::npos || comma + 1 == inside.size()
                 ? low + 2
                 : static_cast<unsigned>(std::stoi(inside.substr(comma + 1)));
      next = close + 1;
    }
    if (next < end && p[next] == '?') ++next;  // lazy
    const unsigned times = low + static_cast<unsigned>(rng() % (high - low + 1));
    for (unsigned k = 0; k < times; ++k) draw_atom(p, i, e, out, rng);
    i = next;
  }
}

// Appends a random text matching p[begin, end): one of its alternatives.
void draw_alternatives(const std::string& p, std::size_t begin, std::size_t end, std::string& out, std::mt19937& rng) {
  std::vector<std::size_t> cuts{begin};
  for (std::size_t i = begin; i < end; i = atom_end(p, i))
    if (p[i] == '|') cuts.push_back(i + 1);
  cuts.push_back(end + 1);
  const std::size_t k = rng() % (cuts.size() - 1);
  draw_sequence(p, cuts[k], cuts[k + 1] - 1, out, rng);
}

// Draws sentences from every pattern of `table`; checks those its regex matches. Returns how
// many patterns had at least one.
int check_table(const std::vector<Compiled>& table, std::mt19937& rng) {
  int covered = 0;
  for (const Compiled& c : table) {
    std::string p;
    expand(c.pattern, p);
    bool any = false;
    for (int draw = 0; draw < 60; ++draw) {
      std::string s;
      draw_alternatives(p, 0, p.size(), s, rng);
      if (!std::regex_match(s, c.regex())) continue;
      any = true;
      INFO("pattern: " << p);
      INFO("sentence: " << s);
      CHECK(Text(s).meets(c.need()));
      CHECK(has_ends(s, c.prefix, c.suffix));
    }
    covered += any;
  }
  return covered;
}

}  // namespace

TEST_CASE("every sentence a statement's pattern matches has what the pattern needs") {
  std::mt19937 rng(20261127);
  const int covered = check_table(table(), rng);
  // A pattern none of whose draws matches (a \b between two drawn words) is not checked.
  CHECK(covered >= static_cast<int>(std::size(kStatements)) * 9 / 10);
}

TEST_CASE("every item a variant name's pattern matches has what the pattern needs") {
  std::mt19937 rng(7);
  const int covered = check_table(name_table(), rng);
  CHECK(covered == static_cast<int>(name_table().size()));  // the reader's names and the kinds table's
}

TEST_CASE("every line of the tables states words of the vocabulary") {
  // States are split when a line first matches: split them all here, so a misspelt state
  // fails a test rather than a reader.
  for (const Compiled& c : table()) CHECK_FALSE(c.states().empty());
  for (const Compiled& c : name_table()) CHECK_FALSE(c.states().empty());
}

TEST_CASE("the literal text a pattern's matches start and end with") {
  // (as strings: Catch2 as built for clang may not print a string_view)
  using Ends = std::pair<std::string, std::string>;
  auto literal_ends = [](std::string_view p) {
    const auto [head, tail] = sudosat::literal_ends(p);
    return Ends{std::string(head), std::string(tail)};
  };
  CHECK(literal_ends("in (?:a )?cages?, digits sum to 10") == Ends{"in ", ", digits sum to 10"});
  CHECK(literal_ends("cages? sum") == Ends{"cage", " sum"});       // the s is optional
  CHECK(literal_ends("ab+c") == Ends{"a", "c"});                   // a quantified letter ends it
  CHECK(literal_ends("x ?/ ?v|xv") == Ends{});                     // an alternation outside groups
  CHECK(literal_ends("(?:a|b) c\\.") == Ends{"", ""});              // an escape ends the suffix
  CHECK(literal_ends("<dig> sum\\b") == Ends{"", ""});
  CHECK(literal_ends("[a-z]+ abc") == Ends{"", " abc"});
  CHECK(has_ends("in a cage", "in ", "cage"));
  CHECK_FALSE(has_ends("in cage", "in c", "cage"));  // overlapping
}

TEST_CASE("what a pattern needs") {
  // Words outside groups, a mandatory group's alternatives, nothing from optional parts.
  const Need n = need_of(std::string_view("(?:the )?thermo(?:meter)?s? (?:increase|ascend)s? from <bulb>"));
  // (compared as strings: Catch2 as built for clang may not print a string_view)
  auto strings = [](const std::vector<std::string_view>& v) { return std::vector<std::string>(v.begin(), v.end()); };
  CHECK(strings(n.words) == std::vector<std::string>{"thermo", "from"});
  CHECK(n.any.size() == 1);  // increase|ascend
  REQUIRE(n.shorthands.size() == 1);  // <bulb>: its word, and its from|away from
  CHECK(strings(n.shorthands[0]->words) == std::vector<std::string>{"bulb"});
  CHECK(n.shorthands[0]->any.size() == 1);
  CHECK(Text("the thermos increase from their bulbs").meets(n));
  CHECK_FALSE(Text("the thermos grow from their bulbs").meets(n));
  // An alternative that needs nothing makes the whole group need nothing.
  CHECK(need_of(std::string_view("(?:a|bcd) xyz")).any.empty());
  CHECK(need_of(std::string_view("abc|de")).empty());
}
