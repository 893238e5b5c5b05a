"""Scoring (rulebook "Кінець гри"), pure helpers tested alone.

- citizens: tucked inhabitants split by species; smallest pile x largest pile (0 if a species
  is missing);
- buildings: 1 VP per supply on each building in play (a tucked building scores nothing);
- trinkets: tucked belongings x buildings with an enchantment token on them.
"""
from __future__ import annotations

from .material import SPECIES


def citizen_points(citizens: dict) -> int:
    counts = [int(citizens.get(sp, 0)) for sp in SPECIES]
    return min(counts) * max(counts)


def score_player(citizens: dict, trinkets_tucked: int, enchanted_buildings: int,
                 building_supplies) -> dict:
    """``citizens`` maps crow/frog/rabbit to tucked inhabitant counts; ``building_supplies``
    lists the supplies on each untucked building."""
    cit = citizen_points(citizens)
    bld = sum(int(x) for x in building_supplies)
    trk = int(trinkets_tucked) * int(enchanted_buildings)
    return {"total": cit + bld + trk, "citizens": cit, "buildings": bld, "trinkets": trk}
