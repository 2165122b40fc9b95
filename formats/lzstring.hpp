// lz-string (pieroxy/lz-string) as f-puzzles.com uses it to share puzzles in URLs.
// The text is UTF-16 in JavaScript; here strings are UTF-8 and are converted both ways.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace sudosat {

// JS LZString.decompressFromBase64. Base64 is A-Z a-z 0-9 + / only, but ' ' counts as '+'
// (URL decoding turns '+' into a space) and trailing '=' and \t \n \r \v \f are ignored.
// Empty on malformed input (bad character, truncated or garbled stream, a code past the
// dictionary, a lone surrogate, "" as in JS, more than `max_output` UTF-16 units or UTF-8
// bytes of output: then *too_long, when given, is set); never throws.
constexpr std::size_t kLzMaxOutput = std::size_t{64} << 20;
std::optional<std::string> lz_decompress_base64(const std::string& base64,
                                                std::size_t max_output = kLzMaxOutput,
                                                bool* too_long = nullptr);

// JS LZString.compressToBase64, byte for byte (padding '=' included; "" gives "Q===").
// Each byte that is not part of valid UTF-8 is encoded as U+FFFD.
std::string lz_compress_base64(const std::string& utf8);

}  // namespace sudosat
