#!/usr/bin/env python3
"""Zone statistics of Star Battle boards, the same for hand-made and generated boards.

Input: zone files (N lines of N zone ids) given as paths, and/or JSON lines on stdin as
`puzzlesmith starbattle generate --json` prints them ("zones": rows of ids). Prints one markdown
table row: boards, thin share, dead ends, compactness, size spread, longest zone.

  thin share   share of cells with at most 1 neighbour (of 4) in their own zone
  dead ends    share of cells with exactly 1 neighbour in their own zone (a tooth or a snake's end)
  compactness  mean over zones of 16*area/perimeter^2 (a square is 1, a line of L cells about 4/L)
  size spread  mean over boards of the zone sizes' standard deviation / mean
  longest      mean over boards of the longest path inside one zone (its cells, the farthest pair
               apart walking within the zone), divided by N: a long snake is 1 or more
"""
import json
import statistics
import sys
from collections import deque


def stats(grid):
    n = len(grid)
    cells = [(y, x) for y in range(n) for x in range(n)]
    same = {}
    for y, x in cells:
        same[(y, x)] = [
            (y + dy, x + dx)
            for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0))
            if 0 <= y + dy < n and 0 <= x + dx < n and grid[y + dy][x + dx] == grid[y][x]
        ]
    thin = sum(1 for c in cells if len(same[c]) <= 1) / len(cells)
    ends = sum(1 for c in cells if len(same[c]) == 1) / len(cells)
    zones = {}
    for c in cells:
        zones.setdefault(grid[c[0]][c[1]], []).append(c)
    comp = []
    longest = 0
    for members in zones.values():
        area = len(members)
        perim = sum(4 - len(same[c]) for c in members)
        comp.append(16 * area / perim ** 2)
        # Geodesic diameter: BFS from every cell (boards are small).
        for s in members:
            dist = {s: 0}
            q = deque([s])
            while q:
                c = q.popleft()
                for o in same[c]:
                    if o not in dist:
                        dist[o] = dist[c] + 1
                        q.append(o)
            longest = max(longest, max(dist.values()) + 1)
    sizes = [len(m) for m in zones.values()]
    spread = statistics.pstdev(sizes) / statistics.mean(sizes)
    return thin, ends, statistics.mean(comp), spread, longest / n


def boards():
    for path in sys.argv[1:]:
        with open(path) as f:
            yield [line.split() for line in f if line.strip()]
    if not sys.stdin.isatty():
        for line in sys.stdin:
            line = line.strip()
            if line.startswith("{"):
                yield [row.split() for row in json.loads(line)["zones"]]


rows = [stats(b) for b in boards()]
if not rows:
    sys.exit("no boards")
mean = [statistics.mean(col) for col in zip(*rows)]
print(f"{len(rows)} | {mean[0]:.3f} | {mean[1]:.3f} | {mean[2]:.3f} | {mean[3]:.3f} | {mean[4]:.2f}")
