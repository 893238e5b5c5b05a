"""Dice Forge art: the special die faces drawn as pictures (mirror, celestial ship, x3 is text)."""
from __future__ import annotations

from svgkit import Doc, circle, ellipse, path, rect


def mirror():
    d = Doc(100, 100)
    rim = d.lin("rim", [(0, "#f3d98a"), (1, "#9a6a24")])
    glass = d.lin("gl", [(0, "#e8f4ff"), (0.5, "#8fb6e0"), (1, "#3c5f93")], x1=0, y1=0, x2=1, y2=1)
    d.add(rect(44, 70, 12, 24, fill="#8a5a20", stroke="#3a2412", sw=2, rx=4))
    d.add(ellipse(50, 42, 34, 36, fill=rim, stroke="#3a2412", sw=3))
    d.add(ellipse(50, 42, 26, 28, fill=glass, stroke="#5a3c18", sw=2))
    d.add(path("M34 34 Q40 22 52 20", fill="none", stroke="#ffffff", sw=4))
    d.add(circle(62, 54, 4, fill="#ffffff", op=0.7))
    return d


def ship():
    d = Doc(100, 100)
    sail = d.lin("sail", [(0, "#fffaf0"), (1, "#e2c88a")])
    hull = d.lin("hull", [(0, "#c77b3a"), (1, "#6e3a16")])
    d.add(rect(48, 14, 4, 56, fill="#5a3a1a"))
    d.add(path("M52 16 L80 60 L52 62 Z", fill=sail, stroke="#6a4a22", sw=2))
    d.add(path("M47 22 L24 58 L47 60 Z", fill=sail, stroke="#6a4a22", sw=2))
    d.add(path("M12 66 L88 66 L76 84 L24 84 Z", fill=hull, stroke="#3a2412", sw=3))
    d.add(path("M8 90 Q30 80 50 90 Q70 100 92 88", fill="none", stroke="#4a86c8", sw=4))
    d.add(circle(50, 12, 4, fill="#f4c24a", stroke="#6a4a22", sw=1.5))
    return d


def build():
    mirror().save("dice_forge/mirror.svg")
    ship().save("dice_forge/ship.svg")
