"""Generate the 55 World in Progress terrain tiles (our own design) deterministically.

    python tools/make_wip_tiles.py            # writes assets/data/world_in_progress/tiles.json
    python tools/make_wip_tiles.py --check    # verifies the committed file matches

The rulebook gives no tile list, so we design one with these balance constraints:

* 55 tiles of 2x2 squares: 28 marked for 2 players, 9 for 3, 9 for 4, 9 for 5.
* Each player-count group on its own spreads its squares over the five terrains as evenly as
  possible (112 squares -> 23,23,22,22,22; 36 squares -> 8,7,7,7,7), and the groups are combined
  so the whole set has exactly 44 squares of every terrain.
* Statues: 13 of the 28 two-player tiles and 4 of each nine-tile group (40-50 % everywhere),
  every god within one of the others inside each group and exactly 5 statues per god overall.
* No tile shows four distinct terrains.  A few statues stand on a square of another terrain (a
  lake god in a forest), so the god power's "statue or terrain" clause matters.

A seeded ``random.Random`` drives a small search (shuffle the squares, repair bad tiles by
swaps) and every constraint is re-checked before writing.  Tile ids wip01..wip55 are stable.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

SEED = 20220555
OUT = Path(__file__).resolve().parents[1] / "assets" / "data" / "world_in_progress" / "tiles.json"

TERRAINS = [
    {"key": "pink", "name": {"en": "Blossom Groves", "uk": "Квітучі гаї"},
     "god": {"en": "Lada", "uk": "Лада"}, "pattern": "dots"},
    {"key": "red", "name": {"en": "Ember Canyons", "uk": "Жаринні каньйони"},
     "god": {"en": "Svarog", "uk": "Сварог"}, "pattern": "stripes"},
    {"key": "blue", "name": {"en": "Mirror Lakes", "uk": "Дзеркальні озера"},
     "god": {"en": "Dana", "uk": "Дана"}, "pattern": "waves"},
    {"key": "green", "name": {"en": "Deep Forests", "uk": "Дрімучі ліси"},
     "god": {"en": "Veles", "uk": "Велес"}, "pattern": "triangles"},
    {"key": "yellow", "name": {"en": "Wheat Fields", "uk": "Пшеничні поля"},
     "god": {"en": "Dazhbog", "uk": "Даждьбог"}, "pattern": "grid"},
]
KEYS = [t["key"] for t in TERRAINS]
GROUPS = [(2, 28), (3, 9), (4, 9), (5, 9)]
STATUES = {28: 13, 9: 4}


def _targets(rnd: random.Random) -> tuple[list[Counter], list[Counter]]:
    """Per-group terrain square counts and god statue counts that add up to the whole-set balance."""
    order = KEYS[:]
    rnd.shuffle(order)
    # big group: two terrains get 23 squares; the other three get 22 and an 8 in one small group
    terr = [Counter({k: (23 if i < 2 else 22) for i, k in enumerate(order)})]
    for g in range(3):
        terr.append(Counter({k: (8 if k == order[2 + g] else 7) for k in KEYS}))
    gods_order = KEYS[:]
    rnd.shuffle(gods_order)
    # big group: three gods get 3 statues, two get 2; each of the three is missing in one small group
    gods = [Counter({k: (3 if i < 3 else 2) for i, k in enumerate(gods_order)})]
    for g in range(3):
        gods.append(Counter({k: (0 if k == gods_order[g] else 1) for k in KEYS}))
    return terr, gods


def _deal_squares(rnd: random.Random, counts: Counter, n_tiles: int) -> list[list[str]]:
    pool = [k for k in KEYS for _ in range(counts[k])]
    assert len(pool) == 4 * n_tiles
    rnd.shuffle(pool)
    tiles = [pool[4 * i: 4 * i + 4] for i in range(n_tiles)]
    for _ in range(100000):
        bad = [i for i, t in enumerate(tiles) if len(set(t)) > 3]
        if not bad:
            break
        i = rnd.choice(bad)
        j = rnd.randrange(n_tiles)
        a, b = rnd.randrange(4), rnd.randrange(4)
        tiles[i][a], tiles[j][b] = tiles[j][b], tiles[i][a]
    else:
        raise RuntimeError("could not repair the tiles")
    # A random deal is mostly three-terrain tiles; swap squares until about half the tiles show
    # two terrains (joinable pairs make placement decisions interesting), few show one.
    def distinct() -> int:
        return sum(len(set(t)) for t in tiles)
    target = round(2.4 * n_tiles)
    for _ in range(100000):
        if distinct() <= target:
            break
        i, j = rnd.randrange(n_tiles), rnd.randrange(n_tiles)
        a, b = rnd.randrange(4), rnd.randrange(4)
        if i == j:
            continue
        before = len(set(tiles[i])) + len(set(tiles[j]))
        tiles[i][a], tiles[j][b] = tiles[j][b], tiles[i][a]
        after_i, after_j = len(set(tiles[i])), len(set(tiles[j]))
        if after_i + after_j > before or after_i == 1 and after_j == 1:
            tiles[i][a], tiles[j][b] = tiles[j][b], tiles[i][a]
    for t in tiles:
        rnd.shuffle(t)
    return tiles


def _place_statues(rnd: random.Random, tiles: list[list[str]], gods: Counter) -> list[dict | None]:
    statues: list[dict | None] = [None] * len(tiles)
    todo = [k for k in KEYS for _ in range(gods[k])]
    rnd.shuffle(todo)
    for god in todo:
        free = [i for i in range(len(tiles)) if statues[i] is None]
        home = [i for i in free if god in tiles[i]]
        # most statues stand in their own land; about one in five elsewhere (a lake god in a forest)
        idx = rnd.choice(home if home and rnd.random() < 0.8 else free)
        own = [i for i, s in enumerate(tiles[idx]) if s == god]
        pos = rnd.choice(own) if own else rnd.randrange(4)
        statues[idx] = {"god": god, "row": pos // 2, "col": pos % 2}
    return statues


def dumps(data: dict) -> str:
    """Readable JSON: terrains indented, one tile per line (stable, diff-friendly)."""
    lines = ['{', f' "version": {data["version"]},', ' "terrains": [']
    lines.append(",\n".join("  " + json.dumps(t, ensure_ascii=False) for t in data["terrains"]))
    lines.append(' ],')
    lines.append(' "tiles": [')
    lines.append(",\n".join("  " + json.dumps(t, ensure_ascii=False) for t in data["tiles"]))
    lines.append(' ]')
    lines.append('}')
    return "\n".join(lines) + "\n"


def generate(seed: int = SEED) -> dict:
    rnd = random.Random(seed)
    for _attempt in range(1000):
        terr, gods = _targets(rnd)
        out = []
        for (players, n), tcount, gcount in zip(GROUPS, terr, gods):
            squares = _deal_squares(rnd, tcount, n)
            statues = _place_statues(rnd, squares, gcount)
            for sq, st in zip(squares, statues):
                out.append({"players": players, "squares": [sq[0:2], sq[2:4]], "statue": st})
        for i, t in enumerate(out):
            t_id = {"id": f"wip{i + 1:02d}"}
            t_id.update(t)
            out[i] = t_id
        data = {"version": 1, "terrains": TERRAINS, "tiles": out}
        if not check(data):
            return data
    raise RuntimeError("no tile set met the constraints")


def check(data: dict) -> list[str]:
    """Every balance constraint; returns the list of violations (empty = fine)."""
    problems = []
    tiles = data["tiles"]
    if len(tiles) != 55:
        problems.append("need 55 tiles")
    if [t["id"] for t in tiles] != [f"wip{i:02d}" for i in range(1, 56)]:
        problems.append("ids must be wip01..wip55 in order")
    if Counter(t["players"] for t in tiles) != Counter({2: 28, 3: 9, 4: 9, 5: 9}):
        problems.append("player-count marks must be 28/9/9/9")
    for t in tiles:
        flat = [s for row in t["squares"] for s in row]
        if len(flat) != 4 or any(s not in KEYS for s in flat):
            problems.append(f"{t['id']}: bad squares")
        if len(set(flat)) > 3:
            problems.append(f"{t['id']}: four distinct terrains")
        st = t["statue"]
        if st is not None and (st["god"] not in KEYS or st["row"] not in (0, 1) or st["col"] not in (0, 1)):
            problems.append(f"{t['id']}: bad statue")

    def balance(group: list[dict], label: str, statue_range: tuple[int, int]) -> None:
        sq = Counter(s for t in group for row in t["squares"] for s in row)
        vals = [sq[k] for k in KEYS]
        if max(vals) - min(vals) > 1:
            problems.append(f"{label}: terrain counts {vals} not within one")
        gods = Counter(t["statue"]["god"] for t in group if t["statue"])
        gvals = [gods[k] for k in KEYS]
        if max(gvals) - min(gvals) > 1:
            problems.append(f"{label}: god counts {gvals} not within one")
        n = sum(gvals)
        if not statue_range[0] <= n <= statue_range[1]:
            problems.append(f"{label}: {n} statues outside {statue_range}")

    balance(tiles, "all", (22, 27))
    for players, n in GROUPS:
        group = [t for t in tiles if t["players"] == players]
        lo = -(-4 * n // 10)  # ceil(40 %)
        hi = n // 2  # floor(50 %)
        balance(group, f"players={players}", (lo, hi))
    off = [t for t in tiles if t["statue"] and all(s != t["statue"]["god"] for r in t["squares"] for s in r)]
    if len(off) < 2:
        problems.append("want a few statues on tiles without their own terrain")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="verify the committed file instead of writing")
    args = ap.parse_args(argv)
    data = generate()
    text = dumps(data)
    if args.check:
        ok = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("tiles.json is up to date" if ok else "tiles.json differs from the generator")
        return 0 if ok else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(data['tiles'])} tiles)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
