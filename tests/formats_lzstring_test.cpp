// Tests for model/lzstring: compatibility with the JavaScript lz-string, round trips, and
// malformed input (every call returns a string or nothing: no crash, no hang).
#include <catch2/catch.hpp>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "formats/lzstring.hpp"
#include "workload.hpp"

using namespace sudosat;

namespace {

// A raw lz-string stream written bit by bit, for streams the compressor never makes.
// Values go least significant bit first; six bits make a base64 digit.
struct Stream {
  std::vector<int> bits;
  void put(std::uint32_t value, int width) {
    for (int i = 0; i < width; ++i, value >>= 1) bits.push_back(static_cast<int>(value & 1));
  }
  std::string base64() const {
    static const char a[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string s;
    for (std::size_t i = 0; i < bits.size(); i += 6) {
      int v = 0;
      for (std::size_t k = i; k < i + 6; ++k) v = v * 2 + (k < bits.size() ? bits[k] : 0);
      s += a[v];
    }
    return s;
  }
};

// "a" as the first literal, then `count` codes that each name the entry being defined
// (w + w's first unit: "aa", "aaa", ...), then the end marker. The text is
// 1 + 2 + ... + (count + 1) letters 'a'. Code widths follow the decompressor: 3 bits at
// first, one more each time 4, 8, 16, ... further entries have been added.
std::string growing_run(int count) {
  Stream s;
  s.put(0, 2);
  s.put('a', 8);
  int bits = 3;
  std::uint64_t enlarge_in = 4;
  std::uint32_t dict_size = 4;
  for (int i = 0; i < count; ++i) {
    s.put(dict_size++, bits);
    if (--enlarge_in == 0) enlarge_in = std::uint64_t{1} << bits++;
  }
  s.put(2, bits);
  return s.base64();
}

std::string utf8(char32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += static_cast<char>(cp);
  } else if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (cp >> 18));
    s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return s;
}

void check_round_trip(const std::string& text) {
  const std::string packed = lz_compress_base64(text);
  CHECK(packed.size() % 4 == 0);
  const auto back = lz_decompress_base64(packed);
  REQUIRE(back);
  CHECK(*back == text);
}

// A result must be valid UTF-8; compressing re-reads it strictly, so it survives unchanged.
void check_valid_result(const std::optional<std::string>& r) {
  if (r) CHECK(lz_decompress_base64(lz_compress_base64(*r)) == *r);
}

// Public f-puzzles strings, each quoted with the JSON it stands for:
//  - lisudoku/sudoku_formats, src/formats/fpuzzles/decoder.spec.ts (FPUZZLES_DATA_STRING)
//  - lisudoku/sudoku_formats, README.md (FPUZZLES_URL; no '=' padding needed)
//  - dclamage/SudokuSolver, SudokuTests/SumConstraintTests.cs (InniePuzzleUrl)
//  - lisudoku/sudoku_formats, decoder.spec.ts: "data string contains the json {"x":3}"
const char* const kSudokuFormats =
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSTQMY0IB7AOwQAYLXz3iBdZQty6uo3gBGVADcAhgBsArnBGoaYmEI"
    "AuGORRCTZ8gEyKIytRphadchAGZDxhOs0c+Rbryfuyn1q68fnTn39fYO8eEL8/QIjwryiYoNC3eOiXbhAYAA91CS"
    "oaBnxQAGMYKSkwfBAAJQBWAGE9EFQa2qtGqrqAFjbKgDYW7r6upoB2fpHaoarR6u6ADlqZzhdUVQALGAwAW1pNmF"
    "UNgpApCHoYcvgCKuFanu7r4bva2e69WsRuqzeQTiW0nIxaAB3Q7FUrnPBVDoLbpQ25pY6ncEQyqwmG1B5NKHPJp1bF"
    "VPp4yqjZ4/ZYgbAQCRoBjSADU9lMqApVJpUgAtAy5KgJPRVBAANb0CBoVaqTkwbm8gUnNDipkQABmCo2KmKIJKZQql"
    "UQE26OsWWlBmouVR1tya+u+ZIwEj5tHVYK1OoxpqeVtIICN4Nd7wtbt+qFo2FwFyKGoQU1qwhAZJgdlDnvD8Cq82jZ"
    "P5EFKG0KVPkhETjpNlU+0aanwamKjaIr7SrOPq33E0ksyb0DWtKgARjzDgizvhkaNS5Ga70xrXJs0ZpXzbWXc1CX13"
    "qT4Sc86A+0jI8OiQ2mn1WvXJ3Vp5Cbt06vPcQMvj9AzJVH3ahHMBIAJ5tQE4NbMAB0BhACAwAAORgQFagYMBshOMV4"
    "AcMwliAA=";
const char* const kReadme =
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKF"
    "sles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";
const char* const kInnie =
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0Q"
    "AawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk"
    "+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=";
const char* const kSmall = "N4IgHiBcDMC+Q===";

}  // namespace

TEST_CASE("lz-string: compressToBase64 output of the JavaScript library") {
  // Produced by lz-string 1.5.0 (npm) under node 20: LZString.compressToBase64(text).
  // "a" also checked by hand: code 0 in 2 bits, 'a' in 8, end code 2 in 3, padding: "IZA=".
  struct Vector {
    std::string text, base64;
  };
  const std::vector<Vector> vectors = {
      {"", "Q==="},
      {"a", "IZA="},
      {"hello, world", "BYUwNmD2A0AEDukBOYAmQ==="},
      {"ab", "IYIyA==="},  // the bits end on a digit: JS still adds a whole 'A'
      {"size", "M4SwXgpkA==="},
      {R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})",
       "N4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF9ljSTiBdZQiu86285qms9uyyooA"},
      {"\u00e9\u4e2d\U0001F600 caf\u00e9 \u4e2d\u6587 \U0001F600\U0001F600",
       "JeWjlLwbgAewBAxghgM2FEhw0ypSQ==="},
      {std::string("\u0100\u00ff\0x", 6), "gCAH+AAB5A=="},  // 16- and 8-bit literals, NUL
      {"abababababababababababababababababababab", "IYI17SOrZig="},
      // JavaScript keeps the dictionary in a plain object, where "__proto__" never sticks.
      {[] { std::string s; for (int i = 0; i < 50; ++i) s += "__proto__"; return s; }(),
       "PrAOCcHsBdJEIzvRt5imlnkJ+1XDJA/bE8rPC6q4uw0m+oxy1s2j5trphzi37cBPQbyHth0qbL5zJfBRJXi1YjViA"
       "==="},
      {R"({"x":3})", kSmall},
  };
  for (const auto& v : vectors) {
    INFO(v.base64);
    CHECK(lz_compress_base64(v.text) == v.base64);
    CHECK(lz_decompress_base64(v.base64) == v.text);
  }
}

TEST_CASE("lz-string: public f-puzzles strings decode to their JSON and compress back") {
  for (const char* packed : {kSudokuFormats, kReadme, kInnie, kSmall}) {
    INFO(packed);
    const auto text = lz_decompress_base64(packed);
    REQUIRE(text);
    CHECK(lz_compress_base64(*text) == packed);  // the JS library does the same (checked)
    nlohmann::json j;
    REQUIRE_NOTHROW(j = nlohmann::json::parse(*text));
    CHECK(j.is_object());
    if (std::string(packed) != kSmall) {
      CHECK(text->find("\"size\"") != std::string::npos);
      CHECK(j.at("size") == 9);
      CHECK(j.at("grid").size() == 9);
    }
  }
  // The fields the sudoku_formats test expects of its string.
  const auto j = nlohmann::json::parse(*lz_decompress_base64(kSudokuFormats));
  CHECK(j["grid"][0][3] == nlohmann::json::parse(R"({"region":0})"));
  CHECK(j["grid"][1][2] == nlohmann::json::parse(R"({"region":1,"value":1,"given":true})"));
  CHECK(j["diagonal+"] == true);
  CHECK(j["antiknight"] == true);
  CHECK(j["killercage"][0]["value"] == "22");
  CHECK(j["odd"][0]["cell"] == "R7C1");
  CHECK(j["line"][0]["outlineC"] == "gray");
  CHECK(j["line"][0]["width"] == 0.2);
  CHECK(j["renban"][0]["lines"][0].size() == 9);
  CHECK(nlohmann::json::parse(*lz_decompress_base64(kSmall)) == nlohmann::json{{"x", 3}});
}

TEST_CASE("lz-string: URL damage and padding") {
  const std::string packed = lz_compress_base64("the quick brown fox jumps over the lazy dog");
  // Digit 62 ('+') becomes ' ' when a URL is decoded as a form.
  const std::string plus = "gCAH+AAB5A==";
  std::string spaced = plus;
  spaced[4] = ' ';
  CHECK(lz_decompress_base64(spaced) == lz_decompress_base64(plus));
  std::string bare = packed;
  while (!bare.empty() && bare.back() == '=') bare.pop_back();
  CHECK(lz_decompress_base64(bare) == lz_decompress_base64(packed));
  CHECK(lz_decompress_base64(packed + "\r\n") == lz_decompress_base64(packed));
  CHECK(lz_decompress_base64(packed + "==\n") == lz_decompress_base64(packed));
  // Nothing else is forgiven: '-' and '_' (the URL-safe alphabet), inner newlines, '='.
  for (char bad : {'-', '_', '\n', '=', '.', '!', '\x01', '\0', '\x80'}) {
    std::string s = packed;
    s.insert(s.begin() + 5, bad);
    INFO(static_cast<int>(bad));
    CHECK_FALSE(lz_decompress_base64(s));
  }
  CHECK_FALSE(lz_decompress_base64(""));  // as in JS
  CHECK_FALSE(lz_decompress_base64("===="));
  CHECK_FALSE(lz_decompress_base64("\n"));
}

TEST_CASE("lz-string: round trips of random text") {
  std::mt19937 rng(20240611);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const std::vector<std::string> pieces = {"\u00e9", "\u4e2d", "\U0001F600", "a", "b", " ",
                                           "{}", "\"", "\\", "\u00ff", "\u0100", "\U0010FFFF"};
  check_round_trip("");
  for (int t = 0; t < test::workload(2000, 500); ++t) {
    std::string text;
    const int len = pick(t < 1500 ? 40 : 3000);
    const int kind = pick(4);
    for (int i = 0; i < len; ++i) {
      switch (kind) {
        case 0: text += static_cast<char>(pick(128)); break;  // any ASCII, NUL included
        case 1: text += pieces[pick(static_cast<int>(pieces.size()))]; break;
        case 2: {  // any scalar value
          char32_t cp = static_cast<char32_t>(pick(0x10F800));
          if (cp >= 0xD800) cp += 0x800;
          text += utf8(cp);
          break;
        }
        default: text += static_cast<char>('a' + pick(3)); break;
      }
    }
    INFO(t);
    check_round_trip(text);
  }
}

TEST_CASE("lz-string: round trips of JSON-like and long repetitive text") {
  std::mt19937 rng(7);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const char* const keys[] = {"size", "grid", "value", "given", "region", "cells", "killercage",
                              "c\u00e9ll", "\u4e2d"};
  for (int t = 0; t < test::workload(200, 50); ++t) {
    nlohmann::json j;
    j["size"] = 4 + pick(13);
    for (int r = 0; r < 1 + pick(9); ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (int c = 0; c < 9; ++c) {
        nlohmann::json cell = nlohmann::json::object();
        if (pick(3) == 0) cell[keys[pick(9)]] = pick(3) ? nlohmann::json(pick(100))
                                                        : nlohmann::json(keys[pick(9)]);
        row.push_back(cell);
      }
      j["grid"].push_back(row);
    }
    check_round_trip(j.dump());
  }
  check_round_trip(std::string(100000, 'a'));
  std::string abc, grid, emoji;
  while (abc.size() < 100000) abc += "abc";
  while (grid.size() < 100000) grid += R"([{},{"value":1,"given":true},{}],)";
  while (emoji.size() < 100000) emoji += "\U0001F600\u00e9";
  check_round_trip(abc);
  check_round_trip(grid);
  check_round_trip(emoji);
  // A long run compresses to about sqrt(2n) codes and comes back whole.
  const std::string run(3000000, 'x');
  const std::string packed = lz_compress_base64(run);
  CHECK(packed.size() < 10000);
  CHECK(lz_decompress_base64(packed) == run);
}

TEST_CASE("lz-string: invalid UTF-8 is compressed as U+FFFD") {
  CHECK(lz_decompress_base64(lz_compress_base64("a\xff" "b")) == "a\uFFFD" "b");
  CHECK(lz_decompress_base64(lz_compress_base64("\xed\xa0\x80")) ==  // an encoded surrogate
        "\uFFFD\uFFFD\uFFFD");
  CHECK(lz_decompress_base64(lz_compress_base64("\xc0\xaf")) == "\uFFFD\uFFFD");  // overlong
  CHECK(lz_decompress_base64(lz_compress_base64("\xf0\x9f\x98")) ==  // cut short
        "\uFFFD\uFFFD\uFFFD");
}

TEST_CASE("lz-string: every prefix is rejected or decodes whole") {
  std::vector<std::string> texts = {"hello, world", kSudokuFormats, "\U0001F600\u4e2d\u00e9xyz"};
  texts.push_back(*lz_decompress_base64(kSudokuFormats));
  for (const auto& text : texts) {
    const std::string packed = lz_compress_base64(text);
    const std::size_t digits = packed.find_first_of('=') == std::string::npos
                                   ? packed.size() : packed.find_first_of('=');
    for (std::size_t n = 0; n <= packed.size(); ++n) {
      INFO(packed.substr(0, n));
      const auto r = lz_decompress_base64(packed.substr(0, n));
      if (r) CHECK(*r == text);
      // The end marker lies in the last two digits: without them the stream is cut.
      if (n + 2 <= digits) CHECK_FALSE(r);
    }
  }
}

TEST_CASE("lz-string: crafted streams") {
  // A code past the dictionary: literal 'a' (dictionary 3..4), then code 7 in 3 bits.
  CHECK_FALSE(lz_decompress_base64("Ibg"));  // JS returns null here as well
  Stream past;
  past.put(0, 2);
  past.put('a', 8);
  past.put(5, 3);
  past.put(2, 3);
  CHECK_FALSE(lz_decompress_base64(past.base64()));
  Stream at;  // code 4 is the entry being defined: "a" + 'a'
  at.put(0, 2);
  at.put('a', 8);
  at.put(4, 3);
  at.put(2, 3);
  CHECK(lz_decompress_base64(at.base64()) == "aaa");

  CHECK_FALSE(lz_decompress_base64("w"));  // the first code is 3: no such marker
  CHECK(lz_decompress_base64("Q") == "");  // the first code ends the stream

  // Surrogates: a pair makes one character, a lone one is rejected.
  auto units = [](std::vector<std::uint32_t> us) {
    Stream s;
    s.put(1, 2);
    s.put(us[0], 16);
    int bits = 3;
    for (std::size_t i = 1; i < us.size(); ++i) {
      s.put(1, bits);
      s.put(us[i], 16);
      if (i == 2) bits = 4;  // 4 entries after the first literal: one bit wider
    }
    s.put(2, bits);
    return s.base64();
  };
  CHECK(lz_decompress_base64(units({0xD83D, 0xDE00})) == "\U0001F600");
  CHECK(lz_decompress_base64(units({0x4E2D, 0xD83D, 0xDE00})) == "\u4e2d\U0001F600");
  CHECK_FALSE(lz_decompress_base64(units({0xD83D})));
  CHECK_FALSE(lz_decompress_base64(units({0xDE00})));
  CHECK_FALSE(lz_decompress_base64(units({0xDE00, 0xD83D})));
  CHECK_FALSE(lz_decompress_base64(units({0x61, 0xD83D, 0x62})));
}

TEST_CASE("lz-string: output is capped at 64 MiB") {
  // 1 + 2 + ... + 3001 = 4,504,501 letters: allowed.
  const auto big = lz_decompress_base64(growing_run(3000));
  REQUIRE(big);
  CHECK(big->size() == 4504501u);
  CHECK(big->find_first_not_of('a') == std::string::npos);
  // 1 + 2 + ... + 12001 = 72,018,001 letters from about 27 KB of base64: rejected.
  const std::string bomb = growing_run(12000);
  CHECK(bomb.size() < 30000);
  CHECK_FALSE(lz_decompress_base64(bomb));
}

TEST_CASE("lz-string: random garbage never crashes") {
  std::mt19937 rng(12345);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const std::string alphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/ =\n";
  int decoded = 0;
  for (int t = 0; t < test::workload(10000, 2500); ++t) {
    std::string s;
    const int len = pick(t % 2 ? 12 : 300);
    for (int i = 0; i < len; ++i) {
      s += pick(50) == 0 ? static_cast<char>(pick(256))
                         : alphabet[pick(pick(2) ? 8 : static_cast<int>(alphabet.size()))];
    }
    const auto r = lz_decompress_base64(s);
    decoded += r ? 1 : 0;
    check_valid_result(r);
  }
  CHECK(decoded > 0);  // some short ones are valid streams

  // Valid strings with one digit changed: many decode, to something else, or fail.
  const std::string base = kSudokuFormats;
  const int digits = static_cast<int>(base.size()) - 1;  // one '=' of padding
  for (int t = 0; t < test::workload(10000, 2500); ++t) {
    std::string s = base;
    s[pick(digits)] = alphabet[pick(64)];
    check_valid_result(lz_decompress_base64(s));
  }
}
