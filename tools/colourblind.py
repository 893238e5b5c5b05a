"""Colour-blind check: simulate deuteranopia and protanopia on screenshots, and compare every
game's colour-coded pieces after simulation.

    python tools/colourblind.py                      # every palette, every docs/screenshots/*.png
    python tools/colourblind.py --palettes           # palettes only (what tests/test_colourblind.py runs)
    python tools/colourblind.py shot.png ... --out DIR   # filtered copies of some PNGs

Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation
of Color Vision Deficiency", severity 1.0 (full dichromacy), applied in linear sRGB.
Comparison: CIEDE2000 colour difference (delta E) in CIELAB (D65) between every pair of pieces of
one palette, for normal vision and each simulated deficiency.  A pair under ``--threshold``
(default 12: pieces of that size are easily confused below it) is listed, with whether the pieces
also carry a shape, symbol or letter that tells them apart (then the pair is "ok, marked";
otherwise it is a problem).  Exit code 1 when a palette has an unmarked pair under the threshold.
"""
from __future__ import annotations

import argparse
import importlib
import itertools
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

RGB = tuple[int, int, int]

# Machado et al. 2009, severity 1.0, for linear RGB
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
VISIONS = ("normal",) + tuple(MACHADO)
THRESHOLD = 12.0


# -- colour science ----------------------------------------------------------------------------
def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return int(round(v * 255))


_LIN = [_to_linear(v) for v in range(256)]


def simulate(rgb: Iterable[int], vision: str) -> RGB:
    """``rgb`` (0-255) as seen with ``vision`` ("normal", "protanopia", "deuteranopia")."""
    r, g, b = (int(v) for v in list(rgb)[:3])
    if vision == "normal":
        return (r, g, b)
    m = MACHADO[vision]
    lin = (_LIN[r], _LIN[g], _LIN[b])
    return tuple(_to_srgb(sum(m[i][k] * lin[k] for k in range(3))) for i in range(3))  # type: ignore[return-value]


def to_lab(rgb: Iterable[int]) -> tuple[float, float, float]:
    r, g, b = (_LIN[int(v)] for v in list(rgb)[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(c1: Iterable[int], c2: Iterable[int]) -> float:
    """CIEDE2000 difference of two sRGB colours."""
    L1, a1, b1 = to_lab(c1)
    L2, a2, b2 = to_lab(c2)
    C1, C2 = math.hypot(a1, b1), math.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    if C1p * C2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dHp = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dhp / 2))
    Lpm, Cpm = (L1 + L2) / 2, (C1p + C2p) / 2
    if C1p * C2p == 0:
        hpm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hpm = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hpm = (h1p + h2p + 360) / 2
    else:
        hpm = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hpm - 30)) + 0.24 * math.cos(math.radians(2 * hpm))
         + 0.32 * math.cos(math.radians(3 * hpm + 6)) - 0.20 * math.cos(math.radians(4 * hpm - 63)))
    d_theta = 30 * math.exp(-(((hpm - 275) / 25) ** 2))
    Rc = 2 * math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lpm - 50) ** 2 / math.sqrt(20 + (Lpm - 50) ** 2)
    Sc = 1 + 0.045 * Cpm
    Sh = 1 + 0.015 * Cpm * T
    Rt = -math.sin(math.radians(2 * d_theta)) * Rc
    return math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2
                     + Rt * (dCp / Sc) * (dHp / Sh))


# -- palettes ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Piece:
    name: str
    rgb: RGB
    mark: str = ""      # the shape / symbol / letter it also carries ("" = told by colour alone)


@dataclass(frozen=True)
class Palette:
    id: str
    what: str
    load: Callable[[], list[Piece]]


def _attr(module: str, name: str):
    return getattr(importlib.import_module(module), name)


def _seats() -> list[Piece]:
    theme = importlib.import_module("engine.theme")
    shapes = getattr(theme, "SEAT_SHAPES", [""] * len(theme.SEAT_COLORS))
    return [Piece(k, tuple(c), s) for k, c, s in
            zip(theme.SEAT_COLOR_KEYS, theme.SEAT_COLORS, shapes)]


def _wip_terrains() -> list[Piece]:
    rgb = _attr("scenes.world_in_progress.painters", "TERRAIN_RGB")
    # the terrain squares are assets/art/wip/terrain_*.svg, each with its own motif
    motif = {"pink": "flowers", "red": "mountain zigzags", "blue": "waves", "green": "trees",
             "yellow": "diagonal stripes"}
    return [Piece(k, tuple(v), motif.get(k, "")) for k, v in rgb.items()]


def _coatl_pieces() -> list[Piece]:
    rgb = _attr("scenes.coatl.painters", "PIECE_RGB")
    marks = {"Y": "sun", "R": "flame", "K": "square", "G": "leaf", "B": "waves"}
    return [Piece(k, tuple(v), marks.get(k, "")) for k, v in rgb.items()]


def _coatl_cards() -> list[Piece]:
    rgb = _attr("scenes.coatl.painters", "CARD_RGB")
    letters = _attr("scenes.coatl.painters", "CARD_LETTER")
    marks = {"Y": "sun", "R": "flame", "K": "square", "G": "leaf", "B": "waves"}
    # a prophecy card's colour: a badge in its corner and the crossed-out mini card of a
    # temple's "no prophecy card of this colour" carry that colour's piece symbol
    return [Piece(k, tuple(v), f"{marks[letters[k]]} badge") for k, v in rgb.items()]


def _ww_kinds() -> list[Piece]:
    rgb = _attr("scenes.wonderful_world.painters", "KIND_RGB")
    glyph = _attr("scenes.wonderful_world.painters", "KIND_GLYPH")
    kinds = _attr("engine.rules.wonderful_world.material", "KINDS")
    shape = {5: "diamond", 6: "disc", 7: "disc"}
    return [Piece(k, tuple(rgb[i]), " ".join(x for x in (shape.get(i, "cube"), glyph[i]) if x))
            for i, k in enumerate(kinds)]


def _ww_types() -> list[Piece]:
    rgb = _attr("scenes.wonderful_world.painters", "TYPE_RGB")
    types = _attr("engine.rules.wonderful_world.material", "TYPES")
    return [Piece(t, tuple(rgb[i]), "") for i, t in enumerate(types)]


def _df_resources() -> list[Piece]:
    rgb = _attr("scenes.dice_forge.table", "RES_COLORS")
    icons = _attr("scenes.dice_forge.table", "RES_ICONS")
    return [Piece(i, tuple(c), f"{i} icon") for c, i in zip(rgb, icons)]


def _wv_species() -> list[Piece]:
    rgb = _attr("scenes.wild_venture.painters", "SPECIES_COLORS")
    # a card's frame colour; the species is also named in the card's small type line
    return [Piece(k, tuple(v), f"'{k}' in the type line") for k, v in rgb.items()]


def _wv_chests() -> list[Piece]:
    rgb = _attr("scenes.wild_venture.painters", "CHEST_COLORS")
    return [Piece(k, tuple(v), "") for k, v in rgb.items()]


def _icons() -> list[Piece]:
    rgb = _attr("engine.widgets.icons", "ICON_COLORS")
    return [Piece(k, tuple(v), f"{k} glyph") for k, v in rgb.items()]


def _card_types() -> list[Piece]:
    rgb = _attr("engine.widgets.card", "TYPE_COLORS")
    # the card widget writes CardData.type_label under the frame (A Wild Venture, the one game
    # on this widget, always sets it)
    return [Piece(k, tuple(v), f"'{k}' type label") for k, v in rgb.items()]


PALETTES = [
    Palette("engine.seats", "player / seat colours (engine/theme.py)", _seats),
    Palette("engine.icons", "resource icons (engine/widgets/icons.py)", _icons),
    Palette("engine.card_types", "default card frame colours (engine/widgets/card.py)", _card_types),
    Palette("world_in_progress.terrains", "terrains (scenes/world_in_progress/painters.py)",
            _wip_terrains),
    Palette("wonderful_world.resources", "resource cubes and tokens "
            "(scenes/wonderful_world/painters.py KIND_RGB)", _ww_kinds),
    Palette("wonderful_world.card_types", "card types (scenes/wonderful_world/painters.py "
            "TYPE_RGB)", _ww_types),
    Palette("dice_forge.resources", "resources (scenes/dice_forge/table.py RES_COLORS)",
            _df_resources),
    Palette("coatl.pieces", "coatl segment colours (scenes/coatl/painters.py PIECE_RGB)",
            _coatl_pieces),
    Palette("coatl.cards", "prophecy card colours (scenes/coatl/painters.py CARD_RGB)",
            _coatl_cards),
    Palette("wild_venture.species", "inhabitant species (scenes/wild_venture/painters.py)",
            _wv_species),
    Palette("wild_venture.chests", "chests (scenes/wild_venture/painters.py)", _wv_chests),
]


@dataclass(frozen=True)
class Pair:
    palette: str
    vision: str
    a: Piece
    b: Piece
    de: float

    @property
    def marked(self) -> bool:
        return bool(self.a.mark and self.b.mark and self.a.mark != self.b.mark)

    def line(self) -> str:
        how = (f"ok, marked: {self.a.mark} / {self.b.mark}" if self.marked
               else "PROBLEM: colour only")
        sa, sb = simulate(self.a.rgb, self.vision), simulate(self.b.rgb, self.vision)
        return (f"  {self.vision:<12} {self.a.name} {self.a.rgb}->{sa} vs {self.b.name} "
                f"{self.b.rgb}->{sb}: dE {self.de:.1f}  {how}")


def check_palette(pieces: list[Piece], palette: str = "", threshold: float = THRESHOLD) -> list[Pair]:
    """Every pair of ``pieces`` closer than ``threshold`` (CIEDE2000) under some vision."""
    close = []
    for vision in VISIONS:
        for a, b in itertools.combinations(pieces, 2):
            de = delta_e(simulate(a.rgb, vision), simulate(b.rgb, vision))
            if de < threshold:
                close.append(Pair(palette, vision, a, b, de))
    return close


def check_all(threshold: float = THRESHOLD, only: Iterable[str] | None = None,
              out=sys.stdout) -> int:
    """Print every palette's close pairs; the number of unmarked ones (problems)."""
    problems = 0
    for pal in PALETTES:
        if only and pal.id not in only:
            continue
        pieces = pal.load()
        pairs = check_palette(pieces, pal.id, threshold)
        bad = [p for p in pairs if not p.marked]
        problems += len(bad)
        state = "ok" if not pairs else ("ok (close pairs are marked)" if not bad else
                                        f"{len(bad)} unmarked close pair(s)")
        print(f"{pal.id}: {len(pieces)} colours, {pal.what}: {state}", file=out)
        for p in sorted(pairs, key=lambda p: (p.marked, p.de)):
            print(p.line(), file=out)
    return problems


# -- images ------------------------------------------------------------------------------------
def filter_png(src: Path, dest_dir: Path, visions: Iterable[str] = tuple(MACHADO)) -> list[Path]:
    """Write ``<stem>.<vision>.png`` into ``dest_dir`` for each vision; the paths written."""
    import pygame

    surf = pygame.image.load(str(src))
    w, h = surf.get_size()
    data = pygame.image.tobytes(surf, "RGB")
    out = []
    dest_dir.mkdir(parents=True, exist_ok=True)
    for vision in visions:
        filtered = _filter_bytes(data, vision)
        path = dest_dir / f"{src.stem}.{vision}.png"
        pygame.image.save(pygame.image.frombytes(filtered, (w, h), "RGB"), str(path))
        out.append(path)
    return out


def _filter_bytes(data: bytes, vision: str) -> bytes:
    try:
        import numpy as np
    except ImportError:
        np = None
    if np is not None:
        lut = np.array(_LIN, dtype=np.float64)
        px = lut[np.frombuffer(data, dtype=np.uint8).reshape(-1, 3)]
        lin = np.clip(px @ np.array(MACHADO[vision]).T, 0.0, 1.0)
        srgb = np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * lin ** (1 / 2.4) - 0.055)
        return (np.round(srgb * 255)).astype(np.uint8).tobytes()
    cache: dict[bytes, bytes] = {}       # no numpy: one conversion per distinct colour
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        key = data[i:i + 3]
        val = cache.get(key)
        if val is None:
            val = cache[key] = bytes(simulate(key, vision))
        out[i:i + 3] = val
    return bytes(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("images", nargs="*", type=Path,
                   help="PNGs to filter (default: docs/screenshots/*.png)")
    p.add_argument("--out", type=Path, default=ROOT / "out" / "colourblind",
                   help="folder for the filtered images (default out/colourblind)")
    p.add_argument("--palettes", action="store_true", help="check the palettes only, no images")
    p.add_argument("--palette", action="append", help="check only this palette id (repeatable)")
    p.add_argument("--threshold", type=float, default=THRESHOLD,
                   help=f"CIEDE2000 delta E under which two pieces count as close ({THRESHOLD:g})")
    a = p.parse_args(argv)
    problems = check_all(a.threshold, a.palette)
    if not a.palettes:
        images = a.images or sorted((ROOT / "docs" / "screenshots").glob("*.png"))
        for img in images:
            for path in filter_png(img, a.out):
                print(f"wrote {path}")
    print(f"{problems} unmarked close pair(s)" if problems else "no unmarked close pairs")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
