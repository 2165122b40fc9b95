// Mutation fuzzing of the sudosat binary with a fixed seed: inputs made by breaking the
// examples and test files (bytes replaced, cut, repeated or inserted) go through solve, count,
// check and dimacs. Every run must end with a documented exit status other than 2 and 5 (no
// crash, no internal error), print something, and keep JSON records valid JSON. CTest runs
// 300 inputs from seed 4574; SUDOSAT_FUZZ_RUNS and SUDOSAT_FUZZ_SEED set a longer campaign
// (docs/testing.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "model/error.hpp"
#include "run_cli.hpp"
#include "workload.hpp"

using namespace sudosat;
namespace fs = std::filesystem;

namespace {

int env_or(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::atoi(v) : fallback;
}

// The example inputs, in the order of their paths: directory order differs between file
// systems, and the same seed must give the same inputs on every machine.
std::vector<std::string> seed_inputs() {
  std::vector<std::string> paths, out;
  for (const char* dir : {"/cli", "/domino", "/batch"})
    for (const auto& entry : fs::directory_iterator(std::string(SUDOSAT_TEST_DATA) + dir))
      if (entry.is_regular_file() && entry.file_size() < 20000 &&
          entry.path().extension() == ".in")
        paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  for (const std::string& path : paths) out.push_back(test::slurp(path));
  return out;
}

// `text` with 1 to 8 random edits.
std::string mutate(std::string text, std::mt19937& rng) {
  static const std::string alphabet = "0123456789.ABCDEFGHI \n\t\r-x#";
  auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  const int edits = 1 + static_cast<int>(pick(8));
  for (int e = 0; e < edits; ++e) {
    if (text.empty()) text = "1";
    const std::size_t at = pick(text.size());
    switch (pick(6)) {
      case 0: text[at] = alphabet[pick(alphabet.size())]; break;
      case 1: text.erase(at, 1 + pick(20)); break;
      case 2: text.insert(at, 1 + pick(4), alphabet[pick(alphabet.size())]); break;
      case 3: text.insert(at, text.substr(pick(text.size()), 1 + pick(100))); break;
      case 4: text[at] = static_cast<char>(pick(256)); break;
      default: text.resize(at); break;
    }
  }
  return text;
}

// The input for a failure message, line by line as error messages quote tokens.
std::string escaped(const std::string& text) {
  std::istringstream lines(text);
  std::string out;
  for (std::string line; std::getline(lines, line);) out += quote_token(line) + "\n";
  return out;
}

}  // namespace

TEST_CASE("mutated inputs: a documented exit status, never a crash, valid JSON") {
  const std::vector<std::string> seeds = seed_inputs();
  REQUIRE(seeds.size() > 20);
  const char* commands[] = {"solve", "solve --any", "solve -j 2", "count --limit 3", "check",
                            "solve --output-format json", "solve --input-format domino",
                            "solve --input-format line", "dimacs --simplify"};
  const int runs = env_or("SUDOSAT_FUZZ_RUNS", test::workload(300, 100));
  std::mt19937 rng(static_cast<std::mt19937::result_type>(env_or("SUDOSAT_FUZZ_SEED", 4574)));
  int errors = 0;
  for (int run = 0; run < runs; ++run) {
    // One run in eight takes an example as it is: about 299 of 300 mutated inputs are errors,
    // so without them whether any valid input reached the commands hung on the seed.
    const std::string& seed = seeds[std::uniform_int_distribution<std::size_t>(0, seeds.size() - 1)(rng)];
    const std::string input = run % 8 == 7 ? seed : mutate(seed, rng);
    const std::string command = commands[std::uniform_int_distribution<std::size_t>(0, 8)(rng)];
    INFO("run " << run << ": sudosat " << command << " with input:\n" << escaped(input));
    const bool dimacs = command.rfind("dimacs", 0) == 0;
    const test::Run r = test::run_cli(dimacs ? command : command + " --quiet", input);
    INFO("exit status " << r.code << ", stderr:\n" << escaped(r.err));
    CHECK((r.code == 0 || r.code == 1 || r.code == 3 || r.code == 4));
    CHECK(r.err.find("internal error") == std::string::npos);
    CHECK_FALSE((r.out.empty() && r.err.empty()));
    if (command.find("json") != std::string::npos) {
      std::istringstream lines(r.out);
      for (std::string line; std::getline(lines, line);) CHECK_NOTHROW(nlohmann::json::parse(line));
    }
    errors += r.code == 3;
  }
  // The mutations must reach the error paths and leave some inputs valid.
  CHECK(errors > runs / 4);
  INFO("errors " << errors << " of " << runs);
  CHECK(errors < runs);
}
