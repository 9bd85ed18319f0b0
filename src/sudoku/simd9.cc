// Chooses the SIMD 9x9 counting core's build for the processor it runs on (see simd9.h).
#include "sudoku/simd9.h"

namespace ps::sudoku::internal::simd9 {

CountFn Select() {
#if defined(__x86_64__) && !defined(PS_NO_SIMD9)
  __builtin_cpu_init();
  const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx2") &&
                      __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
  if (avx512 && __builtin_cpu_supports("avx512bitalg")) return &avx512icl::Count;
  if (avx512) return &avx512::Count;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") &&
      __builtin_cpu_supports("popcnt"))
    return &avx2::Count;
  if (__builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("popcnt")) return &sse41::Count;
#endif
  return nullptr;
}

}  // namespace ps::sudoku::internal::simd9
