#include <cstdio>
#include <cstdlib>

#include "harness.hpp"

namespace sudosat::fuzz {

void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace sudosat::fuzz
