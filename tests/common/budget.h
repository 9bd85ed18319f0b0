// An unlimited budget for the tests' searches.
#pragma once

#include "core/budget.h"

namespace ps::test_support {

inline Budget& NoLimit() {
  static Budget budget;
  return budget;
}

}  // namespace ps::test_support
