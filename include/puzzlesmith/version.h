// puzzlesmith's version. The top CMakeLists.txt's project() holds the same and refuses to
// configure when they differ.
#pragma once

#define PUZZLESMITH_VERSION_MAJOR 0
#define PUZZLESMITH_VERSION_MINOR 1
#define PUZZLESMITH_VERSION_PATCH 0
#define PUZZLESMITH_VERSION_STRING "0.1.0"
// One number to compare: 10000 * major + 100 * minor + patch.
#define PUZZLESMITH_VERSION \
  (PUZZLESMITH_VERSION_MAJOR * 10000 + PUZZLESMITH_VERSION_MINOR * 100 + PUZZLESMITH_VERSION_PATCH)
