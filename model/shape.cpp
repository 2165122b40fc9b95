#include "shape.hpp"

#include <cctype>

namespace sudosat {

std::optional<Shape> default_shape(int n) {
  if (n < 4 || n > kMaxSize) return std::nullopt;
  int r = 1;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) r = d;
  if (r == 1) return std::nullopt;
  return Shape{r, n / r};
}

std::optional<Shape> parse_shape(const std::string& text) {
  auto x = text.find_first_of("xX");
  if (x == std::string::npos || x == 0 || x + 1 == text.size() || x > 2 || text.size() - x - 1 > 2)
    return std::nullopt;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (i != x && !std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
  Shape s{std::stoi(text.substr(0, x)), std::stoi(text.substr(x + 1))};
  if (s.box_rows < 1 || s.box_cols < 1 || s.n() > kMaxSize) return std::nullopt;
  return s;
}

std::string to_string(const Shape& s) {
  return std::to_string(s.box_rows) + "x" + std::to_string(s.box_cols);
}

}  // namespace sudosat
