"""Table layouts drawn in Tiled: ``assets/maps/*.tmx`` read once with pytmx into frozen records.

Each named object in the map is an ``Anchor`` (a slot, a track, a board area).  Objects with the
same name followed by ``.N`` form ordered groups.  Moving a slot means editing a map, not code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from engine.paths import ASSETS


@dataclass(frozen=True)
class Anchor:
    name: str
    x: float
    y: float
    w: float
    h: float
    kind: str = ""
    props: Mapping[str, object] = field(default_factory=dict)

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    @property
    def center(self) -> tuple[float, float]:
        return (self.cx, self.cy)


@dataclass(frozen=True)
class Layout:
    name: str
    width: int
    height: int
    anchors: Mapping[str, Anchor]

    def __getitem__(self, name: str) -> Anchor:
        try:
            return self.anchors[name]
        except KeyError:
            raise KeyError(f"layout {self.name!r} has no object named {name!r}") from None

    def __contains__(self, name: str) -> bool:
        return name in self.anchors

    def group(self, prefix: str) -> list[Anchor]:
        """Anchors named ``prefix.0``, ``prefix.1``... in index order."""
        items = [(int(n.rsplit(".", 1)[1]), a) for n, a in self.anchors.items()
                 if n.startswith(prefix + ".") and n.rsplit(".", 1)[1].isdigit()
                 and n.rsplit(".", 1)[0] == prefix]
        return [a for _, a in sorted(items)]


@lru_cache(maxsize=None)
def load_layout(name: str) -> Layout:
    """Read ``assets/maps/<name>.tmx``."""
    import pytmx  # imports pygame: never from the rules

    path = ASSETS / "maps" / f"{name}.tmx"
    tmx = pytmx.TiledMap(str(path))
    anchors: dict[str, Anchor] = {}
    for obj in tmx.objects:
        if not obj.name:
            continue
        kind = getattr(obj, "type", None) or getattr(obj, "class", None) or ""
        props = MappingProxyType(dict(obj.properties))
        anchors[obj.name] = Anchor(obj.name, float(obj.x), float(obj.y), float(obj.width or 0),
                                   float(obj.height or 0), str(kind), props)
    return Layout(name, tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight,
                  MappingProxyType(anchors))
