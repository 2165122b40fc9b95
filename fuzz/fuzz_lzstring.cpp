// lz-string (formats/lzstring.hpp). Findings: a crash; a decompressed text that is not UTF-8 or
// does not survive compress + decompress; valid UTF-8 that does not survive compress +
// decompress; an output limit that is exceeded or reported wrongly.
#include <string>

#include "harness.hpp"
#include "formats/lzstring.hpp"
#include "utf8.hpp"

using namespace sudosat;

SUDOSAT_FUZZ_TARGET(lzstring) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // As compressed text.
  bool too_long = true;
  // Capped as the f-puzzles reader caps it (1 MiB): a few bytes can ask for 64 MiB.
  const auto d = lz_decompress_base64(text, std::size_t{1} << 20, &too_long);
  if (d) {
    fuzz::require(!too_long, "too_long set on success");
    fuzz::require(fuzz::valid_utf8(*d), "decompressed text is not UTF-8");
    fuzz::require(lz_decompress_base64(lz_compress_base64(*d)) == d, "decompressed text does not round-trip");
    const std::size_t cap = d->size() / 2;
    bool cut = false;
    const auto small = lz_decompress_base64(text, cap, &cut);
    if (small) {
      fuzz::require(small->size() <= cap && *small == *d, "the output limit was not kept");
    } else {
      fuzz::require(cut || d->empty(), "a limit failure not reported as too long");
    }
  }
  // As plain text.
  const auto back = lz_decompress_base64(lz_compress_base64(text));
  fuzz::require(back.has_value(), "compressed text does not decompress");
  if (fuzz::valid_utf8(text))
    fuzz::require(*back == text, "UTF-8 text does not round-trip");
  else
    fuzz::require(fuzz::valid_utf8(*back), "invalid UTF-8 does not come back as UTF-8");
  return 0;
}
