#include "sink.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ostream>

namespace sudosat {

namespace {
constexpr std::size_t kBufferSize = 64 * 1024;
}

std::string write_error_text(const std::string& name, int error) {
  return name + ": write error: " + std::strerror(error);
}

FdBuf::FdBuf(int fd, std::string name, bool own)
    : fd_(fd), name_(std::move(name)), own_(own), buffer_(kBufferSize) {
  setp(buffer_.data(), buffer_.data() + buffer_.size());
}

FdBuf::~FdBuf() { close(); }

std::unique_ptr<FdBuf> FdBuf::open(const std::string& path) {
  int fd;
  do {
    fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  } while (fd < 0 && errno == EINTR);
  if (fd < 0) throw WriteError(path + ": cannot open for writing: " + std::strerror(errno));
  return std::make_unique<FdBuf>(fd, path, true);
}

bool FdBuf::write_all(const char* data, std::size_t size) {
  if (error_ != 0) return false;
  while (size > 0) {
    const ssize_t n = ::write(fd_, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {  // a non-blocking descriptor: wait
        pollfd p{fd_, POLLOUT, 0};
        if (::poll(&p, 1, -1) >= 0 || errno == EINTR) continue;
      }
      error_ = errno;
      return false;
    }
    if (n == 0) {  // no progress and no reason: never loop forever
      error_ = EIO;
      return false;
    }
    wrote_ = true;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

bool FdBuf::drain() {
  const std::size_t pending = static_cast<std::size_t>(pptr() - pbase());
  const bool ok = pending == 0 || write_all(pbase(), pending);
  setp(buffer_.data(), buffer_.data() + buffer_.size());  // written or, after a failure, dropped
  return ok && error_ == 0;
}

FdBuf::int_type FdBuf::overflow(int_type c) {
  if (!drain()) return traits_type::eof();
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  *pptr() = traits_type::to_char_type(c);
  pbump(1);
  return c;
}

std::streamsize FdBuf::xsputn(const char* s, std::streamsize n) {
  if (error_ != 0) return 0;
  const auto room = epptr() - pptr();
  if (n <= room) {
    std::memcpy(pptr(), s, static_cast<std::size_t>(n));
    pbump(static_cast<int>(n));
    return n;
  }
  // Larger than the room left: write what is buffered, then the text itself when it would not
  // fit in the buffer either.
  if (!drain()) return 0;
  if (n >= static_cast<std::streamsize>(buffer_.size()))
    return write_all(s, static_cast<std::size_t>(n)) ? n : 0;
  std::memcpy(pptr(), s, static_cast<std::size_t>(n));
  pbump(static_cast<int>(n));
  return n;
}

int FdBuf::sync() { return drain() ? 0 : -1; }

bool FdBuf::close(bool close_anyway) {
  bool ok = drain();
  if (fd_ >= 0 && (own_ || close_anyway)) {
    // A close that fails reports a write the kernel could not complete (NFS, some disks).
    // EBADF on a descriptor never written to is a stdout that was not open: nothing was lost.
    if (::close(fd_) != 0 && errno != EINTR && !(errno == EBADF && !wrote_)) {
      if (error_ == 0) error_ = errno;
      ok = false;
    }
    fd_ = -1;
  }
  return ok;
}

std::optional<std::string> write_failure(std::ostream& out) {
  out.flush();
  auto* fd = dynamic_cast<FdBuf*>(out.rdbuf());
  if (fd && fd->error() != 0) return write_error_text(fd->name(), fd->error());
  if (!out) return std::string("output: write error");
  return std::nullopt;
}

}  // namespace sudosat
