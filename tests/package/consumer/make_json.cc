// A program that uses the installed puzzlesmith library's generic API (puzzlesmith/kinds.h):
// makes a puzzle of the kind given, from parameters given as JSON, and prints the record, which
// tests/package/run.sh compares with what `puzzlesmith make KIND ... --json` prints.
//   make_json KIND PARAMS_JSON
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: make_json KIND PARAMS_JSON\n";
    return 2;
  }
  puzzlesmith::Result<std::string> made = puzzlesmith::make(argv[1], argv[2]);
  if (!made) {
    std::cerr << "make_json: " << made.error().ToString() << "\n";
    return 2;
  }
  std::cout << *made << "\n";
  return 0;
}
