"""Log lines for events (``describe_event``), in English and Ukrainian: the public facts a move
brings beyond its action line — the tile pushed off the map and taken (the rulebook's step 3:
the pushed-off tile is the one the seat takes), the tile a god took, the points a placement
scored, the god token revealed, the tile a stack put on the map, and the game's end with its
winner(s).  Tiles have no names, so a tile is told as the table shows it: its terrains' squares
and its statue ("Ember Canyons ×3, Mirror Lakes ×1, statue of Svarog").

A line that tells its action's facts opens with the action's own line (``text.describe``) and
says more, so the log tells the two as one line (scenes/parts/log_text ``retold``): a turn is
three lines (take, place, refill), four when a god is revealed.  Like ``describe``, a line has
no actor's name; the end has no actor (``impersonal``).  Every event of this game is public, so
the line is the same for every viewer.  ``None``: the action line already tells the event."""
from __future__ import annotations

from collections import Counter

from .events import GameEnded, GodRevealed, LinePushed, SlotRefilled, TilePlaced, TileTaken
from .text import describe
from .tiles import TERRAINS, god_name, terrain_name, tile_by_id
from ..plural import counted
from ..table_hooks import impersonal, seat_ref

NBSP = "\u00a0"     # as engine/widgets/text.whole: SDL_ttf's wrapping keeps the words together
# the gods' names in Ukrainian genitive ("статуя Лади"); tiles.json has the nominative
_UK_OF_GOD = {"pink": "Лади", "red": "Сварога", "blue": "Дани", "green": "Велеса",
              "yellow": "Даждьбога"}

# counted phrases, one form per plural category (engine/rules/plural.py)
_FORMS = {
    "en": {"gain": {"one": "{n:+d} point, {total} in all",
                    "other": "{n:+d} points, {total} in all"},
           "points": {"one": "{n} point", "other": "{n} points"},
           "each": {"one": "{n} point each", "other": "{n} points each"}},
    "uk": {"gain": {"one": "{n:+d} очко, разом {total}", "few": "{n:+d} очки, разом {total}",
                    "many": "{n:+d} очок, разом {total}"},
           "points": {"one": "{n} очко", "few": "{n} очки", "many": "{n} очок"},
           "each": {"one": "у кожного {n} очко", "few": "у кожного {n} очки",
                    "many": "у кожного {n} очок"}},
}


def tile_text(tile_id: str, lang: str = "en") -> str:
    """A tile as the table shows it: each terrain's squares ("Mirror Lakes ×3", the most first,
    then in the terrains' order) and its statue's god, if it has one.  A count with "×" keeps
    the line short: a log column has no room for "3 squares of …" four times.  The spaces
    inside a part are no-break spaces (a wrapped line breaks only between parts)."""
    lang = "uk" if lang == "uk" else "en"
    tile = tile_by_id(tile_id)
    counts = Counter(sq for row in tile.squares for sq in row)
    order = sorted(counts, key=lambda t: (-counts[t], TERRAINS.index(t)))
    parts = [f"{terrain_name(t, lang)} ×{counts[t]}" for t in order]
    if tile.god:
        parts.append(statue_name(tile.god, lang))
    # each part one word for the log's wrapping: never "Blossom Groves" and "×1" on two lines
    return ", ".join(p.replace(" ", NBSP) for p in parts)


def statue_name(god: str, lang: str = "en") -> str:
    """A god's statue, its god's name in the Ukrainian genitive: "statue of Svarog", "статуя
    Сварога" (play-test 15: a tile's tooltip said "Статуя Бога Сварог")."""
    if lang != "uk":
        return f"statue of {god_name(god, lang)}"
    of = _UK_OF_GOD.get(god)
    return f"статуя {of}" if of else f"статуя бога {god_name(god, lang)}"


def _taken(e, lang: str) -> str | None:
    """The take's action line and the tile: a push's from ``LinePushed`` (the tile pushed off
    is the tile taken), a god's from ``TileTaken``."""
    uk = lang == "uk"
    if isinstance(e, LinePushed):
        said = describe(("push", e.side, e.index), lang)
        took = "бере плитку" if uk else "takes the tile"
        return f"{said}; {took}: {tile_text(e.pushed_tile, lang)}"
    if isinstance(e, TileTaken) and e.by_god:
        return f"{describe(('god', e.slot), lang)}: {tile_text(e.tile, lang)}"
    return None         # a pushed tile: LinePushed told it


def _placed(e: TilePlaced, lang: str) -> str:
    said = describe(("place", e.row, e.col, e.rot), lang)
    gain = counted(lang, e.score_after - e.score_before, _FORMS[lang]["gain"],
                   total=e.score_after)
    return f"{said}: {gain}"


def _revealed(e: GodRevealed, lang: str) -> str:
    if lang == "uk":
        return (f"відкриває свого Бога: {god_name(e.god, lang)} "
                f"(Місцевість «{terrain_name(e.god, lang)}»)")
    return f"reveals their god: {god_name(e.god, lang)} ({terrain_name(e.god, lang)})"


def _refilled(e: SlotRefilled, lang: str) -> str:
    return f"{describe(('refill', e.stack), lang)}: {tile_text(e.tile, lang)}"


def _and(names: list[str], lang: str) -> str:
    word = " і " if lang == "uk" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + word + names[-1]


def ended_text(e: GameEnded, lang: str = "en") -> str:
    """The end: who won with how many points (a shared win, a tie the largest group broke),
    then the other seats' scores; seats are ``seat_ref`` marks the table names."""
    lang = "uk" if lang == "uk" else "en"
    uk = lang == "uk"
    scores, winners = list(e.scores), [w for w in e.winners if 0 <= w < len(e.scores)]
    if not winners:
        return "кінець гри" if uk else "the game is over"
    top = scores[winners[0]]
    who = _and([seat_ref(w) for w in winners], lang)
    if len(winners) > 1:
        each = counted(lang, top, _FORMS[lang]["each"])
        line = (f"кінець гри: перемогу ділять {who}, {each}" if uk else
                f"the game is over: {who} share the win with {each}")
    else:
        pts = counted(lang, top, _FORMS[lang]["points"])
        line = (f"кінець гри: перемагає {who} — {pts}" if uk else
                f"the game is over: {who} wins with {pts}")
        level = [seat_ref(s) for s, p in enumerate(scores) if p == top and s not in winners]
        if level:
            line += (f" (нічию з {_and(level, lang)} розв'язує найбільша група)" if uk else
                     f" (the largest group breaks the tie with {_and(level, lang)})")
    rest = sorted((s for s in range(len(scores)) if s not in winners),
                  key=lambda s: (-scores[s], s))
    if rest:
        line += "; " + ", ".join(f"{seat_ref(s)} {scores[s]}" for s in rest)
    return line


def describe_event(event, lang: str = "en", viewer: int | None = None):
    """One log line for ``event`` (no actor's name), or None when the action line already
    tells it (a marker moved, a pushed tile taken, the turn passed); the end is one
    ``(NO_ACTOR, line)`` pair (``impersonal``).  Every event is public: ``viewer`` changes
    nothing."""
    lang = "uk" if lang == "uk" else "en"
    if isinstance(event, (LinePushed, TileTaken)):
        return _taken(event, lang)
    if isinstance(event, TilePlaced):
        return _placed(event, lang)
    if isinstance(event, GodRevealed):
        return _revealed(event, lang)
    if isinstance(event, SlotRefilled):
        return _refilled(event, lang)
    if isinstance(event, GameEnded):
        return impersonal(ended_text(event, lang))
    return None
