#include "links.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace sudosat {

namespace {

// SudokuPad's hosts, today's and earlier ones still found in published links (the svencodes.com
// and web.app addresses), each followed by an optional "sudoku/" or "puzzle/" path.
constexpr const char* kHosts[] = {"sudokupad.app/", "crackingthecryptic.com/", "sudokupad.svencodes.com/",
                                  "cracking-the-cryptic.web.app/"};

// The payload prefixes, longest first where one starts another ("fpuzzles" before "fpuz").
struct Prefix {
  const char* text;
  PayloadKind kind;
};
constexpr Prefix kPrefixes[] = {{"fpuzzles", PayloadKind::FPuzzles},
                                {"fpuz", PayloadKind::FPuzzles},
                                {"scl", PayloadKind::SudokuPadJson},
                                {"ctc", PayloadKind::SudokuPadJson},
                                {"classic", PayloadKind::Classic},
                                {"scf", PayloadKind::Scf}};

bool starts_with(const std::string& s, std::size_t at, const char* prefix) {
  return s.compare(at, std::char_traits<char>::length(prefix), prefix) == 0;
}

bool is_base64(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/' || c == '=' ||
         c == '%' || c == ' ' || c == '-' || c == '$';
}

// Where a web link's host starts ("http://", "https://" or "www.", any case, at `at`), else npos.
std::size_t web_host(const std::string& s, std::size_t at) {
  auto lower_starts = [&](const char* prefix) {
    const std::size_t k = std::char_traits<char>::length(prefix);
    if (s.size() - at < k) return false;
    for (std::size_t i = 0; i < k; ++i)
      if (std::tolower(static_cast<unsigned char>(s[at + i])) != prefix[i]) return false;
    return true;
  };
  if (lower_starts("https://")) return at + 8;
  if (lower_starts("http://")) return at + 7;
  if (lower_starts("www.")) return at;
  return std::string::npos;
}

int hex(char h) {
  return h >= '0' && h <= '9' ? h - '0' : h >= 'A' && h <= 'F' ? h - 'A' + 10
         : h >= 'a' && h <= 'f' ? h - 'a' + 10 : -1;
}

// The code of classic payloads: a letter (or sign) of kRuns stands for that many blanks (its
// index), kPairs' k-th symbol for digit k % 10 (0: blank) and k / 10 blanks after it.
constexpr const char* kRuns = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()[]-.~:@!$&'*,;=_";
constexpr const char* kPairs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx";

}  // namespace

bool looks_like_link(const std::string& line) {
  const std::size_t b = line.find_first_not_of(" \t\r\n\v\f");
  if (b == std::string::npos) return false;
  if (line.find("load=") != std::string::npos) return true;
  for (const char* host : kHosts)
    if (line.find(host) != std::string::npos) return true;
  if (starts_with(line, b, "N4Ig") || web_host(line, b) != std::string::npos) return true;
  for (const Prefix& p : kPrefixes) {
    const std::size_t rest = b + std::char_traits<char>::length(p.text);
    if (!starts_with(line, b, p.text) || rest >= line.size()) continue;
    if (p.kind == PayloadKind::Classic) {  // its own code, checked whole
      const std::size_t e = line.find_last_not_of(" \t\r\n\v\f") + 1;
      if (unzip_classic(line.substr(rest, e - rest))) return true;
      continue;
    }
    // A payload of some length made of its code's symbols (a line puzzle is digits and blanks
    // only, a grid line has spaces between short words).
    std::size_t n = 0;
    for (std::size_t i = rest; i < line.size() && is_base64(line[i]); ++i) ++n;
    if (n >= 8 && line.find_first_not_of(" \t\r\n", rest + n) == std::string::npos) return true;
  }
  return false;
}

std::optional<Payload> link_payload(const std::string& text, std::size_t start,
                                    std::size_t& bad_escape) {
  std::size_t end = text.find_last_not_of(" \t\r\n\v\f") + 1;
  std::size_t from = start;
  bool fpuzzles_link = false, sudokupad_link = false;
  if (const std::size_t load = text.find("load=", start); load != std::string::npos && load < end) {
    from = load + 5;
    end = std::min(end, text.find_first_of("&#", from));
    fpuzzles_link = true;
  } else {
    for (const char* host : kHosts) {
      const std::size_t at = text.find(host, start);
      if (at == std::string::npos || at >= end) continue;
      from = at + std::char_traits<char>::length(host);
      sudokupad_link = true;
      if (starts_with(text, from, "sudoku/") || starts_with(text, from, "puzzle/")) from += 7;
      if (const std::size_t id = text.find("puzzleid=", from); id != std::string::npos && id < end)
        from = id + 9;
      // The payload ends where the settings SudokuPad adds begin.
      end = std::min(end, text.find_first_of("?&#", from));
      break;
    }
  }
  if (!fpuzzles_link && !sudokupad_link)
    if (const std::size_t host = web_host(text, start); host != std::string::npos) {
      Payload other;
      other.kind = PayloadKind::OtherLink;
      other.id = text.substr(host, std::min(text.find_first_of("/?#", host), end) - host);
      if (other.id.size() > 40) other.id = other.id.substr(0, 37) + "...";
      return other;
    }
  const std::string raw = text.substr(from, end - from);
  std::string data;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == ' ') {
      data += '+';  // a '+' that a chat app turned into a space
    } else if (raw[i] != '%') {
      data += raw[i];
    } else if (i + 2 < raw.size() && hex(raw[i + 1]) >= 0 && hex(raw[i + 2]) >= 0) {
      data += static_cast<char>(hex(raw[i + 1]) * 16 + hex(raw[i + 2]));
      i += 2;
    } else {
      bad_escape = from + i;
      return std::nullopt;
    }
  }
  Payload p;
  p.id = raw.size() > 24 ? raw.substr(0, 21) + "..." : raw;
  p.kind = PayloadKind::FPuzzles;
  p.data = data;
  if (fpuzzles_link || starts_with(data, 0, "N4Ig")) return p;
  for (const Prefix& prefix : kPrefixes)
    if (starts_with(data, 0, prefix.text)) {
      p.kind = prefix.kind;
      p.data = data.substr(std::char_traits<char>::length(prefix.text));
      return p;
    }
  if (sudokupad_link) p.kind = PayloadKind::ShortId;  // else: taken for an f-puzzles payload
  return p;
}

std::optional<std::string> unzip_classic(const std::string& data) {
  if (const std::optional<Scf> second = unzip_scf(data); second && second->rules.empty()) return second->cells;
  const std::string_view runs = kRuns;
  std::string first;
  for (char c : data) {
    if (c >= '1' && c <= '9') {
      first += c;
    } else if (const std::size_t k = runs.find(c); k != std::string::npos) {
      first.append(k, '0');
    } else {
      return std::nullopt;
    }
    if (first.size() > 81) return std::nullopt;
  }
  if (first.size() == 81) return first;
  return std::nullopt;
}

std::optional<Scf> unzip_scf(const std::string& data) {
  const std::string_view pairs = kPairs;
  Scf out;
  std::size_t i = 0;
  for (; i < data.size() && out.cells.size() < 81; ++i) {
    const std::size_t k = pairs.find(data[i]);
    if (k == std::string::npos) return std::nullopt;
    out.cells += static_cast<char>('0' + k % 10);
    out.cells.append(k / 10, '0');
  }
  if (out.cells.size() != 81) return std::nullopt;  // short, or a run past the last cell
  out.rules = data.substr(i);
  return out;
}

}  // namespace sudosat
