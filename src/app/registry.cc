// The registry of kinds; see registry.h.
#include "app/registry.h"

#include <fmt/format.h>

#include <algorithm>

#include "kind/common.h"

namespace ps::app {

using namespace ps::kind;

// Kinds() is the program's list of kinds, generated from the build's (ps_kind_list in
// src/CMakeLists.txt).

const Kind* FindKind(std::string_view name) {
  for (const Kind* k : Kinds()) {
    if (k->name == name ||
        std::find(k->aliases.begin(), k->aliases.end(), name) != k->aliases.end()) {
      return k;
    }
  }
  return nullptr;
}

namespace {

using nlohmann::json;

bool Among(const std::vector<std::string_view>& list, const std::string& s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

std::vector<std::string_view> LevelNames(const Kind& kind, std::vector<std::string>& storage) {
  storage = {"any"};
  if (kind.levels != nullptr) {
    for (const json& l : kind.levels()) storage.push_back(l["name"].get<std::string>());
  }
  return {storage.begin(), storage.end()};
}

// `request` checked against `table`, a table of `kind`'s (its levels for a level parameter).
Result<json> CheckTable(const Kind& kind, const std::vector<Param>& table, const json& request) {
  if (!request.is_object()) return InvalidInput("'params' must be an object");
  for (const auto& item : request.items()) {
    const std::string name = item.key();
    const bool known =
        std::any_of(table.begin(), table.end(), [&](const Param& p) { return p.name == name; });
    if (!known) {
      std::vector<std::string_view> names;
      for (const Param& p : table) names.push_back(p.name);
      return InvalidInput(
          fmt::format("unknown parameter '{}' for {}: use {}", name, kind.name, OneOf(names)));
    }
  }
  json out = json::object();
  for (const Param& p : table) {
    const std::string name(p.name);
    const char* key = name.c_str();
    switch (p.type) {
      case Param::Type::kInt: {
        PS_TRY(v, IntParam(request, key, p.def.get<int>(), p.lo, p.hi));
        if (!p.choices.empty() && !Among(p.choices, std::to_string(v))) {
          return InvalidInput(fmt::format("'{}' must be {}, not {}", name, OneOf(p.choices), v));
        }
        out[name] = v;
        break;
      }
      case Param::Type::kBool: {
        PS_TRY(v, BoolParam(request, key, p.def.get<bool>()));
        out[name] = v;
        break;
      }
      case Param::Type::kChoice:
      case Param::Type::kLevel: {
        PS_TRY(v, StringParam(request, key, p.def.get<std::string>(), 64));
        std::vector<std::string> storage;
        std::vector<std::string_view> allowed =
            p.type == Param::Type::kLevel ? LevelNames(kind, storage) : p.choices;
        if (!Among(allowed, v)) {
          return InvalidInput(fmt::format("'{}' must be {}, not '{}'", name, OneOf(allowed), v));
        }
        out[name] = v;
        break;
      }
      case Param::Type::kText: {
        PS_TRY(v, StringParam(request, key, p.def.get<std::string>(), static_cast<size_t>(p.hi)));
        out[name] = v;
        break;
      }
      case Param::Type::kSeed: {
        PS_TRY(v, SeedParam(request));
        out[name] = v;
        break;
      }
    }
  }
  return out;
}

}  // namespace

Result<json> CheckParams(const Kind& kind, const json& request) {
  return CheckTable(kind, kind.params, request);
}

Result<json> CheckImportParams(const Kind& kind, const json& request) {
  return CheckTable(kind, kind.import_params, request);
}

std::vector<const Param*> ImportParams() {
  std::vector<const Param*> out;
  for (const Kind* k : Kinds()) {
    for (const Param& p : k->import_params) {
      if (std::none_of(out.begin(), out.end(), [&](const Param* q) { return q->name == p.name; })) {
        out.push_back(&p);
      }
    }
  }
  return out;
}

json ParamsJson(const std::vector<Param>& table) {
  static constexpr const char* kTypes[] = {"int", "bool", "choice", "level", "text", "seed"};
  json out = json::array();
  for (const Param& p : table) {
    json choices = json::array();
    for (std::string_view c : p.choices) choices.push_back(std::string(c));
    json one = {{"name", std::string(p.name)},
                {"label", std::string(p.label)},
                {"type", kTypes[static_cast<int>(p.type)]},
                {"default", p.def}};
    if (p.type == Param::Type::kInt) {
      one["min"] = p.lo;
      one["max"] = p.hi;
    }
    if (p.type == Param::Type::kText) one["max_length"] = p.hi;
    if (!p.choices.empty()) one["choices"] = std::move(choices);
    if (p.advanced) one["advanced"] = true;
    out.push_back(std::move(one));
  }
  return out;
}

}  // namespace ps::app
