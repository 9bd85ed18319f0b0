// The SIMD 9x9 counting core (simd9.h) built for AVX-512 with BITALG (Ice Lake and later; this
// file alone gets the flags, see src/CMakeLists.txt): the avx512 build's code, where each lane's
// digit count is one instruction (vpopcntw) instead of a table look-up.
#if defined(__x86_64__)
#if !defined(__AVX512VL__) || !defined(__AVX512BW__) || !defined(__AVX512BITALG__)
#error "simd9_avx512icl.cc must be compiled with -mavx512f -mavx512vl -mavx512bw -mavx512bitalg"
#endif
#define PS_SIMD9_NS avx512icl
#include "sudoku/simd9_impl.inc"
#endif
