// File input and output for the front ends: `-` is standard input or output; inputs are size-
// limited so that a wrong file cannot exhaust memory.
#pragma once

#include <cstdio>
#include <string>

#include "core/result.h"

namespace ps::app {

inline constexpr size_t kMaxInputBytes = 64 << 20;

// The file opened for reading (stdin for "-"; the caller closes any other); an Error with code
// kIo naming the file (a folder, a file not there) on failure.
Result<std::FILE*> OpenInput(const std::string& path);
// The whole file (or stdin for "-"); an Error with code kIo naming the file on failure.
Result<std::string> ReadInput(const std::string& path);
// Writes `content` to the file at `path` ('-': standard output), through a temporary file
// renamed over it (a device or pipe such as /dev/full is written directly); an error of code
// kIo saying why, a folder that does not exist by name.
Status WriteOutput(const std::string& path, const std::string& content);
// Whether something is at `path` (a file, a folder); false for a name the system cannot take
// (too long, say), never an exception: a command's argument may be a game ID or JSON instead.
bool PathExists(const std::string& path);

}  // namespace ps::app
