// The SIMD 9x9 counting core (simd9.h) built for AVX-512 (F, VL, BW; this file alone gets the
// flags, see src/CMakeLists.txt): the same 128-bit code, where the compiler can fuse three-input
// logic into one instruction (vpternlog).
#if defined(__x86_64__)
#if !defined(__AVX512VL__) || !defined(__AVX512BW__)
#error "simd9_avx512.cc must be compiled with -mavx512f -mavx512vl -mavx512bw (src/CMakeLists.txt)"
#endif
#define PS_SIMD9_NS avx512
#include "sudoku/simd9_impl.inc"
#endif
