// How many random instances a test runs. The sanitizer build (cmake -DSUDOSAT_SANITIZE=ON or
// -DSUDOSAT_FUZZ=ON, .ci/sanitize.sh) defines SUDOSAT_TEST_LIGHT: ASan + UBSan make the
// tests 5-20x slower, so there the loops over random puzzles run the same code paths on fewer
// instances. SUDOSAT_TEST_WORKLOAD=full in the environment restores the full workload.
#pragma once
#include <cstdlib>
#include <cstring>

namespace sudosat::test {

// True when the tests run their light workload (see above).
inline bool light_workload() {
#ifdef SUDOSAT_TEST_LIGHT
  const char* w = std::getenv("SUDOSAT_TEST_WORKLOAD");
  return !(w && std::strcmp(w, "full") == 0);
#else
  return false;
#endif
}

// `full` in the normal build, `light` in the sanitizer build.
inline int workload(int full, int light) { return light_workload() ? light : full; }

}  // namespace sudosat::test
