// A constructor's own word lists in the library (GET and POST /api/wordlists, GET and DELETE
// /api/wordlists/ID; docs/api.md, "Word lists"), and the word list a request names by "lists"
// (Words: the server's list, own lists, or several merged), read once and kept
// (app/wordlists.h's cache), so that the candidates of every keystroke name a list of 300,000
// entries without sending it.
#include <fmt/format.h>

#include <filesystem>

#include "core/text.h"
#include "crossword/excluded.h"
#include "server/impl.h"

namespace ps::server {

std::shared_ptr<const crossword::Dictionary> Server::Impl::Words(const json& body,
                                                                 httplib::Response& res) {
  Result<std::vector<int64_t>> refs = app::ListRefs(body);
  if (!refs.ok()) {
    SendError(res, 400, refs.error().message);
    return nullptr;
  }
  std::shared_ptr<const crossword::Dictionary> base;
  if (std::find(refs->begin(), refs->end(), 0) != refs->end()) {
    std::string error;
    base = Dictionary(&error);
    if (base == nullptr) {
      SendError(res, 503, error);
      return nullptr;
    }
  }
  Result<std::shared_ptr<const crossword::Dictionary>> words =
      wordlists.Get(*refs, [&](int64_t id) -> Result<std::shared_ptr<const crossword::Dictionary>> {
        if (id == 0) return base;
        Result<std::optional<std::string>> text = library->WordListText(id);
        if (!text.ok()) return text.error();
        if (!text->has_value()) {
          return InvalidInput(fmt::format(
              "'lists': the library has no word list {} (deleted?): choose another list", id));
        }
        Result<crossword::Dictionary> d = app::ReadStoredWordList(**text);
        if (!d.ok())
          return MakeError(ErrorCode::kIo,
                           "word list " + std::to_string(id) + ": " + d.error().ToString());
        return std::make_shared<const crossword::Dictionary>(std::move(*d));
      });
  if (!words.ok()) {
    SendError(res, StatusFor(words.error()), words.error().message);
    return nullptr;
  }
  return *words;
}

void Server::Impl::WordListRoutes() {
  auto listed = [](const app::WordListInfo& w) {
    return json{{"id", w.id}, {"name", w.name}, {"created", w.created}, {"entries", w.entries}};
  };
  // The server's list (its name, and its size once it is read) and the own lists, newest first.
  http.Get("/api/wordlists", [this, listed](const httplib::Request&, httplib::Response& res) {
    Result<std::vector<app::WordListInfo>> list = library->ListWordLists();
    if (!list.ok()) return SendError(res, 500, list.error().message);
    json own = json::array();
    for (const app::WordListInfo& w : *list) own.push_back(listed(w));
    json builtin = {{"name", options.words.empty()
                                 ? std::string(crossword::kCommonWordsName)
                                 : std::filesystem::path(options.words).filename().string()}};
    if (std::shared_ptr<const crossword::Dictionary> d = Dictionary(nullptr)) {
      builtin["entries"] = d->words.size();
    }
    SendJson(res, 200, {{"builtin", builtin}, {"wordlists", own}});
  });
  // Add a list: {"name", "text"}, read at once; a list with a fault is refused with one line.
  http.Post(
      "/api/wordlists", BodyRoute(options.max_body, [this, listed](const httplib::Request& req,
                                                                   httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        if (!body->contains("name") || !(*body)["name"].is_string()) {
          return SendError(res, 400, "'name' is missing: give the word list a name");
        }
        const std::string name{Trim((*body)["name"].get<std::string>())};
        if (name.empty() || name.size() > app::kMaxOwnListName) {
          return SendError(res, 400,
                           fmt::format("'name' must be 1 to {} characters, not {}",
                                       app::kMaxOwnListName, name.size()));
        }
        if (!body->contains("text") || !(*body)["text"].is_string()) {
          return SendError(res, 400,
                           "'text' is missing: the list's lines, word;score (erie;50) or "
                           "one word a line");
        }
        Result<app::OwnWordList> read =
            app::ReadOwnWordList((*body)["text"].get<std::string>(), options.allow_excluded);
        if (!read.ok()) return SendError(res, 400, read.error().message);
        Result<app::WordListInfo> stored =
            library->AddWordList(name, static_cast<int64_t>(read->dict.words.size()), read->text);
        if (!stored.ok()) return SendError(res, 500, stored.error().message);
        json out = listed(*stored);
        out["skipped"] = read->skipped;
        out["notes"] = read->notes;
        SendJson(res, 201, out);
      }));
  http.Get(R"(/api/wordlists/([^/]+))",
           [this, listed](const httplib::Request& req, httplib::Response& res) {
             std::optional<int64_t> id = IdOf(req.matches[1]);
             if (!id) return SendError(res, 404, "no such word list");
             Result<std::optional<app::WordListInfo>> w = library->GetWordList(*id);
             if (!w.ok()) return SendError(res, 500, w.error().message);
             if (!w->has_value()) return SendError(res, 404, fmt::format("no word list {}", *id));
             SendJson(res, 200, listed(**w));
           });
  http.Delete(
      R"(/api/wordlists/([^/]+))",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        std::optional<int64_t> id = IdOf(req.matches[1]);
        if (!id) return SendError(res, 404, "no such word list");
        Result<bool> gone = library->RemoveWordList(*id);
        if (!gone.ok()) return SendError(res, 500, gone.error().message);
        if (!*gone) return SendError(res, 404, fmt::format("no word list {}", *id));
        wordlists.Forget(*id);
        SendJson(res, 200, {{"deleted", *id}});
      }));
}

}  // namespace ps::server
