"""One-line action descriptions for the log, in English and Ukrainian."""
from __future__ import annotations

from .tiles import GODS, god_name

_SIDE = {
    "en": {"top": "top", "bottom": "bottom", "left": "left", "right": "right"},
    "uk": {"top": "верхній", "bottom": "нижній", "left": "лівий", "right": "правий"},
}


def describe(action, lang: str = "en", viewer: int | None = None, seat: int | None = None) -> str:
    """Every World in Progress action is public (the god power reveals the token, a refill
    lands face up), so the line is the same for every viewer."""
    lang = lang if lang in ("en", "uk") else "en"
    try:
        verb = action[0]
        if verb == "push":
            side, i = action[1], int(action[2]) + 1
            if lang == "uk":
                line = "стовпця" if side in ("top", "bottom") else "ряду"
                return f"переміщує {_SIDE['uk'][side]} маркер Віри до {line} {i} і робить Поштовх Віри"
            line = "column" if side in ("top", "bottom") else "row"
            return f"moves the {side} Faith marker to {line} {i} and pushes"
        if verb == "god":
            r, c = divmod(int(action[1]), 3)
            if lang == "uk":
                return f"закликає свого Бога й бере плитку з мапи (ряд {r + 1}, стовпець {c + 1})"
            return f"invokes their god and takes a tile (row {r + 1}, column {c + 1})"
        if verb == "place":
            if lang == "uk":
                return "розміщує плитку у своєму світі"
            return "places a tile in their world"
        if verb == "refill":
            n = int(action[1]) + 1
            if lang == "uk":
                return f"поповнює мапу зі стосу {n}"
            return f"refills the map from stack {n}"
    except (IndexError, KeyError, TypeError, ValueError):
        pass
    return str(action)


def label(token: str, lang: str = "en") -> str | None:
    """A god's name for a god key ("pink" -> "Lada"); tiles have no names."""
    return god_name(token, lang) if token in GODS else None


def label_tokens() -> tuple[str, ...]:
    """Every id ``label`` names (the gods)."""
    return tuple(GODS)


def breakdown_roles(state=None) -> dict[str, str]:
    """How each ``score_breakdown`` line counts on the results ("points" unless named here):
    the largest group of one terrain only breaks a tie; the five terrains add up."""
    return {"largest_group": "tiebreak"}
