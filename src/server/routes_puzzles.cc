// The library's puzzles: list, get, delete, the saved game, check, hint, export, print and board;
// and the crossword constructor's drafts (web/construct.js): list, create, get, replace, delete.
#include <fmt/format.h>

#include "server/impl.h"

namespace ps::server {

void Server::Impl::PuzzleRoutes() {
  http.Get("/api/puzzles", [this](const httplib::Request& req, httplib::Response& res) {
    app::ListQuery q;
    q.kind = req.get_param_value("kind");
    q.text = req.get_param_value("q");
    if (q.text.size() > 200) return SendError(res, 400, "'q' is longer than 200 characters");
    if (req.has_param("limit")) {
      std::optional<int64_t> l = IdOf(req.get_param_value("limit"));
      if (!l || *l < 1 || *l > 1000) return SendError(res, 400, "'limit' must be 1 to 1000");
      q.limit = static_cast<int>(*l);
    }
    if (req.has_param("offset")) {
      std::optional<int64_t> o = IdOf(req.get_param_value("offset"));
      if (!o) return SendError(res, 400, "'offset' must be a whole number");
      q.offset = static_cast<int>(*o);
    }
    Result<std::vector<app::PuzzleRecord>> list = library->List(q);
    if (!list.ok()) return SendError(res, 500, list.error().message);
    Result<int64_t> total = library->Count(q);
    json arr = json::array();
    for (const auto& r : *list) arr.push_back(Summary(r));
    SendJson(res, 200, {{"puzzles", arr}, {"total", total.ok() ? *total : 0}});
  });
  http.Get(R"(/api/puzzles/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    auto r = Puzzle(req, res);
    if (!r) return;
    SendJson(res, 200, WithGame(*r));
  });
  http.Delete(
      R"(/api/puzzles/([^/]+))",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        std::optional<int64_t> id = IdOf(req.matches[1]);
        if (!id) return SendError(res, 404, "no such puzzle");
        Result<bool> gone = library->Remove(*id);
        if (!gone.ok()) return SendError(res, 500, gone.error().message);
        if (!*gone) return SendError(res, 404, fmt::format("no puzzle {}", *id));
        SendJson(res, 200, {{"deleted", *id}});
      }));
  http.Get(R"(/api/puzzles/([^/]+)/game)",
           [this](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             Result<std::optional<json>> game = library->LoadGame(r->id);
             if (!game.ok()) return SendError(res, 500, game.error().message);
             SendJson(res, 200, {{"game", game->has_value() ? **game : json(nullptr)}});
           });
  http.Put(R"(/api/puzzles/([^/]+)/game)",
           BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
             auto body = ParseBody(req, res);
             if (!body) return;
             auto r = Puzzle(req, res);
             if (!r) return;
             // A saved game is a state the player reached: null (the start, which check and hint
             // accept) is not one.
             if (!body->contains("state") || (*body)["state"].is_null()) {
               return SendError(res, 400, "'state' is missing: save the game's state");
             }
             const json& state = (*body)["state"];
             Result<json> check = app::CheckSavedGame(*r, state);
             if (!check.ok()) return SendError(res, 400, check.error().ToString());
             // A game that reached the solution with revealed squares is recorded as revealed.
             const bool complete = (*check)["solved"].get<bool>();
             const bool revealed =
                 state.contains("revealed") &&
                 ((state["revealed"].is_array() && !state["revealed"].empty()) ||
                  (state["revealed"].is_boolean() && state["revealed"].get<bool>()));
             Result<bool> saved = library->SaveGame(r->id, *body, complete, revealed);
             if (!saved.ok()) return SendError(res, 500, saved.error().message);
             if (!*saved) return SendError(res, 404, "the puzzle was deleted");
             SendJson(res, 200,
                      {{"saved", true},
                       {"solved", complete && !revealed},
                       {"revealed", complete && revealed}});
           }));
  http.Post(
      R"(/api/puzzles/([^/]+)/check)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        auto r = Puzzle(req, res);
        if (!r) return;
        Result<json> check = app::CheckGame(*r, body->value("state", json()));
        // (422 for a puzzle whose answers are not known: nothing to check against.)
        if (!check.ok()) return SendError(res, StatusFor(check.error()), check.error().ToString());
        SendJson(res, 200, *check);
      }));
  http.Post(
      R"(/api/puzzles/([^/]+)/hint)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        auto r = Puzzle(req, res);
        if (!r) return;
        Budget budget = Budget::Seconds(std::min(Seconds(*body), 20.0));
        Result<json> hint = app::HintGame(*r, body->value("state", json()), budget);
        if (!hint.ok()) return SendError(res, StatusFor(hint.error()), hint.error().ToString());
        SendJson(res, 200, *hint);
      }));
  auto download = [](httplib::Response& res, const app::Download& d, bool inline_view) {
    res.set_content(d.body, d.content_type.c_str());
    // What the format could not keep, for the web app to show (one header a line).
    for (const std::string& loss : d.losses) res.headers.emplace("X-Puzzlesmith-Loss", loss);
    res.set_header(
        "Content-Disposition",
        fmt::format("{}; filename=\"{}\"", inline_view ? "inline" : "attachment", d.filename));
  };
  http.Get(R"(/api/puzzles/([^/]+)/export)",
           [this, download](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             Result<app::Download> d = app::ExportPuzzle(*r, req.get_param_value("format"));
             if (!d.ok()) return SendError(res, 400, d.error().ToString());
             download(res, *d, false);
           });
  http.Get(R"(/api/puzzles/([^/]+)/print)",
           [this, download](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             std::string format =
                 req.has_param("format") ? req.get_param_value("format") : std::string("pdf");
             bool answers =
                 req.get_param_value("answers") == "1" || req.get_param_value("answers") == "true";
             // One paper for every kind: A4 unless the request says letter.
             render::Paper paper = render::kA4;
             if (req.has_param("paper")) {
               std::optional<render::Paper> p = render::PaperNamed(req.get_param_value("paper"));
               if (!p) return SendError(res, 400, "'paper' must be a4 or letter");
               paper = *p;
             }
             // The saved game goes with it: a locked crossword's key, once the player typed it,
             // unlocks the answers page.
             if (answers) {
               Result<std::optional<json>> game = library->LoadGame(r->id);
               if (game.ok() && game->has_value() && (*game)->is_object()) {
                 r->game = (*game)->value("state", json());
               }
             }
             Result<app::Download> d = app::PrintPuzzle(*r, format, answers, paper);
             if (!d.ok()) return SendError(res, StatusFor(d.error()), d.error().ToString());
             download(res, *d, true);
           });
  // The board alone, drawn by the print's routine: what the web app lays its squares over.
  http.Get(R"(/api/puzzles/([^/]+)/board)",
           [this](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             bool answers =
                 req.get_param_value("answers") == "1" || req.get_param_value("answers") == "true";
             Result<json> b = app::DrawBoard(*r, answers);
             if (!b.ok()) return SendError(res, StatusFor(b.error()), b.error().ToString());
             SendJson(res, 200, *b);
           });
  // Drafts: what the constructor keeps as it is edited, stored as it is sent (a JSON object).
  auto draft_json = [](const app::Draft& d) {
    json j = {{"id", d.id}, {"title", d.title}, {"created", d.created}, {"updated", d.updated}};
    if (!d.doc.is_null()) j["draft"] = d.doc;
    return j;
  };
  // The body's title and draft, checked; false when an error was sent.
  auto draft_body = [](const json& body, httplib::Response& res, std::string& title) {
    if (!body.contains("draft") || !body["draft"].is_object()) {
      SendError(res, 400, "'draft' is missing: send the draft as a JSON object");
      return false;
    }
    title = body.contains("title") && body["title"].is_string() ? body["title"].get<std::string>()
                                                                : std::string();
    if (title.size() > 200) {
      SendError(res, 400, "'title' is longer than 200 characters");
      return false;
    }
    return true;
  };
  http.Get("/api/drafts", [this, draft_json](const httplib::Request&, httplib::Response& res) {
    Result<std::vector<app::Draft>> list = library->ListDrafts();
    if (!list.ok()) return SendError(res, 500, list.error().message);
    json arr = json::array();
    for (const app::Draft& d : *list) arr.push_back(draft_json(d));
    SendJson(res, 200, {{"drafts", arr}});
  });
  http.Post("/api/drafts",
            BodyRoute(options.max_body, [this, draft_json, draft_body](const httplib::Request& req,
                                                                       httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              std::string title;
              if (!draft_body(*body, res, title)) return;
              Result<std::optional<app::Draft>> d = library->SaveDraft(0, title, (*body)["draft"]);
              if (!d.ok() || !d->has_value()) {
                return SendError(res, 500, d.ok() ? "draft not stored" : d.error().message);
              }
              SendJson(res, 201, draft_json(**d));
            }));
  http.Get(R"(/api/drafts/([^/]+))",
           [this, draft_json](const httplib::Request& req, httplib::Response& res) {
             std::optional<int64_t> id = IdOf(req.matches[1]);
             if (!id) return SendError(res, 404, "no such draft");
             Result<std::optional<app::Draft>> d = library->GetDraft(*id);
             if (!d.ok()) return SendError(res, 500, d.error().message);
             if (!d->has_value()) return SendError(res, 404, fmt::format("no draft {}", *id));
             SendJson(res, 200, draft_json(**d));
           });
  http.Put(R"(/api/drafts/([^/]+))",
           BodyRoute(options.max_body, [this, draft_json, draft_body](const httplib::Request& req,
                                                                      httplib::Response& res) {
             auto body = ParseBody(req, res);
             if (!body) return;
             std::optional<int64_t> id = IdOf(req.matches[1]);
             if (!id) return SendError(res, 404, "no such draft");
             std::string title;
             if (!draft_body(*body, res, title)) return;
             Result<std::optional<app::Draft>> d = library->SaveDraft(*id, title, (*body)["draft"]);
             if (!d.ok()) return SendError(res, 500, d.error().message);
             if (!d->has_value()) {
               return SendError(res, 404, fmt::format("no draft {}: it was deleted", *id));
             }
             SendJson(res, 200, draft_json(**d));
           }));
  http.Delete(
      R"(/api/drafts/([^/]+))",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        std::optional<int64_t> id = IdOf(req.matches[1]);
        if (!id) return SendError(res, 404, "no such draft");
        Result<bool> gone = library->RemoveDraft(*id);
        if (!gone.ok()) return SendError(res, 500, gone.error().message);
        if (!*gone) return SendError(res, 404, fmt::format("no draft {}", *id));
        SendJson(res, 200, {{"deleted", *id}});
      }));
}

}  // namespace ps::server
