// libFuzzer harnesses (fuzz/README.md). Each fuzz_<name>.cpp defines its body with
// SUDOSAT_FUZZ_TARGET(name): with SUDOSAT_LIBFUZZER (cmake -DSUDOSAT_FUZZ=ON, clang) it is the
// LLVMFuzzerTestOneInput of its own executable; otherwise it is registered in a table that
// fuzz_replay (replay.cpp, a CTest test of the normal build) runs on the regression files.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace sudosat::fuzz {

using Body = int (*)(const std::uint8_t* data, std::size_t size);

// Registers a harness for fuzz_replay (the replay build only).
struct Registration {
  Registration(const char* name, Body body);
};

// A finding: prints "fuzz finding: <what>" and aborts (libFuzzer then saves the input).
[[noreturn]] void fail(const std::string& what);
inline void require(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

}  // namespace sudosat::fuzz

#ifdef SUDOSAT_LIBFUZZER
#define SUDOSAT_FUZZ_TARGET(name) \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
#else
#define SUDOSAT_FUZZ_TARGET(name)                                                       \
  static int fuzz_body_##name(const std::uint8_t* data, std::size_t size);             \
  static const ::sudosat::fuzz::Registration fuzz_registration_##name(#name, fuzz_body_##name); \
  static int fuzz_body_##name(const std::uint8_t* data, std::size_t size)
#endif
