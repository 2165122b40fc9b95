// Running commands, and the sudosat binary, from tests.
#pragma once
#include <string>

namespace sudosat::test {

struct Run {
  int code = -1;  // exit status; -1 when the command did not exit normally
  std::string out, err;
};

std::string slurp(const std::string& path);                    // a whole file, bytes as they are
// A directory of this test process's own (under the system's temporary directory), removed
// when the process exits.
const std::string& scratch_dir();
void spit(const std::string& path, const std::string& text);   // writes (replaces) a file

// Runs a shell command line with `input` on standard input, in `dir` when not empty, and
// captures its standard output and error.
Run shell(const std::string& command, const std::string& input = "", const std::string& dir = "");

#ifdef SUDOSAT_EXE  // set on every test target (tests/CMakeLists.txt)
// Runs the sudosat binary under test with `args` (already shell-quoted).
inline Run run_cli(const std::string& args, const std::string& input = "",
                   const std::string& dir = "") {
  return shell(std::string("'") + SUDOSAT_EXE + "' " + args, input, dir);
}
#endif

}  // namespace sudosat::test
