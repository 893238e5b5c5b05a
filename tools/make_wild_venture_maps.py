"""Write the Tiled maps of A Wild Venture from the rules data.

* ``assets/maps/wild_venture_spring.tmx`` / ``wild_venture_autumn.tmx``: one ellipse object per
  board space (``node.<id>``, centred on the space's x/y of assets/data/wild_venture/boards.json,
  960x640 board coordinates) with the reward and set-up token as properties, so the scene reads
  where spaces are from maps;
* ``assets/maps/wild_venture.tmx``: the table layout (1920x1080): where the board, the piles,
  the rows, the hand and the panels go.

Run ``python tools/make_wild_venture_maps.py`` after editing boards.json (or edit the table layout
here and re-run).
"""
from __future__ import annotations

import json
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "assets" / "data" / "wild_venture" / "boards.json"
MAPS = ROOT / "assets" / "maps"
NODE = 64

# the table at 1920x1080: (name, type, x, y, w, h)
TABLE = [
    ("board", "board", 20, 92, 960, 640),
    ("log", "log", 20, 748, 540, 318),
    ("deck", "deck", 590, 760, 104, 146),
    ("discard", "discard", 716, 760, 104, 146),
    ("action.0", "button", 836, 760, 150, 62),
    ("action.1", "button", 836, 832, 150, 62),
    ("tip", "text", 580, 958, 406, 100),
    ("opp", "seat_panel", 1000, 92, 904, 238),
    ("row.building", "row", 1000, 338, 904, 160),
    ("row.inhabitant", "row", 1000, 502, 904, 160),
    ("row.belonging", "row", 1000, 666, 904, 160),
    ("me", "seat_header", 1000, 834, 200, 236),
    ("hand", "hand", 1208, 834, 696, 236),
]


def _obj(oid: int, name: str, kind: str, x: float, y: float, w: float, h: float,
         props: dict | None = None, ellipse: bool = False) -> str:
    inner = ""
    if ellipse:
        inner += "<ellipse/>"
    if props:
        inner += "<properties>" + "".join(
            f"<property name={quoteattr(k)} value={quoteattr(str(v))}/>"
            for k, v in props.items()) + "</properties>"
    head = (f'  <object id="{oid}" name={quoteattr(name)} type={quoteattr(kind)} x="{x:g}" '
            f'y="{y:g}" width="{w:g}" height="{h:g}"')
    return head + (f">{inner}</object>" if inner else "/>")


def _map(width: int, height: int, group: str, objects: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width // 32}" height="{height // 32}" '
            f'tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" '
            f'nextobjectid="{len(objects) + 1}">\n'
            f' <objectgroup id="1" name="{group}">\n' + "\n".join(objects) +
            "\n </objectgroup>\n</map>\n")


def board_map(bid: str, b: dict) -> str:
    objs = []
    for i, n in enumerate(b["nodes"], 1):
        props = {"reward": "" if not n.get("reward") else ":".join(map(str, n["reward"])),
                 "token": n.get("token") or ""}
        objs.append(_obj(i, f"node.{n['id']}", "space", n["x"] - NODE / 2, n["y"] - NODE / 2,
                         NODE, NODE, props, ellipse=True))
    return _map(960, 640, f"wild_venture_{bid}", objs)


def table_map() -> str:
    objs = [_obj(i, name, kind, x, y, w, h) for i, (name, kind, x, y, w, h) in
            enumerate(TABLE, 1)]
    return _map(1920, 1088, "wild_venture", objs)


def main() -> None:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    for bid, b in data["boards"].items():
        (MAPS / f"wild_venture_{bid}.tmx").write_text(board_map(bid, b), encoding="utf-8")
    (MAPS / "wild_venture.tmx").write_text(table_map(), encoding="utf-8")


if __name__ == "__main__":
    main()
