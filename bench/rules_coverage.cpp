// How much of a corpus of real rules texts formats/rules_text.hpp understands.
//   rules_coverage puzzlerules.json [N] [--labels LABELS.tsv]
// puzzlerules.json: a JSON list of objects with "id" and "rulestext" (SudokuPad/sudokutools,
// src/rulesparser/puzzlerules.json). Prints texts fully understood / total, sentences
// understood / total, the sentences taken as stories (RuleSentence::story: read only where the
// setter's solution judges) and the texts read whole but for them, and the N (40) most frequent
// sentences not understood (lower case, spaces collapsed). With --labels (bench/rules_labels.tsv: id, yes/no, kinds, why; "yes" when every
// rule of the text is a kind sudosat has), also the "yes" texts fully understood, and lists the
// "yes" texts not fully understood with every sentence of theirs not understood, and the ids of
// the other texts fully understood (a rule sudosat lacks read as one it has: each must be looked at).
//   rules_coverage --each < TEXTS
// reads one text a line and prints, a line each, "1|states|numbers" where every sentence was
// understood ("0|..." otherwise): each sentence's states (stated_word, comma after each) and
// number (bench/rules_hunt.py compares these before and after a change of one word).
#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "formats/rules_text.hpp"

namespace {

int each_line() {
  std::string line;
  while (std::getline(std::cin, line)) {
    bool all = true;
    std::string states, numbers;
    for (const sudosat::RuleSentence& s : sudosat::read_rules_text(line)) {
      all = all && !s.states.empty();
      for (const sudosat::Stated& st : s.states) states += sudosat::stated_word(st) + ",";
      numbers += std::to_string(s.number) + ",";
    }
    std::cout << (all ? "1" : "0") << "|" << states << "|" << numbers << "\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--each") return each_line();
  std::string corpus_path, labels_path;
  std::size_t shown = 40;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--labels" && i + 1 < argc) labels_path = argv[++i];
    else if (corpus_path.empty()) corpus_path = a;
    else if (!a.empty() && std::isdigit(static_cast<unsigned char>(a[0]))) shown = std::stoul(a);
    else corpus_path.clear(), i = argc;
  }
  if (corpus_path.empty()) {
    std::cerr << "usage: rules_coverage RULES.json [N] [--labels LABELS.tsv] | rules_coverage --each < TEXTS\n";
    return 2;
  }
  std::set<std::string> yes;  // ids labelled "yes"
  if (!labels_path.empty()) {
    std::ifstream labels(labels_path);
    if (!labels) {
      std::cerr << labels_path << ": cannot read\n";
      return 2;
    }
    std::string line;
    std::getline(labels, line);  // header
    while (std::getline(labels, line)) {
      std::istringstream fields(line);
      std::string id, label;
      std::getline(fields, id, '\t');
      std::getline(fields, label, '\t');
      if (label == "yes") yes.insert(id);
    }
  }
  std::ifstream in(corpus_path);
  const nlohmann::json corpus = nlohmann::json::parse(in, nullptr, false);
  if (!corpus.is_array()) {
    std::cerr << corpus_path << ": not a JSON list\n";
    return 2;
  }
  int texts = 0, texts_ok = 0, sentences = 0, sentences_ok = 0, yes_texts = 0, yes_ok = 0;
  int stories = 0, texts_with_stories = 0;  // sentences taken as stories; texts read whole but for them
  std::vector<std::string> yes_missed;  // "id: sentence not understood", every one
  std::vector<std::string> others_ok;   // ids not labelled yes, fully understood
  std::map<std::string, int> missed;
  for (const auto& entry : corpus) {
    const auto it = entry.find("rulestext");
    if (it == entry.end() || !it->is_string()) continue;
    ++texts;
    bool all = true, all_but_stories = true;
    const auto id_it = entry.find("id");
    const std::string id = id_it != entry.end() && id_it->is_string() ? id_it->get<std::string>() : "";
    const bool labelled_yes = yes.count(id) > 0;
    for (const auto& s : sudosat::read_rules_text(it->get<std::string>())) {
      ++sentences;
      if (!s.states.empty()) {
        ++sentences_ok;
        continue;
      }
      if (s.story) ++stories;
      else all_but_stories = false;
      if (labelled_yes) yes_missed.push_back(id + ": " + s.text);
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
    texts_with_stories += !all && all_but_stories;
    if (all && !labelled_yes) others_ok.push_back(id);
    yes_texts += labelled_yes;
    yes_ok += labelled_yes && all;
  }
  std::cout << "texts fully understood: " << texts_ok << " / " << texts << "\n"
            << "sentences understood: " << sentences_ok << " / " << sentences << "\n"
            << "sentences taken as stories (where the setter's solution judges): " << stories << "; texts read whole "
            << "but for them: " << texts_with_stories << "\n";
  if (!labels_path.empty()) {
    std::cout << "texts labelled yes (every rule a kind sudosat has) fully understood: " << yes_ok << " / "
              << yes_texts << "\n";
    for (const std::string& m : yes_missed) std::cout << "  not understood: " << m << "\n";
    std::cout << "texts not labelled yes, fully understood: " << others_ok.size() << "\n";
    for (const std::string& id : others_ok) std::cout << "  understood: " << id << "\n";
  }
  std::vector<std::pair<int, std::string>> top;
  for (const auto& [text, count] : missed) top.emplace_back(-count, text);
  std::sort(top.begin(), top.end());
  if (top.size() > shown) top.resize(shown);
  std::cout << "most frequent sentences not understood:\n";
  for (const auto& [count, text] : top) std::cout << -count << "  " << text << "\n";
}
