// The SIMD 9x9 counting core (simd9.h) built for AVX2 (this file alone gets -mavx2; see
// src/CMakeLists.txt): the 128-bit code of simd9_impl.inc with the shorter VEX encodings.
#if defined(__x86_64__)
#if !defined(__AVX2__)
#error "simd9_avx2.cc must be compiled with -mavx2 (src/CMakeLists.txt)"
#endif
#define PS_SIMD9_NS avx2
#include "sudoku/simd9_impl.inc"
#endif
