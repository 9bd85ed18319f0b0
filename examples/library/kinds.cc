// Every kind through the library's generic API (puzzlesmith/kinds.h): make, solve (counting),
// grade, hint, write and read, by the kind's name. Each answer is the JSON text `puzzlesmith
// make|solve|grade|hint|convert ... --json` prints for the same arguments; this program reads it
// with nlohmann/json (any JSON library will do). The same steps and output as kinds.py.
// Build: c++ -std=c++17 kinds.cc $(pkg-config --cflags --libs puzzlesmith)
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

using nlohmann::json;

int main() {
  const std::string words =
      "apple: Fruit\nbanana: Yellow fruit\ncherry: Red fruit\ngrape: Vine fruit\nlemon: Sour";
  const std::vector<std::pair<std::string, json>> makes = {
      {"sudoku", {{"level", "easy"}, {"seed", 7}}},
      {"starbattle", {{"size", 6}, {"stars", 1}, {"seed", 5}}},
      {"fillin", {{"width", 7}, {"height", 7}, {"seed", 6}}},
      {"crossword", {{"words", words}, {"seed", 7}}},
      {"fill", {{"pattern", "...#\n....\n....\n#..."}, {"seed", 8}}},
  };
  // What each kind writes (the formats of `puzzlesmith kinds`).
  json writes;
  for (const json& kind : json::parse(puzzlesmith::kinds().value())) {
    writes[kind["name"].get<std::string>()] = kind["writes"];
  }
  for (const auto& [name, params] : makes) {
    // make: the record of `puzzlesmith make NAME --seed ... --json`; the seed makes it again.
    puzzlesmith::Result<std::string> made = puzzlesmith::make(name, params.dump());
    if (!made) {
      std::cerr << name << ": " << made.error().ToString() << "\n";
      return 3;
    }
    const json record = json::parse(*made);
    const std::string level = record["level"];
    std::cout << name << ": a " << record["kind"].get<std::string>() << ", seed " << record["seed"]
              << ", level " << (level.empty() ? "-" : level) << "\n"
              << "  game ID " << record["game_id"].get<std::string>().substr(0, 40) << "...\n";
    // solve: count up to 2 from the clues alone (a crossword's answer comes with it). A record,
    // a file's text or a game ID: any of them is a puzzle.
    puzzlesmith::Result<std::string> solved = puzzlesmith::solve(*made, 2);
    if (solved) {
      const json s = json::parse(*solved);
      std::cout << "  solve: " << s["outcome"].get<std::string>() << " (" << s["count"]
                << " counted up to " << s["limit"] << ")\n";
    } else {
      const bool bad = solved.error().code == puzzlesmith::ErrorCode::kInvalidInput;
      std::cout << "  solve: " << (bad ? "invalid_input" : "error") << "\n";
    }
    // grade (from the clues: a crossword has none, its difficulty is in its clues) and hint: what
    // a person needs, and the first step from the start of the game.
    const puzzlesmith::Result<std::string> graded = puzzlesmith::grade(*made);
    if (graded) {
      const json g = json::parse(*graded);
      std::cout << "  grade: " << (g["level"].is_string() ? g["level"].get<std::string>() : "-")
                << " (" << g["outcome"].get<std::string>() << ")\n";
    } else {
      std::cout << "  grade: invalid_input\n";
    }
    std::cout << "  hint: "
              << json::parse(puzzlesmith::hint(*made).value())["technique"].get<std::string>()
              << "\n";
    // write a format of the kind, and read it back: the same puzzle.
    const std::string format = writes[record["kind"].get<std::string>()][0];
    puzzlesmith::Result<std::string> written = puzzlesmith::write(*made, format);
    puzzlesmith::Result<std::string> back =
        written ? puzzlesmith::read(*written) : puzzlesmith::Result<std::string>(written.error());
    if (!back) {
      std::cerr << name << ": " << back.error().ToString() << "\n";
      return 1;
    }
    std::cout << "  " << format << ": " << written->size() << " characters, read back: "
              << (json::parse(*back)["game_id"] == record["game_id"] ? "the same" : "different")
              << "\n";
  }

  // A game ID (or a file's text) works wherever a record does.
  const json graded = json::parse(puzzlesmith::grade("sudoku/size=9,level=hard#42").value());
  std::cout << "sudoku/size=9,level=hard#42: a " << graded["kind"].get<std::string>() << ", "
            << graded["level"].get<std::string>() << "\n";
  // Bad input is an error value naming the parameter, never an exception.
  puzzlesmith::Result<std::string> bad = puzzlesmith::make("sudoku", R"({"size": 7})");
  if (!bad) {
    const bool invalid = bad.error().code == puzzlesmith::ErrorCode::kInvalidInput;
    std::cout << "bad input: " << (invalid ? "invalid_input" : "error") << ": "
              << bad.error().ToString() << "\n";
  }
  return 0;
}
