#include "batch.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "exit_codes.hpp"

namespace sudosat {

namespace {

int emit(const Output& o, std::ostream& out, std::ostream& err) {
  if (!o.err.empty()) err << o.err << std::flush;
  out << o.out;
  return o.code;
}

}  // namespace

int run_batch(const BatchOptions& options, const Job& job, std::ostream& out, std::ostream& err) {
  std::vector<std::string> files = options.files;
  if (files.empty()) files.push_back("-");
  Engine engine(options.engine);
  int code = exit_code::kOk;
  for (const std::string& file : files) {
    const bool stdin_ = file == "-";
    const std::string name = stdin_ ? "<stdin>" : file;
    std::ifstream stream;
    if (!stdin_) {
      stream.open(file, std::ios::binary);
      if (!stream) {
        err << name << ": cannot open: " << std::strerror(errno) << "\n";
        code = std::max(code, exit_code::kBadInput);
        continue;
      }
    }
    std::istream& in = stdin_ ? std::cin : stream;
    PuzzleReader reader(in, name, options.read);
    Item item;
    item.file = name;
    try {
      item.format = reader.format();
    } catch (const InputError& e) {
      err << e.what() << "\n";
      code = std::max(code, exit_code::kBadInput);
      continue;
    }
    while (reader.next(item.record)) {
      ++item.index;
      code = std::max(code, emit(job(item, engine), out, err));
    }
  }
  out << std::flush;
  return code;
}

}  // namespace sudosat
