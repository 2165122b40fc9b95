// Output that knows when it is lost. Standard output and the files sudosat writes (dimacs -o)
// go through an FdBuf: a stream buffer over a file descriptor that remembers why the first
// write failed (a full disk, a closed pipe while SIGPIPE is ignored, a descriptor that was
// never open). Commands ask write_failure() after their writes and after the final flush, and
// report "<stdout>: write error: No space left on device" with exit status 3 (README).
//
// SIGPIPE keeps its usual meaning: sudosat installs no handler, so writing to a pipe whose
// reader has gone kills the process as it kills cat, unless the parent chose to ignore it
// (then the write fails with EPIPE and is reported as above).
#pragma once
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <vector>

namespace sudosat {

// A write that failed; what() names the destination and the reason, e.g.
// "<stdout>: write error: No space left on device". Exit status 3.
class WriteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The message for a write to `name` that failed with `error` (an errno value).
std::string write_error_text(const std::string& name, int error);

// A buffered stream buffer over a file descriptor. After the first failed write it discards
// everything (the stream goes bad) and error() keeps that write's errno. Not thread-safe.
class FdBuf : public std::streambuf {
 public:
  // `name` is how messages call the destination ("<stdout>", a file name). With `own`, close()
  // and the destructor close the descriptor.
  FdBuf(int fd, std::string name, bool own = false);
  ~FdBuf() override;
  FdBuf(const FdBuf&) = delete;
  FdBuf& operator=(const FdBuf&) = delete;

  // Opens `path` for writing (created or truncated); the returned buffer owns the descriptor.
  // Throws WriteError ("FILE: cannot open for writing: Permission denied") when it cannot.
  static std::unique_ptr<FdBuf> open(const std::string& path);

  const std::string& name() const { return name_; }
  int error() const { return error_; }  // errno of the first failed write; 0 when none
  // Flushes, then closes the descriptor (or, when not owned and `close_anyway` is set, closes
  // it all the same: standard output at exit). False when a write or the close failed.
  bool close(bool close_anyway = false);

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;

 private:
  bool drain();                                  // writes out the buffer
  bool write_all(const char* data, std::size_t size);
  int fd_;
  std::string name_;
  bool own_;
  bool wrote_ = false;  // something was handed to write(2)
  int error_ = 0;
  std::vector<char> buffer_;
};

// Flushes `out` and says why it failed: the message of an FdBuf's error, or a generic one for
// other stream buffers; empty when every write so far went through.
std::optional<std::string> write_failure(std::ostream& out);

}  // namespace sudosat
