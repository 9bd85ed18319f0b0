// Making, opening and importing puzzles (GET /api/kinds and /api/levels, POST /api/make, /api/open
// and /api/import) and the jobs that make them.
#include <fmt/format.h>

#include "server/impl.h"

namespace ps::server {

void Server::Impl::MakeRoutes() {
  http.Get("/api/health", [this](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200,
             {{"ok", true}, {"library", library->path()}, {"running_jobs", jobs->Running()}});
  });
  http.Get("/api/kinds", [](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200, {{"kinds", app::KindsJson()}});
  });
  http.Get("/api/levels", [](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200, app::LevelsJson());
  });

  // Make: a job; the result is stored in the library.
  http.Post("/api/make", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                            httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              if (!body->contains("kind") || !(*body)["kind"].is_string()) {
                return SendError(res, 400, "'kind' is missing: " + app::MakeKindNames());
              }
              std::string kind = (*body)["kind"];
              json params = body->value("params", json::object());
              if (!params.is_object()) return SendError(res, 400, "'params' must be an object");
              StartMake(kind, params, Seconds(*body), req.remote_addr, *body, res);
            }));

  // Open a game ID: the puzzle in the library with that ID (and its saved game), else the puzzle
  // it carries, stored (201), else, for a seeded ID, a make job as above (202).
  http.Post("/api/open", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                            httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              if (!body->contains("id") || !(*body)["id"].is_string()) {
                return SendError(res, 400, "'id' is missing: a game ID such as sudoku/9:4a3b...");
              }
              const std::string id = (*body)["id"];
              if (Status s = app::CheckGameId(id); !s.ok())
                return SendError(res, 400, s.error().message);
              Result<std::optional<app::PuzzleRecord>> found = library->FindGameId(id);
              if (!found.ok()) return SendError(res, 500, found.error().message);
              if (found->has_value()) {
                return SendJson(res, 200, WithGame(**found));
              }
              if (app::IsSeedId(id)) {
                Result<std::pair<std::string, json>> request = app::SeedIdRequest(id);
                if (!request.ok()) return SendError(res, 400, request.error().message);
                return StartMake(request->first, request->second, Seconds(*body), req.remote_addr,
                                 json::object(), res);
              }
              Budget budget = Budget::Seconds(Seconds(*body));
              app::MakeContext ctx{budget, nullptr, nullptr};
              Result<app::PuzzleRecord> r = app::OpenGameId(id, ctx);
              if (!r.ok()) return SendError(res, StatusFor(r.error()), r.error().ToString());
              Result<json> stored = Store(*r);
              if (!stored.ok()) return SendError(res, 500, stored.error().message);
              // What the reader assumed or skipped (a 16x16 convention, bad lines), to show once.
              if (!r->notes.empty()) (*stored)["notes"] = r->notes;
              SendJson(res, 201, *stored);
            }));
  http.Get(R"(/api/jobs/([0-9a-z-]+))", [this](const httplib::Request& req,
                                               httplib::Response& res) {
    std::optional<json> j = jobs->Get(req.matches[1]);
    if (!j)
      return SendError(
          res, 404,
          "no such job (a job is forgotten when the server restarts, and a while after it ends)");
    SendJson(res, 200, *j);
  });
  http.Post(
      R"(/api/jobs/([0-9a-z-]+)/stop)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        if (!jobs->Stop(req.matches[1]))
          return SendError(res, 404,
                           "no such job (a job is forgotten when the server restarts, and a while "
                           "after it ends)");
        SendJson(res, 200, {{"stopping", true}});
      }));

  http.Post("/api/import", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                              httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              Budget budget = Budget::Seconds(Seconds(*body));
              // Every puzzle of the text is stored (a file of several crosswords); the answer is
              // the first, with "imported" listing them all when there are several.
              Result<std::vector<app::PuzzleRecord>> r = app::ImportPuzzles(*body, budget);
              if (!r.ok()) return SendError(res, StatusFor(r.error()), r.error().ToString());
              json first, imported = json::array();
              for (const app::PuzzleRecord& one : *r) {
                Result<json> stored = Store(one);
                if (!stored.ok()) return SendError(res, 500, stored.error().message);
                imported.push_back({{"id", (*stored)["id"]}, {"title", (*stored)["title"]}});
                if (first.is_null()) first = std::move(*stored);
              }
              // What the reader assumed or skipped (a 16x16 convention, bad lines, puzzles of a
              // file that could not be read), to show once.
              std::vector<std::string> notes = r->front().notes;
              if (r->size() > 1) {
                notes.insert(notes.begin(), fmt::format("stored {} puzzles", r->size()));
                first["imported"] = std::move(imported);
              }
              if (!notes.empty()) first["notes"] = notes;
              SendJson(res, 201, first);
            }));
}

}  // namespace ps::server
