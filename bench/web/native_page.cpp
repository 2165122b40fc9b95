// The page's answers natively: web/page_api.cpp compiled for this machine, to time the page's
// own code path beside the WebAssembly build in one run (bench/web/run.mjs).
//
//   native_page FILE [REPEAT]   FILE: one puzzle a line ("name<TAB>text" or text alone)
// Prints one JSON line per puzzle: {"name", "verdict", "check_ms"} with check_ms the least of
// REPEAT (default 5) check requests with a fresh solver each, as the page measures it (solving
// only, parsing apart).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

extern "C" const char* sudosat_answer(const char* request);

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: native_page FILE [REPEAT]\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << argv[1] << ": cannot open\n";
    return 2;
  }
  const int repeat = argc > 2 ? std::max(1, std::stoi(argv[2])) : 5;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const std::size_t tab = line.find('\t');
    const std::string name = tab == std::string::npos ? "" : line.substr(0, tab);
    const std::string text = tab == std::string::npos ? line : line.substr(tab + 1);
    const std::string request = nlohmann::json{{"op", "check"}, {"text", text}, {"fresh", true}}.dump();
    double best = 1e300;
    std::string verdict;
    for (int k = 0; k < repeat; ++k) {
      const nlohmann::json a = nlohmann::json::parse(sudosat_answer(request.c_str()));
      verdict = a.at("verdict").get<std::string>();
      if (a.contains("check_ms")) best = std::min(best, a.at("check_ms").get<double>());
    }
    nlohmann::json out{{"name", name}, {"verdict", verdict}};
    if (best < 1e300) out["check_ms"] = best;
    std::cout << out.dump() << "\n";
  }
  return 0;
}
