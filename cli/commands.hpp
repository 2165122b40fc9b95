// The subcommands. Each add_* registers its options on the app and returns the function
// that runs it once the command line is parsed; it writes to out/err and returns an exit code.
#pragma once
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "output.hpp"

namespace sudosat {

using Command = std::function<int(std::ostream& out, std::ostream& err)>;

Command add_solve(CLI::App& app);

// Options shared by the batch subcommands: FILE..., --input-format, --box, --time-limit,
// -j/--jobs, -q/--quiet, --stats.
struct CommonArgs {
  BatchOptions batch;
  std::string input_format, output_format, box;
  double time_limit = 0;
  // Validates the text options into batch; throws CLI::ValidationError on bad values.
  void finish();
  std::optional<OutFormat> out_format;
};
void add_common_options(CLI::App& sub, CommonArgs& args, bool with_output_format);

}  // namespace sudosat
