/// @file
/// Marks the functions the puzzlesmith shared library exports; everything else in it is hidden.
#pragma once

#if defined(__GNUC__) || defined(__clang__)
#define PUZZLESMITH_API __attribute__((visibility("default")))
#else
#define PUZZLESMITH_API
#endif
