"""One-line action descriptions for the log, in English and Ukrainian, as a viewer may know them,
and ``label``: the display name of a card or temple id."""
from __future__ import annotations

from .material import COLOURS, is_prophecy, is_temple, prophecy, temple

_UK_COL = {"yellow": "жовт", "red": "червон", "black": "чорн", "green": "зелен", "blue": "син"}
_TOKEN = {"en": {"pick": "Perfect Pick", "future": "See the Future", "priest": "Priest Commitment"},
          "uk": {"pick": "Ідеальний вибір", "future": "Передбачення майбутнього",
                 "priest": "Обов'язок жерця"}}


def label(token, lang: str = "en") -> str | None:
    lang = lang if lang in ("en", "uk") else "en"
    if is_prophecy(token):
        return prophecy(token).name[lang]
    if is_temple(token):
        return temple(token).name[lang]
    return None


def label_tokens() -> tuple[str, ...]:
    """Every id ``label`` names (prophecy and temple cards)."""
    from .material import all_prophecies, all_temples
    return (*(c.id for c in all_prophecies()), *(t.id for t in all_temples()))


def _name(card: str, lang: str) -> str:
    return label(card, lang) or str(card)



def describe(action, lang: str = "en", viewer: int | None = None, seat: int | None = None) -> str:
    lang = lang if lang in ("en", "uk") else "en"
    uk = lang == "uk"
    try:
        verb = action[0]
        if verb == "discard":     # never named: the discard pile is face down for everyone
            return "скидає карту пророцтва" if uk else "discards a prophecy card"
        if verb == "keep":
            return "залишає карти пророцтв" if uk else "keeps their prophecy cards"
        if verb == "take":
            slot = int(action[1])
            what = ("голову", "хвіст", "2 сегменти тіла") if uk else ("a head", "a tail", "2 body segments")
            k = 0 if slot < 2 else 1 if slot < 4 else 2
            return f"бере з диска {what[k]}" if uk else f"takes {what[k]} from the disk"
        if verb == "pick":
            n = int(action[1]) + 1
            return f"бере відкриту карту пророцтва {n}" if uk else f"takes face-up prophecy {n}"
        if verb == "pick_deck":
            return "бере карту пророцтва з колоди" if uk else "draws a prophecy card from the deck"
        if verb == "done":
            return "закінчує вибір карт" if uk else "is done taking cards"
        if verb == "start":
            return "починає нового коатля" if uk else "starts a new coatl"
        if verb == "add":
            c = int(action[2]) + 1
            end = {"head": ("голови", "head"), "tail": ("хвоста", "tail")}[action[3]]
            return (f"додає частину до коатля {c} з боку {end[0]}" if uk
                    else f"adds a piece to coatl {c} at the {end[1]} end")
        if verb == "play":
            c = int(action[2]) + 1
            return (f"розігрує «{_name(action[1], lang)}» на коатля {c}" if uk
                    else f"plays {_name(action[1], lang)} on coatl {c}")
        if verb == "temple":
            c = int(action[1]) + 1
            return (f"кладе «{_name(action[2], lang)}» біля коатля {c}" if uk
                    else f"places {_name(action[2], lang)} beside coatl {c}")
        if verb == "end":
            return "завершує хід" if uk else "ends the turn"
        if verb == "perfect_pick":
            cols = action[2:]
            if any(c not in COLOURS for c in cols):
                raise ValueError
            kind = action[1]
            if uk:
                what = {"head": "голову", "tail": "хвіст", "body": "сегменти тіла"}[kind]
                return f"жертвує «{_TOKEN['uk']['pick']}»: бере {what} ({', '.join(_UK_COL[c] + 'ий' for c in cols)})"
            return f"sacrifices {_TOKEN['en']['pick']}: takes {kind} ({', '.join(cols)})"
        if verb == "see_future":
            return (f"жертвує «{_TOKEN['uk']['future']}» і оновлює відкриті пророцтва" if uk
                    else f"sacrifices {_TOKEN['en']['future']} and renews the face-up prophecies")
        if verb == "priest":
            n = int(action[1]) + 1
            return (f"жертвує «{_TOKEN['uk']['priest']}» і бере храм зі стосу {n}" if uk
                    else f"sacrifices {_TOKEN['en']['priest']} and takes the temple of stack {n}")
        if verb == "pass":
            return "пропускає хід (немає можливих дій)" if uk else "passes (no action possible)"
    except (IndexError, KeyError, TypeError, ValueError):
        pass
    return str(action)


def breakdown_roles(state=None) -> dict[str, str]:
    """How each ``score_breakdown`` line counts on the results ("points" unless named here):
    each coatl's points (its prophecies and temple) explain the total; the cards beside your
    board and the best coatl only break a tie."""
    return {"coatl_1": "detail", "coatl_2": "detail", "coatl_3": "detail",
            "cards_beside": "tiebreak", "best_coatl": "tiebreak"}
