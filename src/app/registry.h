// The registry: the only list of puzzle kinds (app/registry.cc), and what the front ends do with
// a kind's parameter table. The contract itself is kind/kind.h.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "kind/kind.h"

namespace ps::app {

using kind::Detection;
using kind::Drawing;
using kind::ImportOptions;
using kind::Kind;
using kind::Param;

// Every kind, in menu order.
const std::vector<const Kind*>& Kinds();
// By name or alias; null when there is none.
const Kind* FindKind(std::string_view name);

// `request` checked against the kind's parameter table: every parameter present (its default when
// absent), of its type and range; unknown names refused. The seed is drawn when absent.
Result<nlohmann::json> CheckParams(const Kind& kind, const nlohmann::json& request);
// The table as JSON for GET /api/kinds.
nlohmann::json ParamsJson(const Kind& kind);

}  // namespace ps::app
