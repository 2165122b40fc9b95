// Times the setter's assistant (sudosat/assist.hpp) on a set of puzzles, one thread:
//   assist_bench [--count N] [--seed S] [--remove K] FILE
// FILE: one puzzle a line (classic line format, or NAME<TAB>f-puzzles string/link as
// bench/web/dclamage_puzzles.py writes them); '#' lines skipped; the first N puzzles (default
// 30; 0: all). For each puzzle that reads:
//   as it is       its verdict's questions (unique: redundant, minimal; multiple: unique-making,
//                  fewest-givens, same-digit; none: why)
//   one given changed (a unique puzzle's given, to another digit, drawn by the seed, again until
//                  the draft has no solution, up to 20 times): why (the time, the core's size)
//   one given removed (a unique puzzle's; --remove K: K drawn, perhaps the same twice): its
//                  questions (multiple: unique-making, fewest-givens, same-digit)
// Prints one line per puzzle and a markdown table: per question, how many, median, 90th
// percentile and max seconds; core sizes.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <sudosat/sudosat.hpp>

using namespace sudosat;

namespace {

std::map<std::string, std::vector<double>> times;  // question -> seconds
std::vector<int> core_sizes;

void record(const std::string& what, const AssistReport& r) {
  for (const auto& [q, s] : r.seconds) times[what + " " + q].push_back(s);
  if (!r.core.empty() && std::find(r.answered.begin(), r.answered.end(), "why") != r.answered.end())
    core_sizes.push_back(static_cast<int>(r.core.size()));
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  int count = 30, remove = 1;
  unsigned seed = 46;
  std::string file;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--count" && i + 1 < argc) count = std::atoi(argv[++i]);
    else if (a == "--seed" && i + 1 < argc) seed = static_cast<unsigned>(std::atoi(argv[++i]));
    else if (a == "--remove" && i + 1 < argc) remove = std::atoi(argv[++i]);
    else file = a;
  }
  std::ifstream in(file);
  if (!in) {
    std::cerr << "usage: assist_bench [--count N] [--seed S] [--remove K] FILE\n";
    return 2;
  }
  std::mt19937 rng(seed);
  std::string line;
  int done = 0, refused = 0;
  while (std::getline(in, line) && (count == 0 || done < count)) {
    if (line.empty() || line[0] == '#') continue;
    std::string name = "#" + std::to_string(done + refused + 1), text = line;
    if (const auto tab = line.find('\t'); tab != std::string::npos) {
      name = line.substr(0, tab);
      text = line.substr(tab + 1);
    }
    Puzzle p;
    try {
      p = parse_puzzle(text);
    } catch (const std::exception& e) {
      ++refused;
      std::printf("%s: not read (%s)\n", name.c_str(), e.what());
      continue;
    }
    ++done;
    const AssistReport r = assist(p);
    record(to_string(r.verdict), r);
    std::printf("%s: %dx%d %s, %d sat calls", name.c_str(), p.givens.shape.n(), p.givens.shape.n(), to_string(r.verdict),
                r.sat_calls);
    for (const auto& [q, s] : r.seconds) std::printf(", %s %.3f s", q.c_str(), s);
    if (r.verdict != Verdict::Unique) {
      std::printf("\n");
      continue;
    }
    std::vector<int> givens;
    for (int c = 0; c < p.givens.shape.cells(); ++c)
      if (p.givens.at(c)) givens.push_back(c);
    if (givens.empty()) {
      std::printf("\n");
      continue;
    }
    const int n = p.givens.shape.n();
    // One given changed to another digit, drawn again (up to 20 times) until the draft has no
    // solution.
    for (int attempt = 0; attempt < 20; ++attempt) {
      Puzzle changed = p;
      const int at = givens[rng() % givens.size()];
      const unsigned shift = 1 + static_cast<unsigned>(rng() % static_cast<unsigned>(n - 1));
      changed.givens.set(at, 1 + static_cast<int>((static_cast<unsigned>(p.givens.at(at)) - 1 + shift) % static_cast<unsigned>(n)));
      if (check(changed).verdict != Verdict::None) continue;
      const AssistReport none = assist(changed);
      record("changed", none);
      std::printf("; given changed: core %zu clues in %.3f s", none.core.size(), none.seconds.back().second);
      break;
    }
    Puzzle removed = p;
    for (int k = 0; k < remove; ++k) removed.givens.set(givens[rng() % givens.size()], 0);
    const AssistReport many = assist(removed);
    record("removed " + std::string(to_string(many.verdict)), many);
    if (many.verdict == Verdict::Multiple)
      std::printf("; given removed: %zu unique-making, %zu fewest givens", many.unique_making.size(),
                  many.fewest_givens.size());
    std::printf("\n");
  }
  std::printf("\n%s: %d puzzles read, %d not read\n\n", file.c_str(), done, refused);
  std::printf("| puzzles, question | n | median s | p90 s | max s |\n|---|---|---|---|---|\n");
  for (const auto& [q, v] : times)
    std::printf("| %s | %zu | %.3f | %.3f | %.3f |\n", q.c_str(), v.size(), percentile(v, 0.5), percentile(v, 0.9),
                *std::max_element(v.begin(), v.end()));
  if (!core_sizes.empty()) {
    std::sort(core_sizes.begin(), core_sizes.end());
    double mean = 0;
    for (int s : core_sizes) mean += s;
    mean /= static_cast<double>(core_sizes.size());
    std::printf("\ncore sizes (why): %zu cores, min %d, median %d, mean %.1f, max %d\n", core_sizes.size(),
                core_sizes.front(), core_sizes[core_sizes.size() / 2], mean, core_sizes.back());
  }
  return 0;
}
