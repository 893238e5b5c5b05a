"""Scoring (rulebook "Кінець гри"), pure helpers testable alone.

Score = flat VP of built developments + VP per card type (multipliers of built cards and the
empire side) + generals x (1 + card bonuses) + financiers x (1 + card bonuses).  Krystallium,
cubes and unfinished cards score nothing.  Tie-breakers: most built developments, then most
leader tokens, then a shared victory.  Solo: side A subtracts 15 VP before the rank table.
"""
from __future__ import annotations

from .material import (EMPIRE_INDEX, EMPIRE_VP_PER, FINANCIER, GENERAL, ID_INDEX, TYPE, VP,
                       VP_PER)

SOLO_SIDE_A_PENALTY = 15
RANKS = ((100, "god_incarnate"), (80, "emperor"), (60, "dictator"), (0, "beginner"))
RANK_NAMES = {
    "en": {"beginner": "Beginner", "dictator": "Dictator", "emperor": "Emperor",
           "god_incarnate": "God Incarnate"},
    "uk": {"beginner": "Початківець", "dictator": "Диктатор", "emperor": "Імператор",
           "god_incarnate": "Втілення бога"},
}
# solo scenarios: starting construction cards (must all be built) and medal thresholds
SCENARIO_CARDS = {
    1: ("polar_base", "mega_drill", "super_sonar", "center_of_the_earth"),
    2: ("recycling_plant", "wind_turbines", "universal_vaccine", "aquaculture"),
    3: ("unknown_technology", "saucer_squadron", "lunar_base", "secret_laboratory"),
    4: ("research_center", "neuroscience", "time_travel"),
    5: ("industrial_complex", "underground_city", "underwater_city", "secret_society"),
    6: ("financial_center", "propaganda_center", "national_monument"),
}
MEDALS = {  # bronze, silver, gold
    1: (70, 95, 115), 2: (70, 95, 115), 3: (70, 90, 105),
    4: (65, 85, 105), 5: (75, 95, 120), 6: (60, 85, 105),
}
MEDAL_NAMES = ("none", "bronze", "silver", "gold")


def score_designs(empire: int, side: str, built, generals: int, financiers: int) -> dict[str, int]:
    """``score_empire`` on design numbers (the engine's own form)."""
    counts = [0] * 5
    flat = 0
    per = [0] * 8          # multiplier sum per target: 0..4 card type, 6 general, 7 financier
    for d in built:
        counts[TYPE[d]] += 1
        flat += VP[d]
        for target, value in VP_PER[d]:
            per[target] += value
    for target, value in EMPIRE_VP_PER[side][empire]:
        per[target] += value
    types = sum(per[t] * counts[t] for t in range(5))
    gen = generals * (1 + per[GENERAL])
    fin = financiers * (1 + per[FINANCIER])
    return {"total": flat + types + gen + fin, "cards": flat, "types": types, "generals": gen,
            "financiers": fin, "built": len(built), "leaders": generals + financiers}


def score_empire(empire_id: str, side: str, built, generals: int, financiers: int) -> dict[str, int]:
    """The final score of an empire: ``built`` lists development ids (a repeated id is a second
    copy).  Returns {"total", "cards" (flat VP), "types" (VP per card type), "generals",
    "financiers", "built", "leaders"}.  ``ValueError`` for an unknown empire, side or card."""
    if empire_id not in EMPIRE_INDEX:
        raise ValueError(f"unknown empire {empire_id!r}")
    if side not in ("A", "B"):
        raise ValueError(f"the empire side is 'A' or 'B', not {side!r}")
    try:
        designs = [ID_INDEX[c] for c in built]
    except (KeyError, TypeError):
        raise ValueError(f"unknown development in {built!r}") from None
    return score_designs(EMPIRE_INDEX[empire_id], side, designs, int(generals), int(financiers))


def solo_rank(points: int) -> str:
    """The rank table of the solo game (points after the side-A penalty)."""
    for floor, name in RANKS:
        if points >= floor:
            return name
    return "beginner"


def result_rank(players: int, points: int) -> str | None:
    """Rules hook: the solo rank id of a final score, None with opponents (no rank table)."""
    return solo_rank(points) if players == 1 else None


def rank_name(rank: str, lang: str = "en") -> str | None:
    """Rules hook: how a rank id reads in ``lang`` (English where ``lang`` is unknown)."""
    return RANK_NAMES.get(lang, RANK_NAMES["en"]).get(rank)


def medal(scenario: int, points: int, all_built: bool) -> int:
    """0 none, 1 bronze, 2 silver, 3 gold; no medal unless every scenario card was built."""
    if not all_built or scenario not in MEDALS:
        return 0
    return sum(1 for t in MEDALS[scenario] if points >= t)
