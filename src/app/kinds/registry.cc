// The registry of kinds; see kind.h.
#include <algorithm>

#include "app/kinds/kind.h"

namespace ps::app {

extern const Kind kSudokuKind;
extern const Kind kStarbattleKind;
extern const Kind kFillinKind;
extern const Kind kCrosswordKind;
extern const Kind kFillKind;

const std::vector<const Kind*>& Kinds() {
  static const std::vector<const Kind*> kinds = {&kSudokuKind, &kStarbattleKind, &kFillinKind,
                                                 &kCrosswordKind, &kFillKind};
  return kinds;
}

const Kind* FindKind(std::string_view name) {
  for (const Kind* k : Kinds()) {
    if (k->name == name ||
        std::find(k->aliases.begin(), k->aliases.end(), name) != k->aliases.end()) {
      return k;
    }
  }
  return nullptr;
}

}  // namespace ps::app
