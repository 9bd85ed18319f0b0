// The word candidates of one slot of a grid being filled, as the web app's constructor asks for
// them (POST /api/fill/candidates, and the WebAssembly engine's `fill_candidates` verb): the
// request read and checked, the list made by the grid filler (gridfill/candidates.h), the answer
// as JSON. docs/api.md, "Fill candidates", gives the request and the answer.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>

#include "core/budget.h"
#include "core/result.h"
#include "crossword/wordlist.h"

namespace ps::app {

// The seconds a candidates request may take: its "time_limit" (default 2, at most 10).
double CandidateSeconds(const nlohmann::json& request);

// The answer to a candidates request over `dictionary` (the word list its "lists" names), or the
// one-line error of a bad request (invalid input: HTTP 400). The list's index (its words grouped
// by length with their letter index, for the request's min score, preferred and excluded words)
// is kept for the next requests: a few, the least recently used going first.
Result<nlohmann::json> FillCandidatesJson(
    const nlohmann::json& request, const std::shared_ptr<const crossword::Dictionary>& dictionary,
    Budget& budget);

// The grid's entries checked against the word list (POST /api/fill/entries, docs/api.md "Fill
// entries"): the request's "pattern", "min_score", "preferred" and "excluded" as a candidates
// request reads them; for every entry whose squares all hold a letter, its score in the list
// (null when the list lacks it), whether it is one of the excluded words, and the earlier entry
// whose root it repeats (gridfill::Roots: ERIE and ERIES), if any.
Result<nlohmann::json> FillEntriesJson(
    const nlohmann::json& request, const std::shared_ptr<const crossword::Dictionary>& dictionary);

}  // namespace ps::app
