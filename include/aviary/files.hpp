// Reading a file the user named: the one way the library, the CLI, the adapters and the Python
// module open user files. Only a regular file is read (a FIFO, device, socket or folder is an
// error, so nothing blocks on one), and at most `max_bytes` of it (a larger file is an error).
#pragma once
#include <cstddef>
#include <string>

#include "aviary/diagnostics.hpp"

namespace aviary {

// The whole text of the regular file at `path`, or a diagnostic at `path`:1:1 saying why not
// ("cannot read the file", "not a regular file", "larger than N KiB"). `what` names the kind
// of file in the size message ("the variant file", "the journal").
Result<std::string> read_user_file(const std::string& path, std::size_t max_bytes,
                                   const std::string& what = "the file");

}  // namespace aviary
