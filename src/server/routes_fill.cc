// The constructor's help while a grid is filled by hand: POST /api/fill/candidates, the words
// that fit one slot with look-ahead (app/fill_candidates.h; docs/api.md, "Fill candidates"), and
// POST /api/fill/entries, the grid's whole entries checked against the word list,
// answered at once (no job) within the request's short budget, over the word list the request's
// "lists" names (routes_wordlists.cc: the server's list, --words or the built-in one, by default).
#include <fmt/format.h>

#include "app/fill_candidates.h"
#include "server/impl.h"

namespace ps::server {

void Server::Impl::FillRoutes() {
  http.Post("/api/fill/candidates", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                                       httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              std::shared_ptr<const crossword::Dictionary> dict = Words(*body, res);
              if (dict == nullptr) return;
              Budget budget = Budget::Seconds(app::CandidateSeconds(*body));
              Result<json> answer = app::FillCandidatesJson(*body, dict, budget);
              if (!answer.ok()) {
                return SendError(res, StatusFor(answer.error()), answer.error().ToString());
              }
              SendJson(res, 200, *answer);
            }));
  // The grid's whole entries against the word list: its score, excluded, a repeated root.
  http.Post("/api/fill/entries", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                                    httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              std::shared_ptr<const crossword::Dictionary> dict = Words(*body, res);
              if (dict == nullptr) return;
              Result<json> answer = app::FillEntriesJson(*body, dict);
              if (!answer.ok()) {
                return SendError(res, StatusFor(answer.error()), answer.error().ToString());
              }
              SendJson(res, 200, *answer);
            }));
}

}  // namespace ps::server
