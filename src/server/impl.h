// The server's state (its options, library, jobs, word list, connections) and what its routes
// share beyond answering (respond.h): the puzzle a path names, storing a puzzle, the web app's
// files, the play page made ready to use, and starting a make job. Its routes are set up by
// area: server.cc (connections, who may ask, what is left), routes_static.cc (the web app's
// files), routes_make.cc (make, open, import, jobs), routes_puzzles.cc (the library's puzzles),
// routes_fill.cc (a grid filler's candidates), routes_wordlists.cc (own word lists, and the word
// list a request names).
#pragma once

#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/fillin_service.h"
#include "app/io.h"
#include "app/jobs.h"
#include "app/library.h"
#include "app/puzzles.h"
#include "app/wordlists.h"
#include "crossword/wordlist.h"
#include "server/connections.h"
#include "server/guard.h"
#include "server/respond.h"
#include "server/server.h"

namespace ps::server {

using nlohmann::json;

struct Server::Impl {
  ServerOptions options;
  // Before http, which it must outlive: its connections use it to the end.
  std::unique_ptr<Deadlines> deadlines;
  httplib::Server http;
  std::unique_ptr<app::Library> library;
  std::unique_ptr<app::Jobs> jobs;
  std::mutex dict_mu;
  std::shared_ptr<const crossword::Dictionary> dictionary;
  std::string dict_error;
  app::WordListCache wordlists;  // own lists read, and lists merged (app/wordlists.h)
  int port = 0;
  Access access;  // who may use it (server/guard.h)
  int listen_fd = -1;

  // The word list, read at its first use. When it cannot be used (the --words file the server
  // was started with), the requests that need it answer 503 (`unavailable`) with why: the
  // server's setting, not the request, is what to fix.
  std::shared_ptr<const crossword::Dictionary> Dictionary(std::string* error) {
    std::lock_guard lock(dict_mu);
    if (dictionary == nullptr && dict_error.empty()) {
      Result<crossword::Dictionary> d = app::LoadDictionary(options.words, options.allow_excluded);
      if (!d.ok()) {
        dict_error = d.error().ToString();
        if (d.error().code == ErrorCode::kIo) dict_error += " (start the server with --words FILE)";
      } else {
        dictionary = std::make_shared<const crossword::Dictionary>(std::move(*d));
      }
    }
    if (error != nullptr) *error = dict_error;
    return dictionary;
  }

  // The word list a request's "lists" names: the server's list, own lists of the library, or
  // several merged in order (app/wordlists.h); nullptr once an error is sent: 400 for a bad
  // field or a list the library does not have, 503 when the server's list cannot be used.
  std::shared_ptr<const crossword::Dictionary> Words(const json& body, httplib::Response& res);

  double Seconds(const json& body) {
    double s = options.default_seconds;
    if (body.contains("time_limit") && body["time_limit"].is_number()) {
      s = body["time_limit"].get<double>();
    }
    if (!(s > 0)) s = options.default_seconds;
    return std::min(s, options.max_seconds);
  }

  // The puzzle named by the path, or a 404.
  std::optional<app::PuzzleRecord> Puzzle(const httplib::Request& req, httplib::Response& res) {
    std::optional<int64_t> id = IdOf(req.matches[1]);
    if (!id) {
      SendError(res, 404, "no such puzzle");
      return std::nullopt;
    }
    Result<std::optional<app::PuzzleRecord>> r = library->Get(*id);
    if (!r.ok()) {
      SendError(res, 500, r.error().message);
      return std::nullopt;
    }
    if (!r->has_value()) {
      SendError(res, 404, fmt::format("no puzzle {} in the library", *id));
      return std::nullopt;
    }
    return std::move(**r);
  }

  void Routes();
  void StaticRoutes();    // routes_static.cc
  void MakeRoutes();      // routes_make.cc
  void PuzzleRoutes();    // routes_puzzles.cc
  void FillRoutes();      // routes_fill.cc
  void WordListRoutes();  // routes_wordlists.cc

  // Stores a new puzzle: the full puzzle as answered, {summary…, "doc"}.
  Result<json> Store(const app::PuzzleRecord& r) {
    Result<app::PuzzleRecord> stored = library->Add(r);
    if (!stored.ok()) return stored.error();
    json out = Summary(*stored);
    out["doc"] = stored->doc;
    out["writes"] = app::WritesFor(*stored);
    out["losses"] = app::LossesFor(*stored);
    return out;
  }
  // A puzzle of the library as answered with its saved game: {summary…, "doc", "game"}.
  json WithGame(const app::PuzzleRecord& r) {
    json out = Summary(r);
    out["doc"] = r.doc;
    out["writes"] = app::WritesFor(r);
    out["losses"] = app::LossesFor(r);
    Result<std::optional<json>> game = library->LoadGame(r.id);
    out["game"] = game.ok() && game->has_value() ? **game : json(nullptr);
    return out;
  }

  // A web app file ("/index.html") of --web-dir, read anew (it may have changed), when there is
  // one there.
  std::optional<std::string> WebDirFile(const std::string& path) const {
    if (options.web_dir.empty() || path.find("..") != std::string::npos) return std::nullopt;
    std::ifstream in(options.web_dir + path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }

  // A web app file: from --web-dir when it is there, else the built-in copy.
  std::optional<std::string> WebFile(const std::string& path) const {
    if (std::optional<std::string> file = WebDirFile(path)) return file;
    if (std::optional<size_t> i = AssetIndex(path)) return std::string(AssetBytes(*i));
    return std::nullopt;
  }

  // GET /play/ID: the app's page (index.html) with what the play page of puzzle ID needs, so
  // that a browser that never saw the app gets it in two rounds of requests instead of three:
  // the answers the page would ask the API for (the kinds, the puzzle with its saved game, its
  // board) written into the page (window.psData, which web/common.js's api() answers from), the
  // player's stylesheet inline, and its modules (play.js, the player, what they import) as
  // <link rel=modulepreload>, all fetched at once beside the app's own. A puzzle not in the
  // library gets the page alone, which says so as #/play/ID does.
  std::string PlayerPage(const std::string& id_text, std::string page) {
    std::optional<int64_t> id = IdOf(id_text);
    if (!id) return page;
    Result<std::optional<app::PuzzleRecord>> found = library->Get(*id);
    if (!found.ok() || !found->has_value()) return page;
    const app::PuzzleRecord& r = **found;
    const json kinds = app::KindsJson();
    json data = {{"/api/kinds", {{"kinds", kinds}}}, {"/api/puzzles/" + id_text, WithGame(r)}};
    if (Result<json> board = app::DrawBoard(r, false); board.ok()) {
      data["/api/puzzles/" + id_text + "/board"] = *board;
    }
    std::string player;
    for (const json& k : kinds) {
      if (k.value("name", "") == r.kind) player = k.value("player", "");
    }
    // The modules first, so that the browser asks for them before it has read the data; the
    // app's two are preloaded by index.html too, but only after its stylesheet.
    std::string head;
    const bool named = !player.empty() && std::all_of(player.begin(), player.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
    if (named) {
      // The app's modules, play.js, the player and every module they import.
      std::vector<std::string> modules = {"/app.js", "/common.js", "/play.js",
                                          "/" + player + ".js"};
      for (size_t i = 0; i < modules.size() && i < 32; ++i) {
        std::optional<std::string> code = WebFile(modules[i]);
        if (!code) continue;
        for (std::string& m : StaticImports(*code)) {
          if (std::find(modules.begin(), modules.end(), m) == modules.end()) {
            modules.push_back(std::move(m));
          }
        }
      }
      for (const std::string& m : modules) {
        head += "<link rel=\"modulepreload\" href=\"" + m + "\">\n";
      }
      // After the app's own stylesheet, as web/common.js's useStyle() would add it.
      const std::string css_path = "/" + player + ".css";
      const size_t end = page.find("</head>");
      if (std::optional<std::string> css = WebFile(css_path);
          css && css->find("</") == std::string::npos && end != std::string::npos) {
        page.insert(end, "<style data-href=\"" + css_path + "\">\n" + *css + "</style>\n");
      }
    }
    head += "<script>window.psData = " + ScriptJson(data) + ";</script>\n";
    // Before the page's first script, which reads psData.
    size_t at = page.find("<script");
    if (at == std::string::npos) at = page.find("</head>");
    if (at == std::string::npos) return page;
    page.insert(at, head);
    return page;
  }

  // Starts a make job whose result is stored in the library: 202 {"job", "time_limit"}.
  // `owner` is the client's address: it may run only so many jobs at once. A kind that makes
  // from words takes them from the word list `body`'s "lists" names (Words).
  void StartMake(const std::string& kind, const json& params, double seconds,
                 const std::string& owner, const json& body, httplib::Response& res) {
    // The kind is found and the parameters are checked once, here, before the job starts
    // (without making anything), so that bad ones get a 400 at once; the job makes that request.
    Result<app::MakeRequest> request = app::CheckedMakeRequest(kind, params);
    if (!request.ok()) return SendError(res, 400, request.error().ToString());
    std::shared_ptr<const crossword::Dictionary> dict;
    if (request->kind->needs_dictionary) {
      dict = Words(body, res);
      if (dict == nullptr) return;
    }
    Result<std::string> id = jobs->Start(
        kind, seconds,
        [this, request = *request, dict](Budget& budget,
                                         const ProgressFn& progress) -> Result<json> {
          app::MakeContext ctx{budget, progress, dict.get()};
          Result<app::PuzzleRecord> r = app::MakePuzzle(request, ctx);
          if (!r.ok()) return r.error();
          return Store(*r);
        },
        owner);
    if (!id.ok()) return SendError(res, 503, id.error().message);
    SendJson(res, 202, {{"job", *id}, {"time_limit", seconds}});
  }
};

}  // namespace ps::server
