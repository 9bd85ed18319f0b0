// A Star Battle board as a SAT problem in DIMACS CNF, for any SAT solver (CaDiCaL, Kissat,
// MiniSat) to solve or count, and for `make bench` to compare our solver with one.
//
// Variables: cell (row r, column c, both from 0) is variable r*N + c + 1, true for a star, so
// r1c1 is 1 and the last cell is N*N; the counters' auxiliaries follow. Clauses: exactly the
// row's, column's and zone's count of stars in every row, column and zone, by a sequential
// counter in both directions (Sinz, "Towards an optimal CNF encoding of Boolean cardinality
// constraints", CP 2005, with the converse clauses that make each register "at least j of the
// first i cells"); no two stars touching, one binary clause for each pair of neighbouring cells
// (8-neighbourhood), each pair once. The registers are functions of the cells, so the models
// of the CNF are the board's solutions one for one.
#pragma once

#include <string>
#include <vector>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct Cnf {
  int variables = 0;                      // the cells' N*N, then the auxiliaries
  int cell_variables = 0;                 // N*N: variables 1..N*N are the cells
  std::vector<std::vector<int>> clauses;  // DIMACS literals, no terminating 0
};

// The CNF of a valid board (see Validate). Pure and deterministic: the same board gives the same
// clauses in the same order. A unit with fewer cells than its count gives a contradiction (the
// unit clauses v and -v on its first cell), so the CNF is unsatisfiable as the board is.
Cnf EncodeCnf(const Puzzle& puzzle);

// The DIMACS text of EncodeCnf: comment lines (board size, star counts, the zones, the variable
// map, the encoding, how to count solutions), the `p cnf V C` line, then one clause a line.
// Ends with a newline.
std::string FormatCnf(const Puzzle& puzzle);

}  // namespace ps::starbattle
