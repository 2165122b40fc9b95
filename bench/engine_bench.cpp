// Bench helper (not installed): times the Engine directly on a file of one-line puzzles, and
// generates large puzzles. Used by bench/run.sh.
//
//   engine_bench solve|any|count2 FILE [--amo pairwise|sequential] [--reuse 0|1]
//                                      [--propagate 0|1] [--probe 0|1]
//                                      [--lexmin ordered|descent]
//                                      [--fast BUDGET] [--fast-large BUDGET] [--locked 0|1]
//                                      [--matching 0|1]
//       single thread; prints "MODE puzzles=N seconds=S rate=R/s sat_calls=C"
//   engine_bench gen N COUNT BLANK SEED
//       COUNT puzzles of size N (default box shape) from shuffled pattern grids, each cell blank
//       with probability BLANK, one per line
//   engine_bench backtrack FILE
//       the plain row-major backtracking reference (tests/reference.cpp) on each puzzle
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "engine/engine.hpp"
#include "formats/format.hpp"
#include "reference.hpp"

using namespace sudosat;

namespace {

int usage() {
  std::cerr << "usage: engine_bench solve|any|count2 FILE | gen N COUNT BLANK SEED | backtrack FILE\n";
  return 2;
}

std::vector<Puzzle> read_puzzles(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + file);
  ReadOptions opt;
  opt.format = Format::Line;
  PuzzleReader reader(in, file, opt);
  std::vector<Puzzle> out;
  Record r;
  while (reader.next(r)) {
    if (!r.puzzle) throw std::runtime_error(r.error ? r.error->what() : "bad input");
    out.push_back(*r.puzzle);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return usage();
  const std::string mode = argv[1];
  using clock = std::chrono::steady_clock;
  if (mode == "gen") {
    if (argc != 6) return usage();
    const int n = std::stoi(argv[2]), count = std::stoi(argv[3]);
    const double blank = std::stod(argv[4]);
    if (n < 1 || n > 35) {  // the line format's symbols: 1-9, A-Z
      std::cerr << "engine_bench gen: size " << n << " has no line format (1 to 35)\n";
      return 2;
    }
    std::mt19937 rng(static_cast<std::mt19937::result_type>(std::stoul(argv[5])));
    const Shape shape = *default_shape(n);
    for (int i = 0; i < count; ++i)
      std::cout << test::line_from_grid(test::random_puzzle(test::random_full_grid(shape, rng), blank, rng))
                << "\n";
    return 0;
  }
  const std::vector<Puzzle> puzzles = read_puzzles(argv[2]);
  if (mode == "backtrack") {
    for (const Puzzle& p : puzzles) {
      const auto t0 = clock::now();
      const auto found = test::backtrack(p.givens, 1);
      std::printf("backtrack solved=%d seconds=%.3f\n", static_cast<int>(found.size()),
                  std::chrono::duration<double>(clock::now() - t0).count());
      std::fflush(stdout);
    }
    return 0;
  }
  EngineOptions options;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--amo" && (value == "pairwise" || value == "sequential"))
      options.amo = value == "pairwise" ? Amo::Pairwise : Amo::Sequential;
    else if (flag == "--reuse")
      options.reuse = value != "0";
    else if (flag == "--propagate")
      options.propagate = value != "0";
    else if (flag == "--probe")
      options.probe = value != "0";
    else if (flag == "--fast")
      options.fast_budget = std::stoll(value);
    else if (flag == "--fast-large")
      options.fast_budget_large = std::stoll(value);
    else if (flag == "--locked")
      options.fast_locked = value != "0";
    else if (flag == "--matching")
      options.matching = value != "0";
    else if (flag == "--lexmin" && (value == "ordered" || value == "descent"))
      options.lexmin = value == "ordered" ? LexminMethod::Ordered : LexminMethod::Descent;
    else
      return usage();
  }
  Engine engine(options);
  long long calls = 0, unsolved = 0;
  const auto t0 = clock::now();
  for (const Puzzle& p : puzzles) {
    if (mode == "count2") {
      const Count c = engine.count(p, 2);
      unsolved += c.status != Status::Solved || c.found == 0;
    } else if (mode == "solve" || mode == "any") {
      const Answer a = engine.solve(p, mode == "any" ? Goal::Any : Goal::Lexmin);
      calls += a.sat_calls;
      unsolved += a.status != Status::Solved;
    } else {
      return usage();
    }
  }
  const double s = std::chrono::duration<double>(clock::now() - t0).count();
  const EngineStats& st = engine.stats();
  std::printf("%s puzzles=%zu seconds=%.3f rate=%.0f/s sat_calls=%lld unsolved=%lld fast_done=%lld "
              "fast_gave_up=%lld fast_nodes=%lld\n",
              mode.c_str(), puzzles.size(), s, static_cast<double>(puzzles.size()) / s, calls,
              unsolved, st.fast_done, st.fast_gave_up, st.fast_nodes);
  return 0;
}
