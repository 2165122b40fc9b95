// Pictures of puzzles as SVG, drawn roughly the way f-puzzles.com draws them: marks under the
// grid lines (cages, lines, shading), the grid and region borders, marks on edges (dots, XV),
// then the digits, then outside clues in the margin.
//
// Every digit is a <text> with class "given" or "solved" and data-cell="ROW,COL" (0-based), so
// tests (and scripts) can read the digits back.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "sudosat/svg.hpp"

namespace sudosat {

namespace {

std::string num(double v) {  // short decimal text
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // control bytes are not allowed in XML 1.0
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
    }
  }
  return out;
}

class Painter {
 public:
  Painter(const Puzzle& p, const SvgOptions& o) : n_(p.givens.shape.n()), s_(o.cell) {}

  double x(double col) const { return s_ * (col + 1); }  // left edge of a column (fractional ok)
  double y(double row) const { return s_ * (row + 1); }
  double cx(int cell) const { return x(cell % n_ + 0.5); }
  double cy(int cell) const { return y(cell / n_ + 0.5); }
  int n() const { return n_; }
  double s() const { return s_; }

  void line(double x1, double y1, double x2, double y2, const std::string& style) {
    out_ += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" +
            num(y2) + "\" " + style + "/>\n";
  }
  void rect(double x0, double y0, double w, double h, const std::string& style) {
    out_ += "<rect x=\"" + num(x0) + "\" y=\"" + num(y0) + "\" width=\"" + num(w) + "\" height=\"" +
            num(h) + "\" " + style + "/>\n";
  }
  void circle(double cx0, double cy0, double r, const std::string& style) {
    out_ += "<circle cx=\"" + num(cx0) + "\" cy=\"" + num(cy0) + "\" r=\"" + num(r) + "\" " + style + "/>\n";
  }
  // A square standing on its corner, centred on (x, y), r from the centre to each corner.
  void diamond(double x, double y, double r, const std::string& style) {
    out_ += "<polygon points=\"" + num(x) + "," + num(y - r) + " " + num(x + r) + "," + num(y) + " " + num(x) +
            "," + num(y + r) + " " + num(x - r) + "," + num(y) + "\" " + style + "/>\n";
  }
  void polyline(const std::vector<int>& cells, const std::string& style) {
    if (cells.empty()) return;
    if (cells.size() == 1) {
      circle(cx(cells[0]), cy(cells[0]), s_ * 0.12, "fill=\"none\" " + style);
      return;
    }
    out_ += "<polyline fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"";
    for (int c : cells) out_ += num(cx(c)) + "," + num(cy(c)) + " ";
    out_.pop_back();
    out_ += "\" " + style + "/>\n";
  }
  // Text centred on (tx, ty); the baseline is put a third of the size below the centre.
  void text(double tx, double ty, double size, const std::string& content, const std::string& extra) {
    out_ += "<text x=\"" + num(tx) + "\" y=\"" + num(ty + size * 0.35) + "\" font-size=\"" + num(size) +
            "\" text-anchor=\"middle\" " + extra + ">" + escape(content) + "</text>\n";
  }
  // A caption centred at tx, `size` high, or smaller where its characters (about 0.62 em each
  // in a sans-serif font) would run past `width` (a long title over a 4x4 grid was clipped).
  void caption(double tx, double ty, double size, double width, const std::string& content) {
    std::size_t chars = 0;
    for (const char c : content) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // UTF-8
    const double fit = width * 0.94 / (0.62 * static_cast<double>(std::max<std::size_t>(chars, 1)));
    text(tx, ty, std::min(size, fit), content, "class=\"caption\"");
  }
  // Text in the top-left corner of a cell (cage sums), on a white patch.
  void corner_text(int cell, const std::string& content) {
    const double size = s_ * 0.26;
    const double x0 = x(cell % n_) + s_ * 0.05, y0 = y(cell / n_) + s_ * 0.04;
    rect(x0, y0, size * 0.62 * static_cast<double>(content.size()) + s_ * 0.04, size * 1.05,
         "fill=\"#ffffff\"");
    out_ += "<text x=\"" + num(x0 + s_ * 0.02) + "\" y=\"" + num(y0 + size * 0.85) + "\" font-size=\"" +
            num(size) + "\" class=\"clue\">" + escape(content) + "</text>\n";
  }
  // The outline of a set of cells, drawn `inset` inside it (dashed for cages).
  void outline(const std::vector<int>& cells, double inset, const std::string& style) {
    std::set<int> in(cells.begin(), cells.end());
    auto has = [&](int r, int c) { return r >= 0 && c >= 0 && r < n_ && c < n_ && in.count(r * n_ + c); };
    for (int cell : cells) {
      const int r = cell / n_, c = cell % n_;
      const double x0 = x(c), y0 = y(r), x1 = x0 + s_, y1 = y0 + s_;
      // each side without a neighbour in the set; it runs to the neighbouring cell's line when
      // that one continues it (its own side is open too), else stops at the inset corner
      if (!has(r - 1, c))
        line(x0 + (has(r, c - 1) && !has(r - 1, c - 1) ? -inset : inset), y0 + inset,
             x1 - (has(r, c + 1) && !has(r - 1, c + 1) ? -inset : inset), y0 + inset, style);
      if (!has(r + 1, c))
        line(x0 + (has(r, c - 1) && !has(r + 1, c - 1) ? -inset : inset), y1 - inset,
             x1 - (has(r, c + 1) && !has(r + 1, c + 1) ? -inset : inset), y1 - inset, style);
      if (!has(r, c - 1))
        line(x0 + inset, y0 + (has(r - 1, c) && !has(r - 1, c - 1) ? -inset : inset), x0 + inset,
             y1 - (has(r + 1, c) && !has(r + 1, c - 1) ? -inset : inset), style);
      if (!has(r, c + 1))
        line(x1 - inset, y0 + (has(r - 1, c) && !has(r - 1, c + 1) ? -inset : inset), x1 - inset,
             y1 - (has(r + 1, c) && !has(r + 1, c + 1) ? -inset : inset), style);
    }
  }
  void shade(int cell, const std::string& fill) {
    rect(x(cell % n_), y(cell / n_), s_, s_, "fill=\"" + fill + "\"");
  }
  // The midpoint of the edge between two orthogonal neighbours (their centres' midpoint).
  double mx(int a, int b) const { return (cx(a) + cx(b)) / 2; }
  double my(int a, int b) const { return (cy(a) + cy(b)) / 2; }
  // The centre of an outside clue's margin cell.
  double ox(const Outside& o) const { return x(o.col + 0.5); }
  double oy(const Outside& o) const { return y(o.row + 0.5); }

  std::string& out() { return out_; }

 private:
  int n_;
  double s_;
  std::string out_;
};


// The marks of one constraint that go under the grid lines.
struct UnderMarks {
  Painter& pt;
  std::vector<std::string>& rules;  // global rules, named in the caption
  // A cage's dashed outline inside its cells, in `colour` (a killer cage's black; the other
  // kinds of cage their own colours).
  void cage(const std::vector<int>& cells, const char* colour) {
    pt.outline(cells, pt.s() * 0.08,
               std::string("stroke=\"") + colour + "\" stroke-width=\"" + num(pt.s() * 0.025) + "\" stroke-dasharray=\"" +
                   num(pt.s() * 0.08) + "," + num(pt.s() * 0.06) + "\"");
  }
  void operator()(const rule::Diagonal& d) {
    const int n = pt.n();
    if (d.positive)
      pt.line(pt.x(0), pt.y(n), pt.x(n), pt.y(0), "stroke=\"#6fa0e6\" stroke-width=\"" + num(pt.s() * 0.05) + "\"");
    else
      pt.line(pt.x(0), pt.y(0), pt.x(n), pt.y(n), "stroke=\"#6fa0e6\" stroke-width=\"" + num(pt.s() * 0.05) + "\"");
  }
  void operator()(const rule::AntiKing&) { rules.push_back("anti-king"); }
  void operator()(const rule::AntiKnight&) { rules.push_back("anti-knight"); }
  void operator()(const rule::DisjointGroups&) { rules.push_back("disjoint groups"); }
  void operator()(const rule::EqualCageSums&) { rules.push_back("equal cage sums"); }
  void operator()(const rule::GlobalEntropy&) { rules.push_back("global entropy"); }
  void operator()(const rule::GlobalModular&) { rules.push_back("global modular"); }
  void operator()(const rule::DutchFlatmates&) { rules.push_back("Dutch flatmates"); }
  void operator()(const rule::Chaos&) { rules.push_back("chaos construction"); }
  void operator()(const rule::NonConsecutive&) { rules.push_back("non-consecutive"); }
  void operator()(const rule::NegativeRatio&) { rules.push_back("negative ratio"); }
  void operator()(const rule::NegativeXV&) { rules.push_back("negative XV"); }
  void operator()(const rule::NegativeSum& r) { rules.push_back("no unmarked sum " + std::to_string(r.sum)); }
  void operator()(const rule::NegativeDifference& r) {
    rules.push_back("no unmarked difference " + std::to_string(r.difference));
  }
  void operator()(const rule::Odd& o) {
    pt.circle(pt.cx(o.cell), pt.cy(o.cell), pt.s() * 0.38, "fill=\"#d4d4d4\"");
  }
  void operator()(const rule::Even& e) {
    pt.rect(pt.cx(e.cell) - pt.s() * 0.36, pt.cy(e.cell) - pt.s() * 0.36, pt.s() * 0.72, pt.s() * 0.72,
            "fill=\"#d4d4d4\"");
  }
  void operator()(const rule::Minimum& m) { pt.shade(m.cell, "#dfe9f7"); }
  void operator()(const rule::Maximum& m) { pt.shade(m.cell, "#f7dfdf"); }
  void operator()(const rule::Difference&) {}
  void operator()(const rule::Ratio&) {}
  void operator()(const rule::XV&) {}
  void operator()(const rule::XVXV&) {}
  void operator()(const rule::GreaterThan&) {}
  void operator()(const rule::Killer& k) {
    cage(k.cells, "#000000");
  }
  void operator()(const rule::KillerBound& k) {  // a killer cage: its total "<15" or ">30"
    operator()(rule::Killer{k.cells, std::nullopt});
  }
  void operator()(const rule::ProductCage& k) {  // a killer cage's outline, green: "×24"
    cage(k.cells, "#2e8b57");
  }
  void operator()(const rule::DigitalRoot& k) {
    cage(k.cells, "#7a3db8");
  }
  void operator()(const rule::SumCage& k) {  // a killer cage's outline, blue: digits may repeat
    cage(k.cells, "#2a6fb8");
  }
  void operator()(const rule::ExtraRegion& e) {
    for (int c : e.cells) pt.shade(c, "#e2e2e2");
  }
  void operator()(const rule::RellikCage& k) {  // a killer cage's dashes, red
    cage(k.cells, "#c0392b");
  }
  void operator()(const rule::Clone& cl) {
    for (int c : cl.cells) pt.shade(c, "#fff1b8");
    for (int c : cl.copies) pt.shade(c, "#fff1b8");
  }
  void operator()(const rule::Quadruple&) {}
  void operator()(const rule::LookAndSay& k) {  // a killer cage's outline, brown: its clue read aloud
    cage(k.cells, "#8b5a2b");
  }
  void operator()(const rule::CountingCircles& cc) {
    for (int c : cc.cells)
      pt.circle(pt.cx(c), pt.cy(c), pt.s() * 0.4,
                "fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"" + num(pt.s() * 0.04) + "\"");
  }
  void operator()(const rule::NumberSum& k) {  // two cages' outlines, orange
    for (const std::vector<int>* group : {&k.first, &k.second})
      cage(*group, "#d2691e");
  }
  void operator()(const rule::MagicSquare& m) {  // shaded violet, outlined
    for (int c : m.cells) pt.shade(c, "#ece3f7");
    pt.outline(m.cells, pt.s() * 0.04, "stroke=\"#7b4fb0\" stroke-width=\"" + num(pt.s() * 0.03) + "\"");
  }
  void operator()(const rule::LittleKiller&) {}
  void operator()(const rule::Sandwich&) {}
  void operator()(const rule::XSum&) {}
  void operator()(const rule::NumberedRoom&) {}
  void operator()(const rule::Battlefield&) {}
  void operator()(const rule::Skyscraper&) {}
  void operator()(const rule::Thermometer& t) { thermo(t.cells, "#c8c8c8"); }
  void operator()(const rule::SlowThermometer& t) { thermo(t.cells, "#bcd0e6"); }
  void operator()(const rule::Arrow& a) {
    const double s = pt.s();
    std::vector<int> path;
    if (!a.bulb.empty()) path.push_back(a.bulb.back());
    path.insert(path.end(), a.shaft.begin(), a.shaft.end());
    const std::string stroke = "stroke=\"#9a9a9a\" stroke-width=\"" + num(s * 0.05) + "\"";
    pt.polyline(path, stroke);
    if (path.size() >= 2) {  // the head: two strokes back from the last cell
      const int a2 = path[path.size() - 2], b2 = path.back();
      const double dx = pt.cx(b2) - pt.cx(a2), dy = pt.cy(b2) - pt.cy(a2);
      const double len = std::sqrt(dx * dx + dy * dy);
      const double ux = dx / len, uy = dy / len, h = s * 0.25;
      const double tx = pt.cx(b2), ty = pt.cy(b2);
      pt.line(tx, ty, tx - h * (ux + uy * 0.8), ty - h * (uy - ux * 0.8), stroke + " stroke-linecap=\"round\"");
      pt.line(tx, ty, tx - h * (ux - uy * 0.8), ty - h * (uy + ux * 0.8), stroke + " stroke-linecap=\"round\"");
    }
    if (a.bulb.size() > 1)
      pt.polyline(a.bulb, "stroke=\"#9a9a9a\" stroke-width=\"" + num(s * 0.8) + "\"");
    for (int c : a.bulb) pt.circle(pt.cx(c), pt.cy(c), s * 0.38, "fill=\"#ffffff\" stroke=\"#9a9a9a\" stroke-width=\"" + num(s * 0.05) + "\"");
    if (a.bulb.size() > 1)
      pt.polyline(a.bulb, "stroke=\"#ffffff\" stroke-width=\"" + num(s * 0.7) + "\"");
  }
  void operator()(const rule::Palindrome& l) { colored(l.cells, "#c0c0c0"); }
  void operator()(const rule::Renban& l) { colored(l.cells, "#f0b0f0"); }
  void operator()(const rule::Whispers& l) { colored(l.cells, "#60e060"); }
  void operator()(const rule::RegionSumLine& l) { colored(l.cells, "#5aa0f0"); }
  void operator()(const rule::BetweenLine& l) {
    colored(l.cells, "#c0c0c0", 0.08);
    for (int c : {l.cells.front(), l.cells.back()})
      pt.circle(pt.cx(c), pt.cy(c), pt.s() * 0.38, "fill=\"#ffffff\" stroke=\"#c0c0c0\" stroke-width=\"" + num(pt.s() * 0.06) + "\"");
  }
  void operator()(const rule::EntropicLine& l) { colored(l.cells, "#f5a050"); }
  void operator()(const rule::ModularLine& l) { colored(l.cells, "#40c0b0"); }
  void operator()(const rule::Nabner& l) { colored(l.cells, "#e0d040"); }
  void operator()(const rule::DoubleArrow& l) {
    colored(l.cells, "#c0c0c0", 0.08);
    for (int c : {l.cells.front(), l.cells.back()})
      pt.circle(pt.cx(c), pt.cy(c), pt.s() * 0.38, "fill=\"#ffffff\" stroke=\"#9a9a9a\" stroke-width=\"" + num(pt.s() * 0.05) + "\"");
  }
  void operator()(const rule::ZipperLine& l) { colored(l.cells, "#c8b0f0"); }
  void operator()(const rule::ParityLine& l) { colored(l.cells, "#f08080"); }
  void operator()(const rule::LockoutLine& l) {  // a line between two diamonds
    colored(l.cells, "#8a8a8a", 0.08);
    for (int c : {l.cells.front(), l.cells.back()})
      pt.diamond(pt.cx(c), pt.cy(c), pt.s() * 0.36,
                 "fill=\"#ffffff\" stroke=\"#8a8a8a\" stroke-width=\"" + num(pt.s() * 0.05) + "\"");
  }
  void operator()(const rule::SequenceLine& l) { colored(l.cells, "#8c9bb0", 0.16); }
  void operator()(const rule::SegmentSumLine& l) {  // a dashed green line (Interactive Sudoku Solver's)
    pt.polyline(l.cells, "stroke=\"#64c864\" stroke-width=\"" + num(pt.s() * 0.16) + "\" stroke-dasharray=\"" +
                             num(pt.s() * 0.2) + "," + num(pt.s() * 0.28) + "\"");
  }
  void operator()(const rule::ProductLine& l) { colored(l.cells, "#a070d0"); }  // purple, as setters draw it
  void operator()(const rule::SameParityLine& l) { colored(l.cells, "#f4b183"); }  // peach, SudokuMaker's
  void operator()(const rule::RowIndexer& i) { pt.shade(i.cell, "#f6c8c8"); }
  void operator()(const rule::ColumnIndexer& i) { pt.shade(i.cell, "#c8d8f6"); }
  void operator()(const rule::BoxIndexer& i) { pt.shade(i.cell, "#c8f0c8"); }

  void thermo(const std::vector<int>& cells, const char* colour) {
    if (cells.empty()) return;
    pt.circle(pt.cx(cells[0]), pt.cy(cells[0]), pt.s() * 0.38, std::string("fill=\"") + colour + "\"");
    pt.polyline(cells, std::string("stroke=\"") + colour + "\" stroke-width=\"" + num(pt.s() * 0.3) + "\"");
  }
  void colored(const std::vector<int>& cells, const char* colour, double width = 0.22) {
    pt.polyline(cells, std::string("stroke=\"") + colour + "\" stroke-width=\"" + num(pt.s() * width) + "\"");
  }
};

// The marks that go over the grid lines: dots, XV, quadruples, cage sums, outside clues.
// Every kind has its overload, empty for those drawn under the grid lines alone (a kind the
// table adds does not compile until it is given one here).
struct OverMarks {
  Painter& pt;
  void operator()(const rule::Diagonal&) {}
  void operator()(const rule::AntiKing&) {}
  void operator()(const rule::AntiKnight&) {}
  void operator()(const rule::DisjointGroups&) {}
  void operator()(const rule::EqualCageSums&) {}
  void operator()(const rule::GlobalEntropy&) {}
  void operator()(const rule::GlobalModular&) {}
  void operator()(const rule::DutchFlatmates&) {}
  void operator()(const rule::Chaos&) {}
  void operator()(const rule::NonConsecutive&) {}
  void operator()(const rule::NegativeRatio&) {}
  void operator()(const rule::NegativeXV&) {}
  void operator()(const rule::NegativeSum&) {}
  void operator()(const rule::NegativeDifference&) {}
  void operator()(const rule::Odd&) {}
  void operator()(const rule::Even&) {}
  void operator()(const rule::Minimum&) {}
  void operator()(const rule::Maximum&) {}
  void operator()(const rule::SumCage& k) {
    if (!k.cells.empty()) pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), std::to_string(k.sum));
  }
  void operator()(const rule::RellikCage& k) {  // the sum its digits avoid, as ISS writes it
    if (!k.cells.empty()) pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), "\u2260" + std::to_string(k.sum));
  }
  void operator()(const rule::ExtraRegion&) {}
  void operator()(const rule::Clone&) {}
  void operator()(const rule::CountingCircles&) {}
  void operator()(const rule::LookAndSay& k) {  // the clue as written: "1522"
    std::string clue;
    for (const auto& [d, count] : k.said) clue += std::to_string(count) + std::to_string(d);
    if (!k.cells.empty()) pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), clue);
  }
  // The total in a white circle midway between the closest cells of the two numbers (on the
  // border they share where they touch).
  void operator()(const rule::MagicSquare&) {}
  void operator()(const rule::NumberSum& k) {
    if (k.first.empty() || k.second.empty()) return;
    int a = k.first.front(), b = k.second.front();
    double best = -1;
    for (int x : k.first)
      for (int y : k.second) {
        const double dx = pt.cx(x) - pt.cx(y), dy = pt.cy(x) - pt.cy(y), d = dx * dx + dy * dy;
        if (best < 0 || d < best) best = d, a = x, b = y;
      }
    const std::string total = std::to_string(k.total);
    pt.circle(pt.mx(a, b), pt.my(a, b), pt.s() * 0.2,
              "fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"" + num(pt.s() * 0.02) + "\"");
    pt.text(pt.mx(a, b), pt.my(a, b), pt.s() * (total.size() > 2 ? 0.14 : 0.2), total, "class=\"clue\"");
  }
  void operator()(const rule::Thermometer&) {}
  void operator()(const rule::SlowThermometer&) {}
  void operator()(const rule::Arrow&) {}
  void operator()(const rule::Palindrome&) {}
  void operator()(const rule::Renban&) {}
  void operator()(const rule::Whispers&) {}
  void operator()(const rule::RegionSumLine&) {}
  void operator()(const rule::BetweenLine&) {}
  void operator()(const rule::EntropicLine&) {}
  void operator()(const rule::ModularLine&) {}
  void operator()(const rule::Nabner&) {}
  void operator()(const rule::DoubleArrow&) {}
  void operator()(const rule::ZipperLine&) {}
  void operator()(const rule::ParityLine&) {}
  void operator()(const rule::LockoutLine&) {}
  void operator()(const rule::SequenceLine&) {}
  void operator()(const rule::SegmentSumLine& l) {  // each run's sum, in the first cell's corner
    if (!l.cells.empty()) pt.corner_text(l.cells.front(), std::to_string(l.sum));
  }
  void operator()(const rule::ProductLine& l) {  // the product, "×400", in the first cell's corner
    if (!l.cells.empty()) pt.corner_text(l.cells.front(), "\u00d7" + std::to_string(l.product));
  }
  void operator()(const rule::SameParityLine&) {}
  void operator()(const rule::RowIndexer&) {}
  void operator()(const rule::ColumnIndexer&) {}
  void operator()(const rule::BoxIndexer&) {}
  void operator()(const rule::Difference& d) {
    pt.circle(pt.mx(d.a, d.b), pt.my(d.a, d.b), pt.s() * 0.11,
              "fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"" + num(pt.s() * 0.03) + "\"");
    if (d.value != 1) pt.text(pt.mx(d.a, d.b), pt.my(d.a, d.b), pt.s() * 0.16, std::to_string(d.value), "class=\"clue\"");
  }
  void operator()(const rule::Ratio& d) {
    pt.circle(pt.mx(d.a, d.b), pt.my(d.a, d.b), pt.s() * 0.11, "fill=\"#000000\"");
    if (d.value != 2)
      pt.text(pt.mx(d.a, d.b), pt.my(d.a, d.b), pt.s() * 0.16, std::to_string(d.value), "class=\"clue\" fill=\"#ffffff\"");
  }
  void operator()(const rule::XV& v) {
    const double mx = pt.mx(v.a, v.b), my = pt.my(v.a, v.b);
    pt.rect(mx - pt.s() * 0.13, my - pt.s() * 0.15, pt.s() * 0.26, pt.s() * 0.3, "fill=\"#ffffff\"");
    pt.text(mx, my, pt.s() * 0.32, v.sum == 10 ? "X" : v.sum == 5 ? "V" : std::to_string(v.sum),
            "class=\"clue\" font-weight=\"bold\"");
  }
  void operator()(const rule::XVXV& v) {  // the letter in a ringed circle: 15 is allowed too
    const double mx = pt.mx(v.a, v.b), my = pt.my(v.a, v.b);
    pt.circle(mx, my, pt.s() * 0.18, "fill=\"#ffffff\" stroke=\"#8a8a8a\" stroke-width=\"" + num(pt.s() * 0.02) + "\"");
    pt.text(mx, my, pt.s() * 0.28, v.sum == 10 ? "X" : "V", "class=\"clue\" font-weight=\"bold\"");
  }
  void operator()(const rule::GreaterThan& g) {  // a chevron on the border, its point at the smaller cell
    const double dx = pt.cx(g.b) - pt.cx(g.a), dy = pt.cy(g.b) - pt.cy(g.a);
    const double len = std::sqrt(dx * dx + dy * dy);
    if (len == 0) return;
    const double ux = dx / len, uy = dy / len, h = pt.s() * 0.1, mx = pt.mx(g.a, g.b), my = pt.my(g.a, g.b);
    const double tx = mx + ux * h, ty = my + uy * h;
    const std::string st = "stroke=\"#000000\" stroke-width=\"" + num(pt.s() * 0.04) + "\" stroke-linecap=\"round\"";
    pt.line(tx, ty, mx - ux * h - uy * 1.6 * h, my - uy * h + ux * 1.6 * h, st);
    pt.line(tx, ty, mx - ux * h + uy * 1.6 * h, my - uy * h - ux * 1.6 * h, st);
  }
  void operator()(const rule::Killer& k) {
    if (k.sum && !k.cells.empty()) pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), std::to_string(*k.sum));
  }
  void operator()(const rule::KillerBound& k) {
    if (!k.cells.empty())
      pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), (k.above ? ">" : "<") + std::to_string(k.bound));
  }
  void operator()(const rule::ProductCage& k) {
    if (!k.cells.empty())
      pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), "\u00d7" + std::to_string(k.product));
  }
  void operator()(const rule::DigitalRoot& k) {
    if (!k.cells.empty()) pt.corner_text(*std::min_element(k.cells.begin(), k.cells.end()), "DR" + std::to_string(k.root));
  }
  void operator()(const rule::Quadruple& q) {
    if (q.cells.empty()) return;
    double sx = 0, sy = 0;
    for (int c : q.cells) sx += pt.cx(c), sy += pt.cy(c);
    sx /= static_cast<double>(q.cells.size());
    sy /= static_cast<double>(q.cells.size());
    pt.circle(sx, sy, pt.s() * 0.27, "fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"" + num(pt.s() * 0.02) + "\"");
    std::string digits;
    for (int d : q.digits) digits += std::to_string(d);
    if (digits.size() > 2) digits.insert(2, " ");
    pt.text(sx, sy, pt.s() * (digits.size() > 2 ? 0.17 : 0.22), digits, "class=\"clue\"");
  }
  void operator()(const rule::LittleKiller& l) {
    const double ox = pt.ox(l.clue), oy = pt.oy(l.clue);
    pt.text(ox, oy, pt.s() * 0.36, std::to_string(l.sum), "class=\"clue\"");
    if (!l.cells.empty()) {  // a small arrow toward the first cell of the diagonal
      const double dx = pt.cx(l.cells[0]) - ox, dy = pt.cy(l.cells[0]) - oy;
      const double len = std::sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len, s = pt.s();
      const double bx = ox + ux * s * 0.3, by = oy + uy * s * 0.3, tx = ox + ux * s * 0.55, ty = oy + uy * s * 0.55;
      const std::string st = "stroke=\"#000000\" stroke-width=\"" + num(s * 0.025) + "\"";
      pt.line(bx, by, tx, ty, st);
      pt.line(tx, ty, tx - s * 0.1 * (ux + uy), ty - s * 0.1 * (uy - ux), st);
      pt.line(tx, ty, tx - s * 0.1 * (ux - uy), ty - s * 0.1 * (uy + ux), st);
    }
  }
  void operator()(const rule::Sandwich& c) { outside(c.clue, std::to_string(c.sum)); }
  void operator()(const rule::XSum& c) {
    outside(c.clue, std::to_string(c.sum));
    pt.circle(pt.ox(c.clue), pt.oy(c.clue), pt.s() * 0.3, "fill=\"none\" stroke=\"#000000\" stroke-width=\"" + num(pt.s() * 0.02) + "\"");
  }
  void operator()(const rule::Skyscraper& c) { outside(c.clue, std::to_string(c.count)); }
  void operator()(const rule::NumberedRoom& c) { outside(c.clue, std::to_string(c.value)); }
  void operator()(const rule::Battlefield& c) { outside(c.clue, std::to_string(c.sum)); }
  void outside(const Outside& o, const std::string& t) { pt.text(pt.ox(o), pt.oy(o), pt.s() * 0.42, t, "class=\"clue\""); }
};

}  // namespace

int svg_size(const Puzzle& puzzle, const SvgOptions& options) {
  return options.cell * (puzzle.givens.shape.n() + 2);
}

std::string to_svg(const Puzzle& puzzle, const Solution* solution, const SvgOptions& options) {
  const int n = puzzle.givens.shape.n();
  const int size = svg_size(puzzle, options);
  Painter pt(puzzle, options);
  const double s = pt.s();
  std::string& out = pt.out();
  out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
        std::to_string(size) + "\" height=\"" + std::to_string(size) + "\" viewBox=\"0 0 " +
        std::to_string(size) + " " + std::to_string(size) +
        "\" font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\">\n";
  pt.rect(0, 0, size, size, "fill=\"#ffffff\"");

  std::vector<int> regions;
  if (puzzle.is_variant()) {
    regions = puzzle.variant->regions;
  } else {
    regions.resize(static_cast<std::size_t>(n * n));
    for (int c = 0; c < n * n; ++c) regions[static_cast<std::size_t>(c)] = puzzle.givens.shape.box(c);
  }
  auto region = [&](int r, int c) { return regions[static_cast<std::size_t>(r * n + c)]; };
  for (int c = 0; c < n * n; ++c)
    if (regions[static_cast<std::size_t>(c)] < 0) pt.shade(c, "#bdbdbd");  // in no region

  for (const SvgMark& m : options.marks) {
    if (m.cell < 0 || m.cell >= n * n || m.digit < 0 || m.digit > n)
      throw std::invalid_argument("to_svg: a mark on cell " + std::to_string(m.cell) + " with digit " +
                                  std::to_string(m.digit) + " is outside the " + std::to_string(n) + "x" +
                                  std::to_string(n) + " grid");
    if (m.digit == 0)
      pt.rect(pt.x(m.cell % n), pt.y(m.cell / n), s, s,
              "fill=\"" + escape(m.colour) + "\" class=\"mark\" data-cell=\"" + std::to_string(m.cell / n) + "," +
                  std::to_string(m.cell % n) + "\"");
  }

  // marks under the grid lines
  std::vector<std::string> rules;
  if (puzzle.is_variant()) {
    UnderMarks under{pt, rules};
    for (const Constraint& c : puzzle.variant->constraints) std::visit(under, c);
  }

  // the grid: thin lines, then thick borders between regions and around the grid
  const std::string thin = "stroke=\"#000000\" stroke-width=\"" + num(s / 40) + "\"";
  for (int i = 1; i < n; ++i) {
    pt.line(pt.x(i), pt.y(0), pt.x(i), pt.y(n), thin);
    pt.line(pt.x(0), pt.y(i), pt.x(n), pt.y(i), thin);
  }
  const std::string thick = "stroke=\"#000000\" stroke-width=\"" + num(s / 14) + "\" stroke-linecap=\"square\"";
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n && region(r, c) != region(r, c + 1)) pt.line(pt.x(c + 1), pt.y(r), pt.x(c + 1), pt.y(r + 1), thick);
      if (r + 1 < n && region(r, c) != region(r + 1, c)) pt.line(pt.x(c), pt.y(r + 1), pt.x(c + 1), pt.y(r + 1), thick);
    }
  pt.rect(pt.x(0), pt.y(0), s * n, s * n, "fill=\"none\" stroke=\"#000000\" stroke-width=\"" + num(s / 14) + "\"");

  // Sudominoku: every domino as a tile over the grid lines (the placed ones darker)
  if (puzzle.is_domino()) {
    std::vector<Placement> tiles = solution && !solution->tiling.empty() ? solution->tiling : puzzle.dominoes->placed;
    const std::size_t placed = puzzle.dominoes->placed.size();
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      const Placement& t = tiles[i];
      const int a = std::min(t.cells[0], t.cells[1]), b = std::max(t.cells[0], t.cells[1]);
      const double in = s * 0.07;
      const double x0 = pt.x(a % n) + in, y0 = pt.y(a / n) + in;
      const double w = pt.x(b % n + 1) - in - x0, h = pt.y(b / n + 1) - in - y0;
      const bool given = solution && !solution->tiling.empty() ? i < placed : true;
      pt.rect(x0, y0, w, h,
              std::string("rx=\"") + num(s * 0.12) + "\" fill=\"" + (given ? "#e9d8b0" : "#f6eedc") +
                  "\" stroke=\"#8b6d3a\" stroke-width=\"" + num(s * 0.03) + "\" class=\"domino\"");
    }
  }

  // A digit as drawn: its value under the puzzle's digit set (docs/variants.md, "Digit sets").
  static const std::vector<int> plain;
  const std::vector<int>& values = puzzle.is_variant() ? puzzle.variant->digits : plain;
  auto shown = [&](int d) { return std::to_string(digit_value(values, d)); };

  if (puzzle.is_variant()) {
    OverMarks over{pt};
    for (const Constraint& c : puzzle.variant->constraints) std::visit(over, c);
    // restricted cells without a digit: their allowed digits small, along the top
    const auto& allowed = puzzle.variant->allowed;
    const std::uint64_t all = ((std::uint64_t{1} << (n + 1)) - 2);
    for (int c = 0; c < n * n && !allowed.empty(); ++c) {
      const std::uint64_t a = allowed[static_cast<std::size_t>(c)] & all;
      if (a == all || puzzle.givens.at(c) != 0 || (solution && solution->grid.at(c) != 0)) continue;
      std::string digits;
      for (int d = 1; d <= n; ++d)
        if (a >> d & 1) digits += shown(d);
      pt.text(pt.cx(c), pt.y(c / n) + s * 0.2, s * 0.18, digits, "class=\"pencil\" fill=\"#555555\"");
    }
  }

  // digits: givens black, solved digits blue
  for (int c = 0; c < n * n; ++c) {
    const int given = puzzle.givens.at(c);
    const int d = given != 0 ? given : solution ? solution->grid.at(c) : 0;
    if (d == 0) continue;
    const std::string where = " data-cell=\"" + std::to_string(c / n) + "," + std::to_string(c % n) + "\"";
    pt.text(pt.cx(c), pt.cy(c), s * (digit_value(values, d) >= 10 ? 0.5 : 0.62), shown(d),
            given != 0 ? "class=\"given\" fill=\"#000000\"" + where : "class=\"solved\" fill=\"#1d6ae5\"" + where);
  }

  // the caller's digits, in cells without one; a pencil mark at its place in a k x k pattern
  for (const SvgMark& m : options.marks) {
    if (m.digit == 0) continue;
    const std::string attributes = "class=\"mark\" fill=\"" + escape(m.colour) + "\" data-cell=\"" +
                                   std::to_string(m.cell / n) + "," + std::to_string(m.cell % n) + "\"";
    if (!m.small) {
      pt.text(pt.cx(m.cell), pt.cy(m.cell), s * (digit_value(values, m.digit) >= 10 ? 0.5 : 0.62), shown(m.digit), attributes);
      continue;
    }
    int k = 1;
    while (k * k < n) ++k;
    const double step = s / k;
    const int i = m.digit - 1;
    pt.text(pt.x(m.cell % n) + step * (i % k + 0.5), pt.y(m.cell / n) + step * (i / k + 0.5), step * 0.75,
            shown(m.digit), attributes + " data-small=\"1\"");
  }

  // caption: title and author above, global rules below, where no outside clue stands
  bool clue_above = false, clue_below = false;
  if (puzzle.is_variant())
    for (const Constraint& c : puzzle.variant->constraints)
      std::visit([&](const auto& k) {
        if constexpr (std::is_same_v<std::decay_t<decltype(k)>, rule::LittleKiller> ||
                      std::is_same_v<std::decay_t<decltype(k)>, rule::Sandwich> ||
                      std::is_same_v<std::decay_t<decltype(k)>, rule::XSum> ||
                      std::is_same_v<std::decay_t<decltype(k)>, rule::Skyscraper> ||
                      std::is_same_v<std::decay_t<decltype(k)>, rule::NumberedRoom> ||
                      std::is_same_v<std::decay_t<decltype(k)>, rule::Battlefield>) {
          clue_above = clue_above || k.clue.row < 0;
          clue_below = clue_below || k.clue.row >= n;
        }
      }, c);
  if (puzzle.is_variant() && options.title && !clue_above) {
    std::string t = puzzle.variant->title;
    if (!puzzle.variant->author.empty()) t += (t.empty() ? "by " : " by ") + puzzle.variant->author;
    if (!t.empty()) pt.caption(size / 2.0, s * 0.3, s * 0.28, size, t);
  }
  if (!rules.empty() && !clue_below) {
    std::string t;
    for (const std::string& r : rules) t += (t.empty() ? "" : ", ") + r;
    pt.caption(size / 2.0, size - s * 0.25, s * 0.26, size, t);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace sudosat
