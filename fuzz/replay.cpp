// Runs the fuzz harnesses without libFuzzer on saved inputs, as CTest's fuzz_replay test does:
//   fuzz_replay DIR            every file under DIR/<harness>/ through that harness
//   fuzz_replay NAME FILE...   the files through harness NAME
// A finding aborts (fuzz/harness.hpp); an unknown harness directory is an error.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "harness.hpp"

namespace sudosat::fuzz {

namespace {
std::map<std::string, Body>& table() {
  static std::map<std::string, Body> t;
  return t;
}

int run_file(Body body, const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "fuzz_replay: cannot read %s\n", file.string().c_str());
    return 1;
  }
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  body(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return 0;
}
}  // namespace

Registration::Registration(const char* name, Body body) { table()[name] = body; }

}  // namespace sudosat::fuzz

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  using sudosat::fuzz::table;
  if (argc < 2) {
    std::fprintf(stderr, "usage: fuzz_replay DIR | fuzz_replay NAME FILE...\n");
    return 2;
  }
  int errors = 0, files = 0;
  if (argc == 2) {
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(argv[1]))
      if (e.is_directory()) dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    for (const fs::path& dir : dirs) {
      const auto it = table().find(dir.filename().string());
      if (it == table().end()) {
        std::fprintf(stderr, "fuzz_replay: no harness named %s\n", dir.filename().string().c_str());
        ++errors;
        continue;
      }
      std::vector<fs::path> inputs;
      for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file()) inputs.push_back(e.path());
      std::sort(inputs.begin(), inputs.end());
      for (const fs::path& f : inputs) errors += sudosat::fuzz::run_file(it->second, f);
      files += static_cast<int>(inputs.size());
      std::printf("%s: %zu inputs\n", it->first.c_str(), inputs.size());
    }
  } else {
    const auto it = table().find(argv[1]);
    if (it == table().end()) {
      std::fprintf(stderr, "fuzz_replay: no harness named %s\n", argv[1]);
      return 2;
    }
    for (int i = 2; i < argc; ++i, ++files) errors += sudosat::fuzz::run_file(it->second, argv[i]);
  }
  std::printf("fuzz_replay: %d inputs, %d unreadable\n", files, errors);
  return errors == 0 ? 0 : 1;
}
