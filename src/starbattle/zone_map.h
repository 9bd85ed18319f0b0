// Zone maps for Star Battle generation (generate.cc): zones drawn around a star placement (compact
// blobs or snakes, each zone holding its stars), zones walked out as the Sweet Spots game made
// them, and the moves of one square from zone to zone that keep every zone in one piece.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "starbattle/generate.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle::zone_map {

// The cell beside c in direction d (0 right, 1 left, 2 down, 3 up) on an n x n board, or -1 off
// the board.
int Side(int n, int c, int d);

// Whether zone `z` stays one piece without the square `removed`.
bool ZoneConnectedWithout(const std::vector<int>& zones, int n, int z, int removed);

// Moves cell `c` (not an intended star) from its zone to the neighbouring zone `t`. When `c`
// holds its zone together, the parts it cuts off from the zone's stars go with it (they hold no
// intended star and reach `t` through `c`), so the intended solution stays one and both zones
// stay connected. Returns false (nothing moved) when `c` lies between two of its zone's stars.
bool MoveCell(std::vector<int>& zones, int n, const Solution& intended, int c, int t);

// Grows one region around each star (random multi-source flood fill), then joins regions into
// zones of k. Returns false when the joining fails.
bool ZonesAroundStars(int n, int k, const Solution& stars, ZoneStyle style, Rng& rng,
                      std::vector<int>& zones);

// The Sweet Spots game's zone maker: random sizes (triangular distribution around n), zones walked
// out from the first free cell, restarting whenever a walk gets stuck.
bool SweetspotsZones(int n, Rng& rng, std::vector<int>& zones);

}  // namespace ps::starbattle::zone_map
