// The web app's files (built in, or from --web-dir) and a puzzle's play page made ready to use.
#include <fmt/format.h>

#include "server/impl.h"

namespace ps::server {

void Server::Impl::StaticRoutes() {
  // Static pages: only the files compiled in; anything else is a 404.
  http.Get(R"(/([A-Za-z0-9_.-]*))", [this](const httplib::Request& req, httplib::Response& res) {
    std::string path = req.path == "/" ? "/index.html" : req.path;
    // The route's pattern admits one name of letters, digits, '_', '.' and '-': no folder.
    if (std::optional<std::string> bytes = WebDirFile(path)) {
      SendStatic(req, res, *bytes, WebContentType(path), EntityTag(*bytes));
      return;
    }
    // The built-in files never change while the server runs: their tags are made once.
    static const std::vector<std::string> tags = [] {
      std::vector<std::string> t;
      for (size_t i = 0; i < kAssetCount; ++i) t.push_back(EntityTag(AssetBytes(i)));
      return t;
    }();
    if (std::optional<size_t> i = AssetIndex(path)) {
      SendStatic(req, res, AssetBytes(*i), kAssets[*i].content_type, tags[*i]);
      return;
    }
    SendError(res, 404, fmt::format("nothing at {}", req.path));
  });

  // A puzzle's play page, ready to use on its first load (PlayerPage); never kept by the browser,
  // as it carries the saved game of the moment.
  http.Get(R"(/play/([0-9]{1,18}))", [this](const httplib::Request& req, httplib::Response& res) {
    std::optional<std::string> page = WebFile("/index.html");
    if (!page) return SendError(res, 404, fmt::format("nothing at {}", req.path));
    res.set_header("Cache-Control", "no-store");
    res.set_content(PlayerPage(req.matches[1], std::move(*page)), "text/html; charset=utf-8");
  });
}

}  // namespace ps::server
