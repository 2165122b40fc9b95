// f-puzzles compressed strings and links (formats/fpuzzles.hpp). An input starting with '{' is
// JSON: compressed, it must read as a string, as a link and as a percent-encoded link exactly
// as the JSON reads (both fail or both give the same puzzle). Any other input is read as a
// string or link itself. Findings: an exception other than InputError; a disagreement.
#include <string>

#include "harness.hpp"
#include "formats/fpuzzles.hpp"
#include "formats/lzstring.hpp"
#include "utf8.hpp"

using namespace sudosat;

namespace {

// The puzzle's JSON as written back, "error" when it does not read.
std::string outcome(const std::string& text) {
  try {
    const Puzzle p = parse_fpuzzles(text, "fuzz", 1, 1);
    try {
      return write_fpuzzles_json(p);
    } catch (const std::invalid_argument& e) {
      return std::string("unwritable: ") + e.what();
    }
  } catch (const InputError& e) {
    fuzz::require(e.file() == "fuzz", std::string("an error naming another file: ") + e.what());
    return "error";
  }
}

std::string percent_encode(const std::string& s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '+' || c == '/' || c == '=') {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += ch;
    }
  }
  return out;
}

}  // namespace

SUDOSAT_FUZZ_TARGET(fpuzzles_string) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (text.empty() || text[0] != '{' || !fuzz::valid_utf8(text)) {
    (void)outcome(text.empty() || text[0] != '{' ? text : "N4Ig" + text);
    return 0;
  }
  const std::string json = outcome(text);
  const std::string packed = lz_compress_base64(text);
  for (const std::string& form : {packed, "https://www.f-puzzles.com/?load=" + packed,
                                  "https://www.f-puzzles.com/?load=" + percent_encode(packed) + "&x=1"}) {
    const std::string got = outcome(form);
    fuzz::require(got == json, "the JSON reads as\n" + json + "\nbut its compressed form " +
                                   form.substr(0, 60) + "... as\n" + got);
  }
  return 0;
}
