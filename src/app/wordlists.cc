// Own word lists (wordlists.h): the lists a request names, and the cache of lists read and
// merged. (An upload is read in dictionary.cc, with the other word list readers.)
#include "app/wordlists.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace ps::app {
using crossword::Dictionary;

Result<std::vector<int64_t>> ListRefs(const nlohmann::json& request) {
  if (!request.is_object() || !request.contains("lists") || request["lists"].is_null()) {
    return std::vector<int64_t>{0};
  }
  const nlohmann::json& v = request["lists"];
  if (!v.is_array() || v.empty() || v.size() > 4) {
    return InvalidInput(
        "'lists' must be an array of 1 to 4 word lists, each \"builtin\" or the id of a list of "
        "the library");
  }
  std::vector<int64_t> out;
  for (const nlohmann::json& r : v) {
    int64_t id = -1;
    if (r.is_string() && r.get<std::string>() == "builtin") {
      id = 0;
    } else if (r.is_number_integer() && r.get<int64_t>() > 0) {
      id = r.get<int64_t>();
    } else {
      return InvalidInput(fmt::format(
          "'lists': {} is not a word list: give \"builtin\" or the id of a list of the library "
          "(GET /api/wordlists)",
          r.dump().substr(0, 40)));
    }
    if (std::find(out.begin(), out.end(), id) != out.end()) {
      return InvalidInput(fmt::format("'lists' names {} twice", r.dump()));
    }
    out.push_back(id);
  }
  return out;
}

std::shared_ptr<const Dictionary> WordListCache::Find(const std::vector<int64_t>& refs) {
  std::lock_guard lock(mu_);
  for (auto it = entries_.begin(); it != entries_.end(); ++it) {
    if (it->refs != refs) continue;
    entries_.splice(entries_.begin(), entries_, it);
    return entries_.front().dict;
  }
  return nullptr;
}

void WordListCache::Keep(std::vector<int64_t> refs, std::shared_ptr<const Dictionary> dict) {
  std::lock_guard lock(mu_);
  for (auto it = entries_.begin(); it != entries_.end(); ++it) {
    if (it->refs == refs) {
      entries_.erase(it);
      break;
    }
  }
  entries_.push_front({std::move(refs), std::move(dict)});
  while (entries_.size() > capacity_) entries_.pop_back();
}

void WordListCache::Forget(int64_t id) {
  std::lock_guard lock(mu_);
  entries_.remove_if(
      [id](const Entry& e) { return std::find(e.refs.begin(), e.refs.end(), id) != e.refs.end(); });
}

Result<std::shared_ptr<const Dictionary>> WordListCache::Get(const std::vector<int64_t>& refs,
                                                             const Loader& load) {
  if (refs.size() == 1 && refs[0] == 0) return load(0);
  if (std::shared_ptr<const Dictionary> kept = Find(refs)) return kept;
  std::vector<std::shared_ptr<const Dictionary>> parts;
  for (int64_t id : refs) {
    std::shared_ptr<const Dictionary> part = id == 0 ? nullptr : Find({id});
    if (part == nullptr) {
      Result<std::shared_ptr<const Dictionary>> loaded = load(id);
      if (!loaded.ok()) return loaded.error();
      part = std::move(*loaded);
      if (id != 0) Keep({id}, part);
    }
    parts.push_back(std::move(part));
  }
  if (parts.size() == 1) return parts.front();
  // A later list's score replaces an earlier one's (as LoadDictionaries and MergeDictionaries).
  auto merged = std::make_shared<Dictionary>();
  std::unordered_map<std::string_view, size_t> at;
  size_t total = 0;
  for (const auto& p : parts) total += p->words.size();
  at.reserve(total);
  merged->words.reserve(total);
  merged->scores.reserve(total);
  for (const auto& p : parts) {
    for (size_t i = 0; i < p->words.size(); ++i) {
      auto [it, fresh] = at.emplace(p->words[i], merged->scores.size());
      if (fresh) {
        merged->words.push_back(p->words[i]);
        merged->scores.push_back(p->scores[i]);
      } else {
        merged->scores[it->second] = p->scores[i];
      }
    }
  }
  std::shared_ptr<const Dictionary> out = std::move(merged);
  Keep(refs, out);
  return out;
}

}  // namespace ps::app
