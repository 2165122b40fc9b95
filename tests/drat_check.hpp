// A small forward DRAT checker for tests (independent of CaDiCaL): reads a DIMACS CNF and a
// textual DRAT proof, checks every added lemma by reverse unit propagation (RUP) against the
// formula and the lemmas before it, honours deletions ("d ..."), and requires the empty
// clause. RAT lemmas are not supported (CaDiCaL's proofs need none here). Like drat-trim, a
// deletion does not undo top-level units already implied (sound: they follow from the CNF).
// A deletion of a clause that is not present is ignored.
#pragma once
#include <cstddef>
#include <string>

namespace sudosat::test {

struct DratResult {
  bool ok = false;            // the proof shows the CNF unsatisfiable
  std::string message;        // why not (or "verified")
  std::size_t lemmas = 0;     // lemmas checked
  std::size_t deletions = 0;  // deletions honoured
};

// Checks the texts of a CNF and a proof.
DratResult drat_check(const std::string& cnf_text, const std::string& proof_text);
// Checks files (reads them whole); a file that cannot be read is a failed check.
DratResult drat_check_files(const std::string& cnf_path, const std::string& proof_path);

}  // namespace sudosat::test
