// Test-only: the kinds a rules text was read as, in the words of the labelled sets' "kinds"
// (bench/rules_own_wordings11.json to 22), for the tests that compare the two.
#pragma once
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/rules_text.hpp"

namespace sudosat::test {

// The kinds `read` states (with `loose`, a sentence not understood counts the kinds it names):
// a cage's or a lockout line's two halves are its kind; notes, "no boxes" and negative
// constraints ("all ...") are no kinds.
inline std::set<std::string> kinds_read(const std::vector<RuleSentence>& read, bool loose) {
  std::set<std::string> got, halves;
  for (const RuleSentence& x : read)
    for (const Stated& st : loose && x.states.empty() ? x.named : x.states) {
      const std::string w = stated_word(st);
      if (w == "cage sum" || w == "cage distinct" || w == "cage product" || w == "lockout ends" || w == "lockout inner")
        halves.insert(w);
      else if (w != "note" && w != "no boxes" && w.rfind("all ", 0) != 0)
        got.insert(w);
    }
  if (halves.count("cage sum") && halves.count("cage distinct")) got.insert("killercage");
  if (halves.count("cage product") && halves.count("cage distinct")) got.insert("productcage");
  if (halves.count("lockout ends") && (halves.count("lockout inner") || got.count("lockoutline")))
    got.insert("lockoutline");
  return got;
}

// Whether `read` states half of a rule without its other half (a cage's product without its
// distinct digits, a lockout line's ends without the digits between them): such a text is not read
// whole, whatever each sentence states (the converter refuses it for want of the other half).
inline bool half_unpaired(const std::vector<RuleSentence>& read) {
  std::set<std::string> said;
  for (const RuleSentence& x : read)
    for (const Stated& st : x.states) said.insert(stated_word(st));
  const bool distinct = said.count("cage distinct") || said.count("killer");
  return (said.count("cage product") && !distinct) ||
         (said.count("lockout ends") && !said.count("lockout inner") && !said.count("lockoutline"));
}

// The labelled texts of the authors who never saw the reader (bench/rules_own_wordings11.json
// to 22), in order; empty when a file is missing.
inline std::vector<nlohmann::json> labelled_texts() {
  std::vector<nlohmann::json> out;
  for (const char* set : {"11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22"}) {
    std::ifstream in(std::string(SUDOSAT_TEST_DATA) + "/../../bench/rules_own_wordings" + set + ".json");
    if (!in) return {};
    for (const nlohmann::json& t : nlohmann::json::parse(in)) out.push_back(t);
  }
  return out;
}

// A labelled text's kinds ("latin": a Latin square, read as "rows columns").
inline std::set<std::string> kinds_labelled(const nlohmann::json& text) {
  std::set<std::string> want;
  for (const nlohmann::json& k : text["kinds"]) want.insert(k == "latin" ? "rows columns" : k.get<std::string>());
  return want;
}

}  // namespace sudosat::test
