// How much of a corpus of real rules texts formats/rules_text.hpp understands.
//   rules_coverage puzzlerules.json [N]   (a JSON list of objects with "rulestext")
// Prints texts fully understood / total, sentences understood / total, and the N (40) most
// frequent sentences not understood (lower case, spaces collapsed).
#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "formats/rules_text.hpp"

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::cerr << "usage: rules_coverage RULES.json [N]\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  const nlohmann::json corpus = nlohmann::json::parse(in, nullptr, false);
  if (!corpus.is_array()) {
    std::cerr << argv[1] << ": not a JSON list\n";
    return 2;
  }
  int texts = 0, texts_ok = 0, sentences = 0, sentences_ok = 0;
  std::map<std::string, int> missed;
  for (const auto& entry : corpus) {
    const auto it = entry.find("rulestext");
    if (it == entry.end() || !it->is_string()) continue;
    ++texts;
    bool all = true;
    for (const auto& s : sudosat::read_rules_text(it->get<std::string>())) {
      ++sentences;
      if (!s.states.empty()) {
        ++sentences_ok;
        continue;
      }
      all = false;
      std::string key;
      for (char c : s.text) {
        const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (!(std::isspace(static_cast<unsigned char>(l)) && (key.empty() || key.back() == ' ')))
          key += std::isspace(static_cast<unsigned char>(l)) ? ' ' : l;
      }
      ++missed[key];
    }
    texts_ok += all;
  }
  std::cout << "texts fully understood: " << texts_ok << " / " << texts << "\n"
            << "sentences understood: " << sentences_ok << " / " << sentences << "\n";
  std::vector<std::pair<int, std::string>> top;
  for (const auto& [text, count] : missed) top.emplace_back(-count, text);
  std::sort(top.begin(), top.end());
  const std::size_t shown = argc == 3 ? std::stoul(argv[2]) : 40;
  if (top.size() > shown) top.resize(shown);
  std::cout << "most frequent sentences not understood:\n";
  for (const auto& [count, text] : top) std::cout << -count << "  " << text << "\n";
}
