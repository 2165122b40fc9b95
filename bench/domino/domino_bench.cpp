// domino_bench: Sudominoku benchmark helper.
//   domino_bench gen N K SEED    K random puzzles revealing N dominoes, BOJ 4574 text, final 0
//   domino_bench backtrack       solves stdin's puzzles by plain backtracking (first solution),
//                                printing "Puzzle k" and the grid like `sudosat solve`
//   domino_bench counts          per puzzle of stdin: variables, clauses and placements of the
//                                encoding, domino groups with Pairwise and with Sequential AMO
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "engine/engine.hpp"
#include "domino_reference.hpp"
#include "encoder/domino.hpp"
#include "formats/format.hpp"

using namespace sudosat;

namespace {

std::vector<Puzzle> read_stdin() {
  PuzzleReader reader(std::cin, "<stdin>", ReadOptions{Format::Domino, std::nullopt});
  std::vector<Puzzle> out;
  Record r;
  while (reader.next(r)) {
    if (!r.puzzle) {
      std::cerr << r.error->what() << "\n";
      std::exit(3);
    }
    out.push_back(*r.puzzle);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  if (cmd == "gen" && argc == 5) {
    const int n = std::stoi(argv[2]), k = std::stoi(argv[3]);
    std::mt19937 rng(static_cast<unsigned>(std::stoul(argv[4])));
    std::string out;
    for (int i = 0; i < k; ++i) out += test::domino_text(test::reveal(test::random_board(rng), n, rng));
    std::cout << out << "0\n";
    return 0;
  }
  if (cmd == "backtrack") {
    int k = 0;
    std::string out;
    for (const Puzzle& p : read_stdin()) {
      out += "Puzzle " + std::to_string(++k) + "\n";
      Grid g;
      out += test::domino_first(p, g) ? write_grid(g, Format::Compact) : "no solution\n";
    }
    std::cout << out;
    return 0;
  }
  if (cmd == "counts") {
    int k = 0;
    std::printf("puzzle,N,amo,vars,clauses,placements\n");
    for (const Puzzle& p : read_stdin()) {
      ++k;
      for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
        Vars vars(9);
        DominoEncoding enc = encode_domino(p, vars, Amo::Pairwise, amo);
        std::printf("%d,%zu,%s,%d,%zu,%zu\n", k, p.dominoes->placed.size(),
                    amo == Amo::Pairwise ? "pairwise" : "sequential", vars.count(),
                    enc.cnf.clauses, enc.placements.size());
      }
    }
    return 0;
  }
  std::cerr << "usage: domino_bench gen N K SEED | backtrack | counts\n";
  return 2;
}
