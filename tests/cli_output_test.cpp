// Output that cannot be written is never success: every subcommand, with every worker count,
// writing to /dev/full (a device on which every write fails with ENOSPC) exits 3 and names the
// destination; a batch stops at the first failed write; SIGPIPE keeps its usual meaning
// (the process dies of it, as cat does), and with SIGPIPE ignored the broken pipe is a write
// error like any other.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "run_cli.hpp"

using namespace sudosat;
namespace fs = std::filesystem;

namespace {

const std::string kFull = "<stdout>: write error: No space left on device\n";
const std::string kEasy =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

std::string exe() { return std::string("'") + SUDOSAT_EXE + "'"; }

// A scratch directory for this test process.
std::string scratch() {
  static const std::string dir = [] {
    const fs::path p = fs::temp_directory_path() / ("sudosat_output_" + std::to_string(::getpid()));
    fs::remove_all(p);
    fs::create_directories(p);
    return p.string();
  }();
  return dir;
}

// `count` copies of the easy puzzle, then `tail`.
std::string batch_file(const std::string& name, int count, const std::string& tail) {
  std::string text;
  for (int i = 0; i < count; ++i) text += kEasy + "\n";
  text += tail;
  const std::string path = scratch() + "/" + name;
  test::spit(path, text);
  return path;
}

// Runs a shell command group (its own redirections apply inside the braces).
test::Run group(const std::string& commands) { return test::shell("{ " + commands + "; }"); }

}  // namespace

TEST_CASE("every subcommand exits 3 and names standard output when it cannot be written") {
  const std::string data = SUDOSAT_TEST_DATA;
  const std::string one = data + "/cli/boj2239.in";
  const std::string many = batch_file("many.txt", 3000, "");
  const char* commands[] = {
      "solve", "solve -j 1", "solve -j 2", "solve -j 3 --output-format json", "solve --any",
      "count", "count -j 1 --limit 5", "count -j 2", "check", "check -j 2 --witness",
      "dimacs", "dimacs --simplify"};
  for (const char* command : commands) {
    for (const std::string& file : {one, many}) {
      if (std::string(command).rfind("dimacs", 0) == 0 && file == many) continue;
      INFO("sudosat " << command << " " << file);
      const test::Run r = group(exe() + " " + command + " '" + file + "' > /dev/full");
      CHECK(r.code == 3);
      CHECK(r.err == kFull);
    }
  }
  for (const char* words : {"--version", "--help", "solve --help", "count --help"}) {
    INFO("sudosat " << words);
    const test::Run r = group(exe() + " " + words + " > /dev/full");
    CHECK(r.code == 3);
    CHECK(r.err == kFull);
  }
  // The same commands with standard output closed: nothing can be written either.
  const test::Run closed = group(exe() + " solve '" + one + "' >&-");
  CHECK(closed.code == 3);
  CHECK(closed.err == "<stdout>: write error: Bad file descriptor\n");
}

TEST_CASE("decode exits 3 when its grid cannot be written") {
  const std::string dir = scratch();
  const std::string puzzle = dir + "/decode.txt";
  test::spit(puzzle, kEasy + "\n");
  REQUIRE(test::run_cli("dimacs '" + puzzle + "' -o '" + dir + "/decode.cnf'").code == 0);
  // A model made by our own solver through the DIMACS file: the grid's true variables.
  const test::Run solved = test::run_cli("solve --output-format grid '" + puzzle + "'");
  REQUIRE(solved.code == 0);
  std::string model = "s SATISFIABLE\nv";
  int r = 0, c = 0;
  for (char ch : solved.out) {
    if (ch == '\n') { ++r; c = 0; continue; }
    if (ch == ' ') continue;
    const int d = ch - '0';
    for (int k = 1; k <= 9; ++k) model += " " + std::to_string((k == d ? 1 : -1) * (r * 81 + c * 9 + k));
    ++c;
  }
  model += " 0\n";
  test::spit(dir + "/decode.model", model);
  REQUIRE(test::run_cli("decode '" + puzzle + "' '" + dir + "/decode.model'").code == 0);
  const test::Run full = group(exe() + " decode '" + puzzle + "' '" + dir + "/decode.model' > /dev/full");
  CHECK(full.code == 3);
  CHECK(full.err == kFull);
}

TEST_CASE("files that cannot be written: dimacs -o, check --certify") {
  const std::string data = SUDOSAT_TEST_DATA;
  const std::string one = data + "/cli/boj2239.in";
  const test::Run o = test::run_cli("dimacs '" + one + "' -o /dev/full");
  CHECK(o.code == 3);
  CHECK(o.err == "/dev/full: write error: No space left on device\n");
  const test::Run dir = test::run_cli("dimacs '" + one + "' -o /nonexistent/dir/p.cnf");
  CHECK(dir.code == 3);
  CHECK(dir.err == "/nonexistent/dir/p.cnf: cannot open for writing: No such file or directory\n");
  // Certificates: a file of the certificate directory that is /dev/full.
  const std::string many = batch_file("certify.txt", 50, "");
  for (const char* file : {"puzzle-1.cnf", "puzzle-1.drat", "puzzle-7.drat"}) {
    for (const char* jobs : {"-j 1", "-j 2"}) {
      const std::string cert = scratch() + "/cert";
      fs::remove_all(cert);
      fs::create_directories(cert);
      fs::create_symlink("/dev/full", cert + "/" + file);
      INFO(file << " " << jobs);
      const test::Run r = test::run_cli(std::string("check --certify '") + cert + "' " + jobs + " '" + many + "'");
      CHECK(r.code == 3);
      CHECK(r.err == cert + "/" + file + ": write error: No space left on device\n");
      // The batch stopped at the failed certificate: far fewer than 50 answers.
      CHECK(r.out.size() < 40 * 7);
    }
  }
}

TEST_CASE("a batch stops at the first failed write: later puzzles give no message") {
  // 20,000 puzzles (1.6 MB of answers), then a bad line whose error must never be reported.
  const std::string file = batch_file("stop.txt", 20000, "12345\n");
  for (const char* jobs : {"-j 1", "-j 2", "-j 3"}) {
    INFO(jobs);
    const test::Run r = group(exe() + " solve --stats " + jobs + " '" + file + "' > /dev/full");
    CHECK(r.code == 3);
    // The summary, then the write error, and nothing about line 20001.
    REQUIRE(r.err.size() > kFull.size());
    CHECK(r.err.substr(r.err.size() - kFull.size()) == kFull);
    CHECK(r.err.find("20001") == std::string::npos);
    // Stopped at once: the first 64 KiB of answers (800 puzzles) fail, and only the puzzles
    // already in the workers' hands (at most 256 per worker) are still solved.
    REQUIRE(r.err.rfind("puzzles: ", 0) == 0);
    const long done = std::stol(r.err.substr(9));
    CHECK(done < 800 + 3 * 256 + 64);
  }
}

TEST_CASE("SIGPIPE: the default kills the writer; ignored, a broken pipe is a write error") {
  const std::string file = batch_file("pipe.txt", 100000, "");
  for (const char* jobs : {"-j 1", "-j 2"}) {
    INFO(jobs);
    // The status of sudosat itself, written to stderr by the subshell that ran it.
    const test::Run killed = group("(" + exe() + " solve " + jobs + " '" + file +
                                   "'; echo \"status $?\" >&2) | head -c 100 > /dev/null");
    CHECK(killed.err == "status 141\n");  // 128 + SIGPIPE: the shell's way of saying it
    const test::Run ignored = group("trap '' PIPE; (" + exe() + " solve " + jobs + " '" + file +
                                    "'; echo \"status $?\" >&2) | head -c 100 > /dev/null");
    CHECK(ignored.err == "<stdout>: write error: Broken pipe\nstatus 3\n");
  }
}
