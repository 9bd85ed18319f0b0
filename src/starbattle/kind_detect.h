// How the Star Battle kind knows its texts (its Kind::detect): a puzz.link URL or game ID,
// pzprv3, "starbattle" JSON, or a zone file of one or more boards.
#pragma once

#include "kind/kind.h"

namespace ps::starbattle {

kind::Detection DetectStarbattle(const kind::Sniff& text);

}  // namespace ps::starbattle
