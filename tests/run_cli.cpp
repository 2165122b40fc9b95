#include "run_cli.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace sudosat::test {

namespace fs = std::filesystem;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::string& scratch_dir() {
  static const std::string dir = [] {
    const fs::path d = fs::temp_directory_path() / ("sudosat_scratch_" + std::to_string(::getpid()));
    fs::create_directories(d);
    std::atexit([] {
      std::error_code ec;
      fs::remove_all(fs::temp_directory_path() / ("sudosat_scratch_" + std::to_string(::getpid())), ec);
    });
    return d.string();
  }();
  return dir;
}

void spit(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

Run shell(const std::string& command, const std::string& input, const std::string& dir) {
  static int calls = 0;
  const fs::path base = fs::temp_directory_path() / ("sudosat_test_" + std::to_string(::getpid()) +
                                                     "_" + std::to_string(++calls));
  const std::string in = base.string() + ".in", out = base.string() + ".out",
                    err = base.string() + ".err";
  spit(in, input);
  std::string line = command + " < '" + in + "' > '" + out + "' 2> '" + err + "'";
  if (!dir.empty()) line = "cd '" + dir + "' && " + line;
  const int status = std::system(line.c_str());
  Run r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  for (const std::string& f : {in, out, err}) std::remove(f.c_str());
  return r;
}

}  // namespace sudosat::test
