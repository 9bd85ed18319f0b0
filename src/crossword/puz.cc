// Across Lite .puz: write with every checksum, read with the checksums verified; Latin-1 text
// before version 2.0.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "crossword/json_text.h"

namespace ps::crossword {

using nlohmann::json;
using namespace formats_detail;

// ---------------------------------------------------------------------------------------------
// Across Lite .puz

namespace {

constexpr char kPuzMagic[] = "ACROSS&DOWN";  // followed by a NUL in the file

uint16_t PuzChecksum(std::string_view data, uint16_t sum) {
  for (char ch : data) {
    sum = static_cast<uint16_t>((sum & 1) ? (sum >> 1) | 0x8000 : sum >> 1);
    sum = static_cast<uint16_t>(sum + static_cast<unsigned char>(ch));
  }
  return sum;
}

uint16_t PuzTextChecksum(const std::string& title, const std::string& author,
                         const std::string& copyright, const std::vector<std::string>& clues,
                         const std::string& notes, uint16_t sum) {
  auto with_nul = [](const std::string& s) { return s + '\0'; };
  if (!title.empty()) sum = PuzChecksum(with_nul(title), sum);
  if (!author.empty()) sum = PuzChecksum(with_nul(author), sum);
  if (!copyright.empty()) sum = PuzChecksum(with_nul(copyright), sum);
  for (const std::string& c : clues) sum = PuzChecksum(c, sum);
  if (!notes.empty()) sum = PuzChecksum(with_nul(notes), sum);
  return sum;
}

void Put16(std::string& buf, size_t at, uint16_t v) {
  buf[at] = static_cast<char>(v & 0xFF);
  buf[at + 1] = static_cast<char>(v >> 8);
}

uint16_t Get16(std::string_view buf, size_t at) {
  return static_cast<uint16_t>(static_cast<unsigned char>(buf[at]) |
                               (static_cast<unsigned char>(buf[at + 1]) << 8));
}

// The entries in .puz clue order: by start cell row by row, across before down.
std::vector<size_t> PuzOrder(const Crossword& g) {
  std::vector<size_t> order(g.entries.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t i, size_t j) {
    const Entry &a = g.entries[i], &b = g.entries[j];
    if (a.number != b.number) return a.number < b.number;
    return a.dir == Direction::kAcross && b.dir == Direction::kDown;
  });
  return order;
}

constexpr uint16_t kNormal = 0x0001, kDiagramless = 0x0401;
constexpr unsigned char kCircled = 0x80;  // a GEXT flag

// An extra section: its name, the data's length and checksum, the data, a NUL.
void AddSection(std::string& buf, std::string_view name, std::string_view data) {
  std::string head(8, '\0');
  std::copy(name.begin(), name.end(), head.begin());
  Put16(head, 4, static_cast<uint16_t>(data.size()));
  Put16(head, 6, PuzChecksum(data, 0));
  buf += head;
  buf += data;
  buf += '\0';
}

// Python's s[from:] + s[:from] for a string of `n` characters (a negative `from` counts from the
// end), the rotation Across Lite's lock uses.
std::string Rotate(const std::string& s, long from) {
  const long n = static_cast<long>(s.size());
  if (from < 0) from = std::max(0L, n + from);
  from = std::min(from, n);
  return s.substr(static_cast<size_t>(from)) + s.substr(0, static_cast<size_t>(from));
}

// Across Lite's lock undone: the answer letters read down the columns (blocks left out) were
// scrambled in four rounds, one a digit of the key, each shifting the letters by the key's digits
// in turn, rotating by the round's digit and interleaving the two halves.
std::string Unscramble(std::string s, const std::array<int, 4>& key) {
  const long n = static_cast<long>(s.size());
  for (int round = 3; round >= 0; --round) {
    std::string t;
    for (long i = 1; i < n; i += 2) t += s[static_cast<size_t>(i)];
    for (long i = 0; i < n; i += 2) t += s[static_cast<size_t>(i)];
    s = Rotate(t, n - key[static_cast<size_t>(round)]);
    for (long i = 0; i < n; ++i) {
      char& c = s[static_cast<size_t>(i)];
      c = static_cast<char>('A' + ((c - 'A') - key[static_cast<size_t>(i % 4)] + 26 * 10) % 26);
    }
  }
  return s;
}

}  // namespace

std::string WritePuz(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  PS_CHECK(g.width <= 255 && g.height <= 255);
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  // Strings are ISO-8859-1 in version 1.3; a text with characters outside it needs version 2.0,
  // whose strings are UTF-8.
  std::vector<std::string> texts = {f.meta.title.empty() ? "Untitled" : f.meta.title,
                                    f.meta.author.empty() ? "Unknown" : f.meta.author,
                                    f.meta.copyright.empty() ? "-" : f.meta.copyright,
                                    NotesText(f.meta)};
  // Across Lite and the common readers show an empty title, author or copyright badly, and one
  // widely used reader checksums empty strings differently: always write them.
  for (size_t i : PuzOrder(g)) {
    const Entry& e = g.entries[i];
    texts.push_back(OneLine(e.clue));
  }
  bool latin1 = true;
  for (const std::string& t : texts) latin1 = latin1 && Utf8ToLatin1(t).has_value();
  if (latin1) {
    for (std::string& t : texts) t = *Utf8ToLatin1(t);
  }
  const std::string& title = texts[0];
  const std::string& author = texts[1];
  const std::string& copyright = texts[2];
  const std::string& notes = texts[3];
  const std::vector<std::string> clues(texts.begin() + 4, texts.end());

  // A diagramless puzzle marks its blocks ':' instead of '.', so a solver does not see them.
  const char block = f.squares.diagramless ? ':' : '.';
  std::string solution, state;
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const char c = letters->At(x, y);
      solution += c == kBlock ? block : c;
      state += c == kBlock ? block : '-';
    }
  }
  std::string buf(0x34, '\0');
  std::copy(kPuzMagic, kPuzMagic + 11, buf.begin() + 0x02);
  std::string version = latin1 ? "1.3" : "2.0";
  std::copy(version.begin(), version.end(), buf.begin() + 0x18);
  buf[0x2C] = static_cast<char>(g.width);
  buf[0x2D] = static_cast<char>(g.height);
  Put16(buf, 0x2E, static_cast<uint16_t>(clues.size()));
  Put16(buf, 0x30, f.squares.diagramless ? kDiagramless : kNormal);
  // Not scrambled, or still locked as it was read (the key not known): the scrambled answers and
  // the checksum of the answers its key gives.
  const bool locked = f.squares.unknown == "locked";
  Put16(buf, 0x32, locked ? 0x0004 : 0x0000);
  if (locked) Put16(buf, 0x1E, static_cast<uint16_t>(f.squares.lock_sum));
  const uint16_t cib = PuzChecksum(std::string_view(buf).substr(0x2C, 8), 0);
  const uint16_t sol = PuzChecksum(solution, 0);
  const uint16_t grid = PuzChecksum(state, 0);
  const uint16_t part = PuzTextChecksum(title, author, copyright, clues, notes, 0);
  uint16_t file = PuzChecksum(solution, cib);
  file = PuzChecksum(state, file);
  file = PuzTextChecksum(title, author, copyright, clues, notes, file);
  Put16(buf, 0x00, file);
  Put16(buf, 0x0E, cib);
  const char mask[] = "ICHEATED";
  const uint16_t parts[4] = {cib, sol, grid, part};
  for (size_t i = 0; i < 4; ++i) {
    buf[0x10 + i] = static_cast<char>(mask[i] ^ (parts[i] & 0xFF));
    buf[0x14 + i] = static_cast<char>(mask[i + 4] ^ (parts[i] >> 8));
  }
  buf += solution;
  buf += state;
  for (const std::string* s : {&title, &author, &copyright}) {
    buf += *s;
    buf += '\0';
  }
  for (const std::string& c : clues) {
    buf += c;
    buf += '\0';
  }
  buf += notes;
  buf += '\0';
  // Extra sections: the rebus squares (GRBS, which square holds which rebus of the table RTBL)
  // and the circled squares (GEXT).
  const size_t cells = solution.size();
  if (!f.squares.rebus.empty()) {
    std::map<std::string, int> keys;
    std::string grbs(cells, '\0'), rtbl;
    for (const auto& [i, text] : f.squares.rebus) {
      auto [it, added] = keys.emplace(text, static_cast<int>(keys.size()));
      if (added) rtbl += fmt::format("{:2}:{};", it->second, text);
      grbs[static_cast<size_t>(i)] = static_cast<char>(it->second + 1);
    }
    AddSection(buf, "GRBS", grbs);
    AddSection(buf, "RTBL", rtbl);
  }
  if (!f.squares.circled.empty()) {
    std::string gext(cells, '\0');
    for (int i : f.squares.circled) gext[static_cast<size_t>(i)] = static_cast<char>(kCircled);
    AddSection(buf, "GEXT", gext);
  }
  return buf;
}

Result<CrosswordFile> ReadPuz(std::string_view bytes, std::optional<int> key) {
  const size_t magic = bytes.find(std::string_view(kPuzMagic, 12));
  if (magic == std::string_view::npos || magic < 2) {
    return Invalid("not an Across Lite .puz file (no ACROSS&DOWN signature)");
  }
  const std::string_view b = bytes.substr(magic - 2);
  if (b.size() < 0x34) return Invalid("the .puz file ends inside its header");
  const int w = static_cast<unsigned char>(b[0x2C]), h = static_cast<unsigned char>(b[0x2D]);
  const int nclues = Get16(b, 0x2E);
  if (w < 1 || h < 1) return Invalid(fmt::format("the .puz grid is {}x{}", w, h));
  const bool scrambled = Get16(b, 0x32) != 0;
  const size_t cells = static_cast<size_t>(w * h);
  if (b.size() < 0x34 + 2 * cells) return Invalid("the .puz file ends inside its grid");
  std::string solution(b.substr(0x34, cells));
  const std::string_view state = b.substr(0x34 + cells, cells);
  const bool utf8 = b[0x18] >= '2' && b[0x18] <= '9';
  size_t at = 0x34 + 2 * cells;
  bool ended = false;
  auto next_string = [&]() -> std::string {
    if (at >= b.size()) {
      ended = true;
      return "";
    }
    const size_t nul = b.find('\0', at);
    const size_t end = nul == std::string_view::npos ? b.size() : nul;
    std::string s(b.substr(at, end - at));
    if (nul == std::string_view::npos) ended = true;
    at = end + 1;
    return s;
  };
  const std::string title = next_string(), author = next_string(), copyright = next_string();
  std::vector<std::string> clues;
  for (int i = 0; i < nclues; ++i) {
    clues.push_back(next_string());
    if (ended)
      return Invalid(fmt::format("the .puz file ends after {} of its {} clues", i, nclues));
  }
  const std::string notes = at < b.size() ? next_string() : "";
  // Checksums: the header's, then the whole file's.
  const uint16_t cib = PuzChecksum(b.substr(0x2C, 8), 0);
  if (cib != Get16(b, 0x0E)) {
    return Invalid("the .puz header checksum does not match (the file is damaged)");
  }
  uint16_t file = PuzChecksum(solution, cib);
  file = PuzChecksum(state, file);
  const bool v13 = !(b[0x18] == '1' && b[0x1A] < '3');
  file = PuzTextChecksum(title, author, copyright, clues, v13 ? notes : "", file);
  if (file != Get16(b, 0x00)) {
    return Invalid("the .puz file checksum does not match (the file is damaged or was edited)");
  }
  // A locked file: its answers are scrambled; unlock them with the key, or find the key.
  std::optional<uint16_t> lock_sum;
  if (scrambled) {
    std::string letters;  // down the columns, blocks left out
    std::vector<size_t> where;
    for (int x = 0; x < w; ++x) {
      for (int y = 0; y < h; ++y) {
        const size_t i = static_cast<size_t>(y * w + x);
        const char c = solution[i];
        if (c == '.' || c == ':') continue;
        if (c < 'A' || c > 'Z') {
          return Invalid(
              "the .puz file is scrambled and its answers hold a character other "
              "than A-Z, so it cannot be unlocked");
        }
        letters += c;
        where.push_back(i);
      }
    }
    const uint16_t want = Get16(b, 0x1E);
    auto try_key = [&](int k) -> std::optional<std::string> {
      const std::array<int, 4> digits = {k / 1000, k / 100 % 10, k / 10 % 10, k % 10};
      std::string plain = Unscramble(letters, digits);
      if (PuzChecksum(plain, 0) != want) return std::nullopt;
      return plain;
    };
    std::optional<std::string> plain;
    if (key) {
      if (*key < 0 || *key > 9999) return Invalid("a .puz key is 4 digits (0000 to 9999)");
      plain = try_key(*key);
      if (!plain) {
        return Invalid(fmt::format(
            "the key {:04} does not unlock this .puz file (its answers' checksum does not "
            "match); check the key",
            *key));
      }
    } else {
      int found = 0;
      for (int k = 0; k <= 9999 && found < 2; ++k) {
        if (std::optional<std::string> p = try_key(k)) {
          if (found == 0) plain = std::move(p);
          ++found;
        }
      }
      if (found == 0) {
        return Invalid("the .puz file is scrambled and no 4-digit key unlocks it");
      }
      // Several keys fit: the puzzle opens without its answers (its squares hold the scrambled
      // letters) until its key is given.
      if (found > 1) plain.reset();
    }
    if (plain) {
      for (size_t j = 0; j < where.size(); ++j) solution[where[j]] = (*plain)[j];
    } else {
      lock_sum = want;
    }
  }
  // Extra sections: rebus squares (GRBS and its table RTBL) and circled squares (GEXT).
  std::string_view grbs, rtbl, gext;
  for (size_t s = at; s + 8 <= b.size();) {
    const std::string_view name = b.substr(s, 4);
    const size_t len = Get16(b, s + 4);
    if (s + 8 + len > b.size()) break;  // a cut section: ignored, as the readers of .puz do
    const std::string_view data = b.substr(s + 8, len);
    if (name == "GRBS" && len == cells) grbs = data;
    if (name == "RTBL") rtbl = data;
    if (name == "GEXT" && len == cells) gext = data;
    s += 8 + len + 1;
  }
  std::map<int, std::string> table;  // rebus key -> its answer
  for (size_t p = 0; p < rtbl.size();) {
    const size_t semi = rtbl.find(';', p);
    const std::string_view item =
        rtbl.substr(p, semi == std::string_view::npos ? std::string_view::npos : semi - p);
    p = semi == std::string_view::npos ? rtbl.size() : semi + 1;
    const size_t colon = item.find(':');
    if (colon == std::string_view::npos) continue;
    int k = 0;
    bool number = colon > 0;
    for (char c : item.substr(0, colon)) {
      if (c == ' ') continue;
      if (c < '0' || c > '9') number = false;
      k = k * 10 + (c - '0');
    }
    if (number && k < 256) table[k] = UpperAscii(std::string(item.substr(colon + 1)));
  }
  const bool diagramless = Get16(b, 0x30) == kDiagramless;
  Grid<char> letters(w, h, kBlock);
  Squares squares;
  squares.diagramless = diagramless;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      const char c = solution[static_cast<size_t>(i)];
      if (c == '.' || c == ':') continue;
      if (!grbs.empty() && grbs[static_cast<size_t>(i)] != 0) {
        const int k = static_cast<unsigned char>(grbs[static_cast<size_t>(i)]) - 1;
        auto it = table.find(k);
        if (it == table.end()) {
          return Invalid(
              fmt::format("the .puz rebus square {} names rebus {}, which its table (RTBL) lacks",
                          CellName(x, y), k));
        }
        const std::string& text = it->second;
        if (!IsRebusText(text)) {
          return Invalid(fmt::format(
              "the .puz rebus square {} holds \"{}\"; puzzlesmith reads rebus squares of 1 to 12 "
              "letters, digits and signs",
              CellName(x, y), Latin1ToUtf8(text)));
        }
        if (text.size() > 1) squares.rebus[i] = text;
        letters.At(x, y) = text[0];
        continue;
      }
      if (!IsSquareChar(static_cast<char>(std::toupper(static_cast<unsigned char>(c))))) {
        return Invalid(fmt::format(
            "the .puz solution holds '{}' at {}; puzzlesmith reads letters A-Z, digits and the "
            "signs {}",
            Latin1ToUtf8(std::string(1, c)), CellName(x, y), kSquareSigns));
      }
      letters.At(x, y) = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (!gext.empty() && (static_cast<unsigned char>(gext[static_cast<size_t>(i)]) & kCircled)) {
        squares.circled.insert(i);
      }
    }
  }
  // A rebus square can be circled too.
  if (!gext.empty()) {
    for (const auto& [i, text] : squares.rebus) {
      if (static_cast<unsigned char>(gext[static_cast<size_t>(i)]) & kCircled) {
        squares.circled.insert(i);
      }
    }
  }
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  const std::vector<size_t> order = PuzOrder(*g);
  if (order.size() != clues.size()) {
    return Invalid(fmt::format("the .puz file has {} clues for a grid of {} entries", clues.size(),
                               order.size()));
  }
  for (const std::string* s : {&title, &author, &copyright, &notes}) {
    if (utf8 && !CheckText(*s).ok()) return Invalid("a .puz 2.0 text is not valid UTF-8");
  }
  for (const std::string& s : clues) {
    if (utf8 && !CheckText(s).ok()) return Invalid("a .puz 2.0 clue is not valid UTF-8");
  }
  auto text = [&](const std::string& s) { return utf8 ? s : Latin1ToUtf8(s); };
  for (size_t i = 0; i < order.size(); ++i) {
    g->entries[order[i]].clue = text(clues[i]);
  }
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta.title = text(title);
  out.meta.author = text(author);
  out.meta.copyright = text(copyright);
  out.meta.notes = text(notes);
  out.squares = std::move(squares);
  if (lock_sum) {
    out.squares.unknown = "locked";
    out.squares.lock_sum = *lock_sum;
    out.squares.rebus.clear();  // their first letters are scrambled with the rest
  }
  if (Status st = CheckSquares(out); !st.ok()) return st.error();
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

Result<CrosswordFile> UnlockPuz(const CrosswordFile& file, int key) {
  if (file.squares.unknown != "locked") return file;
  if (key < 0 || key > 9999) return Invalid("a .puz key is 4 digits (0000 to 9999)");
  Result<Grid<char>> letters = Letters(file.grid);
  if (!letters.ok()) return letters.error();
  const int w = file.grid.width, h = file.grid.height;
  std::string scrambled;  // down the columns, blocks left out
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      if (letters->At(x, y) != kBlock) scrambled += letters->At(x, y);
    }
  }
  const std::string plain =
      Unscramble(scrambled, {key / 1000, key / 100 % 10, key / 10 % 10, key % 10});
  if (PuzChecksum(plain, 0) != file.squares.lock_sum) {
    return Invalid(fmt::format(
        "the key {:04} does not unlock this puzzle (its answers' checksum does not match)", key));
  }
  size_t k = 0;
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      if (letters->At(x, y) != kBlock) letters->At(x, y) = plain[k++];
    }
  }
  Result<Crossword> g = FromLetters(*letters, file.squares.bars);
  if (!g.ok()) return g.error();
  for (Entry& e : g->entries) {
    for (const Entry& old : file.grid.entries) {
      if (old.x == e.x && old.y == e.y && old.dir == e.dir) e.clue = old.clue;
    }
  }
  CrosswordFile out = file;
  out.grid = std::move(*g);
  out.squares.unknown.clear();
  out.squares.lock_sum = 0;
  return out;
}

}  // namespace ps::crossword
