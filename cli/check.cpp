// sudosat check: is each puzzle's solution unique?
//
// One word per puzzle, in input order: "unique", "multiple" or "none" ("unknown" when
// --time-limit ran out, "error" for a malformed puzzle, with the message on stderr; "error"
// too for a puzzle that carries its setter's solution and, as read, has others, unless
// --as-read: as_read_refusal in commands.hpp).
// --witness: after "multiple" come two different solutions, in lexicographic order, each
//   written as the puzzle's format writes grids: one line each for the line format; for the
//   grid, compact and domino formats each grid is preceded by an empty line.
// --certify DIR: for every unique puzzle K (its 1-based position in the one input file),
//   writes DIR/puzzle-K.cnf (full rules, givens as units, and last the clause excluding the
//   solution found) and DIR/puzzle-K.drat, a DRAT proof that this CNF is unsatisfiable.
// Exit status: 0 when every puzzle is unique, 1 when some is multiple or none, 3 for bad
// input, 4 for a time-out, 5 when a certificate could not be made; the largest wins.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <filesystem>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "sudosat/dimacs.hpp"
#include "sink.hpp"

namespace sudosat {

namespace {

struct CheckArgs {
  CommonArgs common;
  bool witness = false, as_read = false;
  std::string certify;
};

}  // namespace

std::string write_certificate(const std::string& base, const Puzzle& puzzle, const Solution& solution,
                              const std::vector<std::string>& comments) {
  {
    const std::unique_ptr<FdBuf> buf = FdBuf::open(base + ".cnf");
    std::ostream cnf(buf.get());
    cnf << uniqueness_dimacs(puzzle, solution, comments);
    if (!buf->close()) throw WriteError(write_error_text(buf->name(), buf->error()));
  }
  const std::string proof_name = base + ".drat";
  std::FILE* proof = std::fopen(proof_name.c_str(), "wb");
  if (!proof) throw WriteError(proof_name + ": cannot open for writing: " + std::strerror(errno));
  errno = 0;
  const bool unsat = write_uniqueness_proof(puzzle, solution, proof);
  // The solver writes the proof through stdio: a failed write leaves the stream's error flag
  // set and errno telling why; a failed last flush makes fclose fail.
  const int trace_errno = errno;
  const bool written = std::fflush(proof) == 0 && !std::ferror(proof);
  const int flush_errno = errno;
  if (std::fclose(proof) != 0 || !written) {
    const int why = trace_errno != 0 ? trace_errno : flush_errno != 0 ? flush_errno : errno != 0 ? errno : EIO;
    throw WriteError(write_error_text(proof_name, why));
  }
  return unsat ? "" : "internal error: the certificate formula " + base + ".cnf is not unsatisfiable";
}

namespace {

// Writes the certificate of a unique puzzle; returns an error message (an internal error),
// empty on success. Throws WriteError when a file cannot be written: the batch stops.
std::string certify(const std::string& dir, const Item& item, const Solution& solution) {
  const Puzzle& puzzle = *item.record.puzzle;
  const std::string base = dir + "/puzzle-" + std::to_string(item.index);
  const std::vector<std::string> comments{
      "made by " + version_text() + ": sudosat check --certify",
      "puzzle " + std::to_string(item.index) + " of " + item.file + " (line " +
          std::to_string(item.record.line) + ")",
      "the puzzle's formula ('sudosat dimacs'), then last the clause excluding its one solution:",
      "unsatisfiable exactly when that solution is unique; " + base + ".drat is a DRAT proof"};
  const std::string why = write_certificate(base, puzzle, solution, comments);
  if (!why.empty())
    return "internal error: the certificate formula of puzzle " + std::to_string(item.index) +
           " is not unsatisfiable";
  return "";
}

Output check_one(const Item& item, Solver& solver, bool witness, bool as_read, const std::string& dir) {
  if (item.record.error)
    return {"error\n", std::string(item.record.error->what()) + "\n", exit_code::kBadInput};
  const Puzzle& puzzle = *item.record.puzzle;
  const CheckResult c = solver.check(puzzle);
  if (const auto refusal = as_read ? std::nullopt : as_read_refusal(puzzle, c))
    return {"error\n", item.where() + *refusal + "\n", exit_code::kBadInput};
  if (c.verdict == Verdict::Unknown)
    return {"unknown\n", item.where() + "unknown: time limit reached\n", exit_code::kUnknown};
  const char* drawn = puzzle.variant && puzzle.variant->as_drawn ? " (as drawn)" : "";
  if (c.verdict == Verdict::None) return {std::string("none") + drawn + "\n", "", exit_code::kNoSolution};
  if (c.verdict == Verdict::Unique) {
    Output o{std::string("unique") + drawn + "\n", loose_note(item.where(), puzzle), exit_code::kOk};
    if (!dir.empty()) {
      const std::string why = certify(dir, item, c.witnesses.front());
      if (!why.empty()) o = {"unique\n", item.where() + why + "\n", exit_code::kInternal};
    }
    return o;
  }
  Output o{std::string("multiple") + drawn + "\n", "", exit_code::kNoSolution};
  if (witness) {  // the two witnesses, smaller grid first
    const bool lines = item.format == Format::Line || item.format == Format::FPuzzlesLines;
    for (const Solution& s : c.witnesses) {
      if (!lines) o.out += "\n";
      o.out += write_grid(s.grid, lines ? Format::Line
                                        : item.format == Format::Grid ? Format::Grid : Format::Compact,
                            item.digits());
    }
  }
  return o;
}

}  // namespace

Command add_check(CLI::App& app) {
  auto args = std::make_shared<CheckArgs>();
  CLI::App* sub = app.add_subcommand("check", "Tell whether each puzzle has a unique solution");
  add_common_options(*sub, args->common, false);
  sub->add_flag("--witness", args->witness, "After \"multiple\", print two different solutions");
  add_as_read_option(*sub, args->as_read);
  sub->add_option("--certify", args->certify,
                  "For each unique puzzle K write DIR/puzzle-K.cnf and a DRAT proof DIR/puzzle-K.drat "
                  "(one input file)");
  return [args](std::ostream& out, std::ostream& err) {
    args->common.finish();
    const std::string dir = args->certify;
    if (!dir.empty()) {
      if (args->common.batch.files.size() > 1)
        throw CLI::ValidationError("--certify", "takes one input file (puzzle-K is its K-th puzzle)");
      std::error_code ec;
      std::filesystem::create_directories(dir, ec);
      if (!std::filesystem::is_directory(dir)) {
        err << dir << ": cannot create the directory" << (ec ? ": " + ec.message() : "") << "\n";
        return exit_code::kBadInput;
      }
    }
    const bool witness = args->witness, as_read = args->as_read;
    Job job = [witness, as_read, dir](const Item& item, Solver& solver) {
      return check_one(item, solver, witness, as_read, dir);
    };
    return run_batch(args->common.batch, job, out, err);
  };
}

}  // namespace sudosat
