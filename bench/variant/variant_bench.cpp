// Bench helper (not installed): times the engine on variant puzzles, in process, one thread.
//
//   variant_bench FILE... [--repeat R] [--lexmin ordered|descent] [--amo pairwise|sequential]
//                 [--rules LIST] [--fast-budget N]
//       FILE: f-puzzles strings or links, one per line ("name<TAB>string" also works), or any
//       other puzzle file sudosat reads. For each puzzle: parse, then check (count to 2),
//       smallest solution and --any, each the best of R runs (default 3); one line per puzzle,
//       then the median, total and largest of each column, in milliseconds; the last column
//       says whether the variant fast path settled the check (and in how many branches) or
//       gave up. --fast-budget N: its branch budget (0: off, CaDiCaL only).
//   variant_bench count FILE LIMIT [--rules LIST]
//       the time to count each puzzle's solutions up to LIMIT (the blank Miracle grid: 72)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/varsearch.hpp"
#include "formats/format.hpp"

using namespace sudosat;
using Clock = std::chrono::steady_clock;

namespace {

struct Named {
  std::string name;
  Puzzle puzzle;
};

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// Every puzzle of the files; a line "name<TAB>string" names its puzzle.
std::vector<Named> read_all(const std::vector<std::string>& files, const ReadOptions& opt) {
  std::vector<Named> out;
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + file);
    std::stringstream text;
    std::vector<std::string> names;
    for (std::string line; std::getline(in, line);) {
      const auto tab = line.find('\t');
      if (tab != std::string::npos && line[0] != '#') {
        names.push_back(line.substr(0, tab));
        line = line.substr(tab + 1);
      }
      text << line << "\n";
    }
    PuzzleReader reader(text, file, opt);
    Record r;
    int k = 0;
    while (reader.next(r)) {
      const std::string name = k < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(k)]
                                                                   : file + "#" + std::to_string(k + 1);
      if (!r.puzzle) {  // left out, as the command refuses it; the others are timed
        std::fprintf(stderr, "%s: refused: %s\n", name.c_str(), r.error ? r.error->what() : "bad input");
        ++k;
        continue;
      }
      out.push_back({name, *r.puzzle});
      ++k;
    }
  }
  return out;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  if (v.empty()) return 0;
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  int repeat = 3;
  long limit = 0;
  EngineOptions options;
  ReadOptions read;
  bool count_mode = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "count" && i == 1) count_mode = true;
    else if (a == "--repeat" && i + 1 < argc) repeat = std::stoi(argv[++i]);
    else if (a == "--fast-budget" && i + 1 < argc) options.fast_budget_variant = std::stoll(argv[++i]);
    else if (a == "--amo" && i + 1 < argc)
      options.amo = std::string(argv[++i]) == "sequential" ? Amo::Sequential : Amo::Pairwise;
    else if (a == "--lexmin" && i + 1 < argc)
      options.lexmin = std::string(argv[++i]) == "descent" ? LexminMethod::Descent : LexminMethod::Ordered;
    else if (a == "--rules" && i + 1 < argc) {
      std::string bad;
      read.rules = parse_rules(argv[++i], bad);
      if (!bad.empty()) return std::cerr << "unknown rule " << bad << "\n", 2;
    } else if (count_mode && limit == 0 && !files.empty())
      limit = std::stol(a);
    else
      files.push_back(a);
  }
  if (files.empty()) return std::cerr << "usage: see bench/variant/variant_bench.cpp\n", 2;
  const auto t_parse = Clock::now();
  const std::vector<Named> puzzles = read_all(files, read);
  const double parse_ms = ms_since(t_parse);
  Engine engine(options);
  if (count_mode) {
    for (const Named& p : puzzles) {
      double best = 1e300;
      int found = 0;
      for (int r = 0; r < repeat; ++r) {
        variant_search_forget();
        const auto t0 = Clock::now();
        found = engine.count(p.puzzle, static_cast<int>(limit)).found;
        best = std::min(best, ms_since(t0));
      }
      std::printf("%-40s count=%d ms=%.2f\n", p.name.c_str(), found, best);
    }
    return 0;
  }
  std::vector<double> check_ms, lex_ms, any_ms;
  std::printf("%-40s %8s %10s %10s %10s  %s\n", "puzzle", "verdict", "check ms", "smallest", "any",
              "fast path (check)");
  for (const Named& p : puzzles) {
    double best[3] = {1e300, 1e300, 1e300};
    int found = 0;
    std::string fast = "-";
    for (int r = 0; r < repeat; ++r) {
      const EngineStats before = engine.stats();
      variant_search_forget();  // each run from scratch: the network built in its time
      auto t0 = Clock::now();
      found = engine.count(p.puzzle, 2).found;
      if (r == 0) {
        const EngineStats& after = engine.stats();
        const long long nodes = after.fast_nodes - before.fast_nodes;
        if (after.fast_done > before.fast_done) fast = "done, " + std::to_string(nodes) + " branches";
        else if (after.fast_gave_up > before.fast_gave_up) fast = "gave up";
      }
      best[0] = std::min(best[0], ms_since(t0));
      variant_search_forget();
      t0 = Clock::now();
      engine.solve(p.puzzle, Goal::Lexmin);
      best[1] = std::min(best[1], ms_since(t0));
      variant_search_forget();
      t0 = Clock::now();
      engine.solve(p.puzzle, Goal::Any);
      best[2] = std::min(best[2], ms_since(t0));
    }
    const char* verdict = found == 0 ? "none" : found == 1 ? "unique" : "multiple";
    std::printf("%-40s %8s %10.2f %10.2f %10.2f  %s\n", p.name.c_str(), verdict, best[0], best[1], best[2],
                fast.c_str());
    check_ms.push_back(best[0]);
    lex_ms.push_back(best[1]);
    any_ms.push_back(best[2]);
  }
  auto total = [](const std::vector<double>& v) { double s = 0; for (double x : v) s += x; return s; };
  auto top = [](const std::vector<double>& v) { return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()); };
  std::printf("%-40s %8s %10.2f %10.2f %10.2f\n", "median", "", median(check_ms), median(lex_ms), median(any_ms));
  std::printf("%-40s %8s %10.2f %10.2f %10.2f\n", "total", "", total(check_ms), total(lex_ms), total(any_ms));
  std::printf("%-40s %8s %10.2f %10.2f %10.2f\n", "largest", "", top(check_ms), top(lex_ms), top(any_ms));
  std::printf("parse: %.2f ms for %zu puzzles\n", parse_ms, puzzles.size());
  return 0;
}
