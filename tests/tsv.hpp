// The rows of a tab-separated test data file (tests/data/sudokupad/*.tsv): one vector of fields
// per line, empty lines and lines starting with '#' left out.
#pragma once
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sudosat::test {

inline std::vector<std::vector<std::string>> tsv(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream s(line);
    for (std::string f; std::getline(s, f, '\t');) fields.push_back(f);
    rows.push_back(fields);
  }
  return rows;
}

}  // namespace sudosat::test
