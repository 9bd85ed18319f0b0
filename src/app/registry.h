// The registry: the list of puzzle kinds, and what the front ends do with a kind's parameter
// table. The contract itself is kind/kind.h. The list is the build's: each `ps_kind(<folder>)`
// line of src/CMakeLists.txt adds a kind, and ps_kind_list writes the source that defines
// Kinds() for the programs linked with it.
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

// Every kind of this program, in menu order (the order of the ps_kind lines).
const std::vector<const Kind*>& Kinds();
// By name or alias; null when there is none.
const Kind* FindKind(std::string_view name);

// `request` checked against the kind's parameter table: every parameter present (its default when
// absent), of its type and range; unknown names refused. The seed is drawn when absent.
Result<nlohmann::json> CheckParams(const Kind& kind, const nlohmann::json& request);
// The same against the kind's import parameters (Kind::import_params).
Result<nlohmann::json> CheckImportParams(const Kind& kind, const nlohmann::json& request);
// Every kind's import parameters, one per name (the first kind's, in menu order): the options
// of the command's verbs that read a puzzle, and the names the library's read() takes.
std::vector<const Param*> ImportParams();
// A table as JSON for GET /api/kinds ("params", "import_params").
nlohmann::json ParamsJson(const std::vector<Param>& table);

}  // namespace ps::app
