// A plain UTF-8 validity check for the harnesses, independent of formats/lzstring.cpp.
#pragma once
#include <string>

namespace sudosat::fuzz {

// Whether `s` is well-formed UTF-8: shortest forms only, no surrogates, at most U+10FFFF.
inline bool valid_utf8(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b = static_cast<unsigned char>(s[i]);
    int len = 0;
    unsigned cp = 0;
    if (b < 0x80) { ++i; continue; }
    if (b >= 0xC2 && b <= 0xDF) { len = 2; cp = b & 0x1Fu; }
    else if (b >= 0xE0 && b <= 0xEF) { len = 3; cp = b & 0x0Fu; }
    else if (b >= 0xF0 && b <= 0xF4) { len = 4; cp = b & 0x07u; }
    else return false;
    if (i + static_cast<std::size_t>(len) > s.size()) return false;
    for (int k = 1; k < len; ++k) {
      const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((c & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))) return false;
    if (cp >= 0xD800 && cp <= 0xDFFF) return false;
    i += static_cast<std::size_t>(len);
  }
  return true;
}

}  // namespace sudosat::fuzz
