// The word candidates of one slot of a grid being filled, as the web app's constructor asks for
// them (POST /api/fill/candidates, and the WebAssembly engine's `fill_candidates` verb): the
// request read and checked, the list made by the grid filler (gridfill/candidates.h), the answer
// as JSON. docs/api.md, "Fill candidates", gives the request and the answer.
#pragma once

#include <nlohmann/json.hpp>

#include "core/budget.h"
#include "core/result.h"
#include "crossword/wordlist.h"

namespace ps::app {

// The seconds a candidates request may take: its "time_limit" (default 2, at most 10).
double CandidateSeconds(const nlohmann::json& request);

// The answer to a candidates request over `dictionary` (the word list `make fill` uses), or the
// one-line error of a bad request (invalid input: HTTP 400).
Result<nlohmann::json> FillCandidatesJson(const nlohmann::json& request,
                                          const crossword::Dictionary& dictionary, Budget& budget);

}  // namespace ps::app
