// The SIMD 9x9 counting core (simd9.h) built for SSE4.1 (this file alone gets -msse4.1; see
// src/CMakeLists.txt), for x86-64 processors without AVX2.
#if defined(__x86_64__)
#if !defined(__SSE4_1__)
#error "simd9_sse41.cc must be compiled with -msse4.1 (src/CMakeLists.txt)"
#endif
#define PS_SIMD9_NS sse41
#include "sudoku/simd9_impl.inc"
#endif
