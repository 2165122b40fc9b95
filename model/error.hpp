// The one exception type for bad input: where (file, line, column) and what; and the input limits.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>

namespace sudosat {

class InputError : public std::runtime_error {
 public:
  // line and column are 1-based; 0 means "not applicable" and is left out of what().
  InputError(std::string file, int line, int column, const std::string& message)
      : std::runtime_error(format(file, line, column, message)),
        file_(std::move(file)), line_(line), column_(column), message_(message) {}

  const std::string& file() const { return file_; }
  int line() const { return line_; }
  int column() const { return column_; }
  const std::string& message() const { return message_; }  // without the position

 private:
  static std::string format(const std::string& f, int l, int c, const std::string& m) {
    std::string s = f;
    if (l > 0) s += ":" + std::to_string(l);
    if (l > 0 && c > 0) s += ":" + std::to_string(c);
    return s + ": " + m;
  }
  std::string file_;
  int line_, column_;
  std::string message_;
};

// The longest input line read (without its '\n' and a trailing '\r'), and the longest f-puzzles
// JSON text: 1 MiB, where a 35x35 line puzzle takes 1,225 bytes and the largest f-puzzles
// puzzle we know some 100 KB. A longer line is an error of its own ("line longer than 1 MiB"),
// never read in part; memory stays bounded whatever the input (docs/reliability.md).
constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

// A token of the input as an error message quotes it: in single quotes, every byte outside
// printable ASCII written as \xNN, so that messages stay readable text (and valid JSON).
inline std::string quote_token(const std::string& text) {
  static const char hex[] = "0123456789abcdef";
  std::string q = "'";
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7f) {
      q += static_cast<char>(c);
    } else {
      q += "\\x";
      q += hex[c >> 4];
      q += hex[c & 15];
    }
  }
  return q + "'";
}

}  // namespace sudosat
