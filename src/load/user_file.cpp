// read_user_file (aviary/files.hpp): regular files only, size-limited.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "aviary/files.hpp"

namespace aviary {

namespace {

Diagnostic file_error(const std::string& path, const std::string& message) {
    return Diagnostic{SourceLocation{path, 1, 1}, message, ""};
}

std::string size_text(std::size_t bytes) {
    return bytes >= 1024 ? std::to_string(bytes / 1024) + " KiB" : std::to_string(bytes) + " bytes";
}

}  // namespace

Result<std::string> read_user_file(const std::string& path, std::size_t max_bytes,
                                   const std::string& what) {
    // O_NONBLOCK: opening a FIFO with no writer must not wait; fstat then turns it away
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return file_error(path, std::string("cannot read the file: ") + std::strerror(errno));
    struct stat sb {};
    if (::fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        ::close(fd);
        return file_error(path, S_ISDIR(sb.st_mode) ? "a folder, not a file"
                                                    : "not a regular file (a FIFO, device or socket is not read)");
    }
    std::string out;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const std::string why = std::strerror(errno);
            ::close(fd);
            return file_error(path, "cannot read the file: " + why);
        }
        if (n == 0) break;
        if (out.size() + std::size_t(n) > max_bytes) {
            ::close(fd);
            return file_error(path, what + " is larger than " + size_text(max_bytes));
        }
        out.append(buf, std::size_t(n));
    }
    ::close(fd);
    return out;
}

}  // namespace aviary
