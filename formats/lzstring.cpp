// lz-string's base64 codec, written from the algorithm's description.
//
// The format is LZW over UTF-16 code units with a growing code width. Codes are written
// least significant bit first into 6-bit base64 digits, most significant digit bit first.
// Code 0 introduces an 8-bit literal, 1 a 16-bit literal, 2 ends the stream; a literal
// joins the dictionary the first time its character is written. Both sides count down
// `enlarge_in` and widen the codes by one bit when it reaches zero; the compressor starts
// at 2 bits (3 codes known), the decompressor, having read the first literal, at 3 bits.
#include "lzstring.hpp"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace sudosat {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr char16_t kReplacement = 0xFFFD;

bool is_continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// Strict UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF) to UTF-16; each byte
// that does not start a valid sequence becomes U+FFFD.
std::u16string utf8_to_utf16(const std::string& s) {
  std::u16string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    std::size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (b0 < 0x80) {
      len = 1;
    } else if (b0 >= 0xC2 && b0 <= 0xDF) {
      len = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      len = 3;
      if (b0 == 0xE0) lo = 0xA0;
      if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      len = 4;
      if (b0 == 0xF0) lo = 0x90;
      if (b0 == 0xF4) hi = 0x8F;
    }
    bool ok = len > 0 && i + len <= s.size();
    for (std::size_t k = 1; ok && k < len; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      ok = is_continuation(b) && (k > 1 || (b >= lo && b <= hi));
    }
    if (!ok) {
      out += kReplacement;
      ++i;
      continue;
    }
    std::uint32_t cp = len == 1 ? b0 : b0 & (0x7Fu >> len);
    for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
    if (cp < 0x10000) {
      out += static_cast<char16_t>(cp);
    } else {
      cp -= 0x10000;
      out += static_cast<char16_t>(0xD800 + (cp >> 10));
      out += static_cast<char16_t>(0xDC00 + (cp & 0x3FF));
    }
    i += len;
  }
  return out;
}

// UTF-16 to UTF-8; empty on a lone surrogate or more than max_output bytes.
std::optional<std::string> utf16_to_utf8(const std::vector<char16_t>& units, std::size_t max_output,
                                         bool* too_long) {
  std::string out;
  out.reserve(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    std::uint32_t cp = units[i];
    if (cp >= 0xDC00 && cp <= 0xDFFF) return std::nullopt;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      if (i + 1 == units.size() || units[i + 1] < 0xDC00 || units[i + 1] > 0xDFFF)
        return std::nullopt;
      cp = 0x10000 + ((cp - 0xD800) << 10) + (units[++i] - 0xDC00u);
    }
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
    if (out.size() > max_output) {
      if (too_long) *too_long = true;
      return std::nullopt;
    }
  }
  return out;
}

// The code width schedule shared by both directions: after `enlarge_in` more dictionary
// entries the width grows by one bit.
struct Width {
  int bits;
  std::uint64_t enlarge_in;
  void count() {
    if (--enlarge_in == 0) {
      enlarge_in = std::uint64_t{1} << bits;
      ++bits;
    }
  }
};

class BitWriter {
 public:
  void put(std::uint32_t value, int bits) {
    for (int i = 0; i < bits; ++i, value >>= 1) put_bit(value & 1);
  }
  // At least one zero bit to close the last digit (as the JS does), then '=' padding.
  std::string finish() {
    do put_bit(0); while (filled_ != 0);
    while (text_.size() % 4 != 0) text_ += '=';
    return std::move(text_);
  }

 private:
  void put_bit(std::uint32_t bit) {
    digit_ = (digit_ << 1) | bit;
    if (++filled_ == 6) {
      text_ += kAlphabet[digit_];
      digit_ = 0;
      filled_ = 0;
    }
  }
  std::string text_;
  std::uint32_t digit_ = 0;
  int filled_ = 0;
};

class BitReader {
 public:
  explicit BitReader(const std::vector<std::uint8_t>& digits) : digits_(digits) {}
  // False when the stream ends first (a valid stream never reads past its last digit).
  bool get(int bits, std::uint32_t& value) {
    if (bits < 1 || bits > 32) return false;
    value = 0;
    for (int i = 0; i < bits; ++i) {
      if (index_ >= digits_.size()) return false;
      value |= static_cast<std::uint32_t>((digits_[index_] >> shift_) & 1) << i;
      if (shift_-- == 0) {
        shift_ = 5;
        ++index_;
      }
    }
    return true;
  }

 private:
  const std::vector<std::uint8_t>& digits_;
  std::size_t index_ = 0;
  int shift_ = 5;
};

int digit_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+' || c == ' ') return 62;
  if (c == '/') return 63;
  return -1;
}

bool is_trailer(char c) {
  return c == '=' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// A dictionary entry: a run of the output so far (every entry is one, see below).
struct Span {
  std::uint32_t start, length;
};

}  // namespace

std::string lz_compress_base64(const std::string& utf8) {
  const std::u16string in = utf8_to_utf16(utf8);
  BitWriter out;
  Width width{2, 2};
  std::uint32_t dict_size = 3;  // codes 0, 1, 2 are the markers
  // The dictionary as a trie: (code of w) << 16 | next unit -> code of w + unit, where the
  // empty string has code 0 (never a real entry), so single units hang off it.
  std::unordered_map<std::uint64_t, std::uint32_t> trie;
  auto key = [](std::uint32_t code, char16_t unit) { return std::uint64_t{code} << 16 | unit; };
  std::vector<bool> literal_pending(0x10000, false);  // seen, but its literal not yet written

  std::uint32_t w = 0;           // code of the current match w
  std::size_t w_start = 0, w_length = 0;  // where w sits in the input
  auto write_w = [&] {
    const char16_t first = in[w_start];
    if (w_length == 1 && literal_pending[first]) {
      const bool wide = first >= 256;
      out.put(wide ? 1 : 0, width.bits);
      out.put(first, wide ? 16 : 8);
      literal_pending[first] = false;
      width.count();
    } else {
      out.put(w, width.bits);
    }
    width.count();
  };

  for (std::size_t i = 0; i < in.size(); ++i) {
    const char16_t c = in[i];
    if (trie.emplace(key(0, c), dict_size).second) {
      ++dict_size;
      literal_pending[c] = true;
    }
    auto found = trie.find(key(w, c));
    if (found != trie.end()) {
      w = found->second;
      if (w_length++ == 0) w_start = i;
      continue;
    }
    write_w();
    // JavaScript keeps the dictionary in a plain object, where assigning the key
    // "__proto__" does nothing: that code number is spent but the string never matches.
    if (!(w_length == 8 && in.compare(w_start, 9, u"__proto__") == 0))
      trie.emplace(key(w, c), dict_size);
    ++dict_size;
    w = trie.find(key(0, c))->second;
    w_start = i;
    w_length = 1;
  }
  if (w_length > 0) write_w();
  out.put(2, width.bits);
  return out.finish();
}

std::optional<std::string> lz_decompress_base64(const std::string& base64, std::size_t max_output,
                                                bool* too_long) {
  if (too_long) *too_long = false;
  std::size_t end = base64.size();
  while (end > 0 && is_trailer(base64[end - 1])) --end;
  if (end == 0) return std::nullopt;
  std::vector<std::uint8_t> digits(end);
  for (std::size_t i = 0; i < end; ++i) {
    const int v = digit_value(base64[i]);
    if (v < 0) return std::nullopt;
    digits[i] = static_cast<std::uint8_t>(v);
  }
  BitReader in(digits);

  // Every entry is a run of the output: the entry emitted for a code is appended at the end,
  // and the entry it creates, w + that entry's first unit, is the previous run plus one unit.
  std::vector<char16_t> out;
  std::vector<Span> dict(3);  // codes 0, 1, 2 are the markers
  auto read_literal = [&](std::uint32_t marker, char16_t& unit) {
    std::uint32_t v = 0;
    if (!in.get(marker == 0 ? 8 : 16, v)) return false;
    unit = static_cast<char16_t>(v);
    return true;
  };

  std::uint32_t code = 0;
  char16_t unit = 0;
  if (!in.get(2, code) || code == 3) return std::nullopt;
  if (code == 2) return std::string();
  if (!read_literal(code, unit)) return std::nullopt;
  out.push_back(unit);
  dict.push_back(Span{0, 1});
  Span w{0, 1};
  Width width{3, 4};

  for (;;) {
    if (!in.get(width.bits, code)) return std::nullopt;
    if (code == 2) break;
    const auto start = static_cast<std::uint32_t>(out.size());
    Span entry{start, 0};
    if (code < 2) {
      if (!read_literal(code, unit)) return std::nullopt;
      if (out.size() + 1 > max_output) {
        if (too_long) *too_long = true;
        return std::nullopt;
      }
      dict.push_back(Span{start, 1});
      width.count();
      out.push_back(unit);
      entry.length = 1;
    } else if (code <= dict.size()) {
      // code == dict.size(): the entry being defined right now, w + w's first unit.
      const Span from = code < dict.size() ? dict[code] : w;
      entry.length = code < dict.size() ? from.length : w.length + 1;
      if (out.size() + entry.length > max_output) {
        if (too_long) *too_long = true;
        return std::nullopt;
      }
      out.resize(out.size() + entry.length);
      for (std::uint32_t k = 0; k < from.length; ++k) out[start + k] = out[from.start + k];
      if (code == dict.size()) out[start + w.length] = out[w.start];
    } else {
      return std::nullopt;
    }
    dict.push_back(Span{w.start, w.length + 1});
    width.count();
    w = entry;
  }
  return utf16_to_utf8(out, max_output, too_long);
}

}  // namespace sudosat
