// A program that uses the installed sudosat library: solves a puzzle given as text (default:
// a classic one), says whether its solution is unique and prints it.
//   consumer ['PUZZLE TEXT']
#include <iostream>

#include <sudosat/sudosat.hpp>

int main(int argc, char** argv) {
  const std::string text = argc > 1 ? argv[1]
      : "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  try {
    const sudosat::Puzzle puzzle = sudosat::parse_puzzle(text);
    const sudosat::CheckResult check = sudosat::check(puzzle);
    std::cout << sudosat::version_line() << "\n" << sudosat::to_string(check.verdict) << "\n";
    const sudosat::SolveResult smallest = sudosat::solve(puzzle);
    if (!smallest) return 1;
    std::cout << sudosat::grid_text(smallest.solution.grid, "line");
    return 0;
  } catch (const sudosat::InputError& e) {  // bad input: the message names where
    std::cerr << e.what() << "\n";
    return 3;
  }
}
