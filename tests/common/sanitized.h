// Whether this test binary is built with AddressSanitizer (the asan-ubsan preset), where the
// searches run four to eight times slower: the slowest property tests then run over fewer seeds
// (the release pass runs them all).
#pragma once

namespace ps::test_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace ps::test_support
