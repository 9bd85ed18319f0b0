// Star Battle formats (see docs/formats.md):
//
//   zone file  the Sweet Spots document's form: N lines of N space-separated zone ids 0..N-1,
//              row by row (star counts come from elsewhere: the command line, the file's name
//              as the Sweet Spots game wrote it, game-10-2.txt, or zone_stars.h).
//   url        puzz.link / pzprjs: https://puzz.link/p?starbattle/<cols>/<rows>/<k>/<borders>,
//              borders as base-32 wall bits (vertical walls first, then horizontal).
//   pzprv3     pzprjs's save file: pzprv3, starbattle, rows, cols, k, zone count, the zone ids,
//              then the answer marks ('#' star, '+' marked empty, '.' unknown), then whatever
//              pzprjs adds (info:/history: JSON, TrialData) is skipped. '/' may stand for the line
//              breaks (the one-line form), also inside a pzprjs URL (...?pzprv3/starbattle/...,
//              each line percent-encoded).
//   json       {"size", "stars", "zones": ["0 0 1 ...", ...], "solution"?: ["*..*", ...]}
//   text       a drawing for the terminal with the zone borders, '*' for a star.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

enum class Format { kZoneFile, kUrl, kPzprv3, kJson };

struct Parsed {
  Puzzle puzzle;
  Format format = Format::kZoneFile;
  // Marks in a pzprv3 file or a JSON solution: 0 unknown, 1 star, 2 marked empty; empty when
  // the text has none.
  std::vector<uint8_t> marks;
  bool stars_given = false;  // the text itself carried the star count (URL, pzprv3, JSON)
};

// Reads any of the formats (told apart by their first characters). Stars per unit default to
// `default_stars` where the text does not carry them. The result is validated (Validate) and
// canonical; errors carry line and column where they have one.
Result<Parsed> ParseAny(std::string_view text, int default_stars = 1);

Result<Puzzle> ParseZoneFile(std::string_view text, int stars = 1);
Result<Puzzle> ParseUrl(std::string_view text);
Result<Parsed> ParsePzprv3(std::string_view text);
Result<Parsed> ParseJson(std::string_view text);

std::string FormatZoneFile(const Puzzle& p);
// The puzz.link URL; needs equal counts (Stars() > 0), else returns an empty string.
std::string FormatUrl(const Puzzle& p);
std::string FormatPzprv3(const Puzzle& p, const Solution* solution = nullptr);
std::string FormatJson(const Puzzle& p, const Solution* solution = nullptr);
// The stars a row, column and zone take as a zone file's name gives them (the file's text does
// not): "<anything>-N-K.txt" with N the board's side `n` (the original Sweet Spots game's
// game-10-2.txt, its boards' gamezone.10a-2.txt, our zones export's <title>-10-2.txt), else a
// part "kK" ("14x14-k3-019.txt"). 0 when the name says nothing (or names another side).
int StarsFromName(std::string_view file_name, int n);

// Rows of '*' (star) and '.' (empty).
std::vector<std::string> SolutionRows(int n, const Solution& solution);
// A boxed drawing with zone borders; stars drawn when a solution is given. Ends with a newline.
std::string FormatText(const Puzzle& p, const Solution* solution = nullptr);

}  // namespace ps::starbattle
