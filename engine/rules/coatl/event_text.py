"""Log lines for events (``describe_event``), in English and Ukrainian, as a viewer may know
them: the public facts a step brings beyond its action line — the prophecy taken from the
face-up six (named: everybody saw it), the cards and pieces turned face up by refills, a temple
placed or revealed, a coatl completed or locked with its points, the end triggered.  Like
``describe``, a line has no actor's name: the actor is ``event.seat`` when the event has one.
A card drawn from the deck or a temple taken by another seat is not named (``view_events``
hides it first).  ``None``: the event adds nothing to the log."""
from __future__ import annotations

from .events import (CoatlCompleted, CoatlLocked, CoatlStarted, DeckReshuffled, DiskRefilled,
                     EndTriggered, GameEnded, PieceAdded, PiecesPicked, PiecesTaken,
                     ProphecyDrawn, ProphecyTaken, SixDiscarded, SixRefilled, TempleRevealed,
                     TemplePlaced, TempleTaken)
from .material import piece_name
from .text import label
from .views import HIDDEN, view_events
from ..plural import counted
from ..table_hooks import impersonal

# events no seat does: the log tells them without a name
_NO_ACTOR = (SixRefilled, SixDiscarded, DeckReshuffled, TempleRevealed, DiskRefilled,
             CoatlLocked, GameEnded)


# counted phrases, one form per plural category (engine/rules/plural.py)
_FORMS = {
    "en": {"reshuffled": {"one": "the discard pile ({n} card) is shuffled into the deck",
                          "other": "the discard pile ({n} cards) is shuffled into the deck"},
           "locked": {"one": "coatl {c} is finished: {n} point",
                      "other": "coatl {c} is finished: {n} points"}},
    "uk": {"reshuffled": {"one": "скид ({n} карта) перетасовано в колоду",
                          "few": "скид ({n} карти) перетасовано в колоду",
                          "many": "скид ({n} карт) перетасовано в колоду"},
           "pieces": {"one": "отримує {n} частину: {p}", "few": "отримує {n} частини: {p}",
                      "many": "отримує {n} частин: {p}"},
           "locked": {"one": "коатль {c} готовий: {n} очко", "few": "коатль {c} готовий: {n} очки",
                      "many": "коатль {c} готовий: {n} очок"}},
}


def _q(card: str, lang: str) -> str:
    name = label(card, lang) or card
    return f"«{name}»" if lang == "uk" else f"“{name}”"


def _pieces(codes, lang: str) -> str:
    return ", ".join(piece_name(c, lang) for c in codes)


def _cards(e, uk: bool, lang: str) -> str | None:
    if isinstance(e, ProphecyTaken):
        n = e.six_slot + 1
        # each line opens with its action's line (text.describe) and says more: the log
        # tells the two as one line (scenes/parts/log_text.retold)
        return (f"бере відкриту карту пророцтва {n}: {_q(e.card, lang)}" if uk else
                f"takes face-up prophecy {n}: {_q(e.card, lang)}")
    if isinstance(e, ProphecyDrawn):
        drawn = "бере карту пророцтва з колоди" if uk else "draws a prophecy card from the deck"
        return drawn if e.card == HIDDEN else f"{drawn}: {_q(e.card, lang)}"
    if isinstance(e, SixRefilled):
        names = ", ".join(_q(c, lang) for _, c in e.fills)
        return f"відкриті пророцтва поповнено: {names}" if uk else f"new face-up prophecies: {names}"
    if isinstance(e, SixDiscarded):
        return ("відкриті пророцтва скинуто" if uk else
                "the face-up prophecies are discarded")
    if isinstance(e, DeckReshuffled):
        return counted(lang, e.cards, _FORMS[lang]["reshuffled"])
    return None


def _temples(e, uk: bool, lang: str) -> str | None:
    if isinstance(e, TemplePlaced):
        return (f"кладе храм {_q(e.temple, lang)} біля коатля {e.coatl + 1}: +{e.points}" if uk
                else f"places the temple {_q(e.temple, lang)} beside coatl {e.coatl + 1}: "
                     f"+{e.points}")
    if isinstance(e, TempleRevealed):
        if not e.temple:
            return f"стос храмів {e.stack + 1} порожній" if uk else f"temple stack {e.stack + 1} is empty"
        return (f"на стосі {e.stack + 1} відкрито храм {_q(e.temple, lang)}" if uk else
                f"temple stack {e.stack + 1} shows {_q(e.temple, lang)}")
    if isinstance(e, TempleTaken):
        if e.temple == HIDDEN:
            return (f"бере храм зі стосу {e.stack + 1}" if uk else
                    f"takes the temple of stack {e.stack + 1}")
        return f"бере храм {_q(e.temple, lang)}" if uk else f"takes the temple {_q(e.temple, lang)}"
    return None


def _table(e, uk: bool, lang: str) -> str | None:
    if isinstance(e, (PiecesTaken, PiecesPicked)):
        if not uk:     # "gets a yellow body segment and a red body segment" (play-test 14)
            names = [f"a {piece_name(c, lang)}" for c in e.pieces]
            return "gets " + (", ".join(names[:-1]) + " and " if names[1:] else "") + names[-1]
        return counted(lang, len(e.pieces), _FORMS[lang]["pieces"], p=_pieces(e.pieces, lang))
    if isinstance(e, DiskRefilled):
        what = _pieces([("h" if s < 2 else "t" if s < 4 else "b") + x
                        for s, content in e.fills for x in content], lang)
        return f"диск поповнено: {what}" if uk else f"the disk is refilled: {what}"
    if isinstance(e, PieceAdded):       # the action's line, and which piece
        c, piece = e.coatl + 1, piece_name(e.piece, lang)
        if uk:
            side = {"head": "голови", "tail": "хвоста"}.get(e.end, e.end)
            return f"додає частину до коатля {c} з боку {side}: {piece}"
        return f"adds a piece to coatl {c} at the {e.end} end: {piece}"
    if isinstance(e, CoatlStarted):
        return (f"починає нового коатля: {piece_name(e.piece, lang)}" if uk else
                f"starts a new coatl: {piece_name(e.piece, lang)}")
    if isinstance(e, CoatlCompleted):
        return f"завершує коатля {e.coatl + 1}" if uk else f"completes coatl {e.coatl + 1}"
    if isinstance(e, CoatlLocked):
        return counted(lang, e.points, _FORMS[lang]["locked"], c=e.coatl + 1)
    if isinstance(e, EndTriggered):
        why = {"third_coatl": ("третій коатль", "a third coatl"),
               "no_bodies": ("сегменти тіла скінчилися", "the body segments ran out")}
        reason = why.get(e.reason, (e.reason, e.reason))[0 if uk else 1]
        return (f"починає кінець гри ({reason}): останні ходи" if uk else
                f"triggers the end ({reason}): last turns follow")
    if isinstance(e, GameEnded):
        return "гра закінчилася" if uk else "the game is over"
    return None


def describe_event(event, lang: str = "en", viewer: int | None = None):
    """One log line for ``event`` as ``viewer`` may know it (no actor's name), or None; an event
    no seat does is one ``(NO_ACTOR, line)`` pair (``impersonal``)."""
    lang = "uk" if lang == "uk" else "en"
    uk = lang == "uk"
    e = view_events([event], viewer)[0]
    line = _cards(e, uk, lang) or _temples(e, uk, lang) or _table(e, uk, lang)
    return impersonal(line) if isinstance(e, _NO_ACTOR) else line
