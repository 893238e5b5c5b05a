"""Ukrainian log lines of Coatl and A Wild Venture say a count with its word, declined for the
number ("платить 3 монети", "бере 5 карт", "отримує 2 частини"), never the colon form that
dodges the declension ("платить монети: 3", "отримує: червона голова"): every action and
event line of random games, for every viewer."""
from __future__ import annotations

import random
import re

import pytest

from engine.games import get_rules
from engine.rules.table_hooks import optional
from engine.rules.plural import counted, plural_category
from engine.rules.wild_venture import events as WE
from engine.rules.wild_venture.event_text import describe_event as wv_event
from engine.rules.coatl import events as CE
from engine.rules.coatl.event_text import describe_event as coatl_event

# a count after a colon with no word after it: "монети: 3", "Основних дій: 2 — ..."
_BARE_COUNT = re.compile(r":\s*\d+\s*(?:$|[^\w\s+])")
# a colon right after the verb: "отримує: червона голова", "бере: ..."
_VERB_COLON = re.compile(r"^(отримує|платить|бере|скидає|підкладає|спрацьовує|вдосконалює):")


def _lines(game: str, players: int, seed: int) -> list[str]:
    rules = get_rules(game)
    rng = random.Random(seed)
    s = rules.new_game(players, seed)
    out: list[str] = []
    describe_event = optional(rules, "describe_event")
    for _ in range(400):
        if rules.is_over(s):
            break
        seat = rules.to_act(s)[0]
        action = rng.choice(rules.legal_actions(s, seat))
        s, events = rules.step(s, seat, action)
        for viewer in (None, *range(players)):
            out.append(rules.describe(action, "uk", viewer))
            for e in rules.view_events(events, viewer):
                told = describe_event(e, "uk", viewer)
                out.extend([told] if isinstance(told, str) else [t for _, t in told or ()])
    return out


@pytest.mark.parametrize("game,players", [("coatl", 3), ("wild_venture", 2)])
@pytest.mark.parametrize("seed", [1, 2])
def test_no_colon_counts_in_ukrainian_log(game, players, seed):
    lines = _lines(game, players, seed)
    assert len(lines) > 100
    bad = sorted({t for t in lines if t and (_BARE_COUNT.search(t) or _VERB_COLON.search(t))})
    assert not bad, bad[:10]


def test_plural_forms():
    assert [plural_category("uk", n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "one", "few", "many", "many", "one", "few", "many"]
    forms = {"one": "{n} карта", "few": "{n} карти", "many": "{n} карт"}
    assert [counted("uk", n, forms) for n in (1, 3, 12)] == ["1 карта", "3 карти", "12 карт"]


def test_wild_venture_coins_and_cards():
    said = [wv_event(WE.CoinsChanged(0, -3, "pay"), "uk"), wv_event(WE.CoinsChanged(0, 2, "x"), "uk"),
            wv_event(WE.CoinsChanged(0, 5, "x"), "uk"), wv_event(WE.CoinsChanged(0, -1, "path"), "uk"),
            wv_event(WE.CardsDrawn(0, ("?", "?")), "uk")]
    assert said == ["платить 3 монети", "отримує 2 монети", "отримує 5 монет",
                    "платить за шлях 1 монету", "бере 2 карти"]
    assert wv_event(WE.CoinsChanged(0, 1, "x"), "en") == "gains 1 coin"


def test_coatl_pieces_and_points():
    got = coatl_event(CE.PiecesTaken(0, 0, ("hR",), (0,)), "uk", 0)
    assert got.startswith("отримує 1 частину: "), got
    got = coatl_event(CE.PiecesTaken(0, 1, ("bB", "bY"), (0, 1)), "uk", 0)
    assert got.startswith("отримує 2 частини: "), got
    assert coatl_event(CE.CoatlLocked(0, 1, 5), "uk")[0][1] == "Коатль 2 готовий: 5 очок"


@pytest.mark.parametrize("game", ["coatl", "wild_venture"])
def test_no_banner_or_status_line_puts_a_count_after_a_colon(game):
    # "Основних дій: 2 — ...", "Колода скінчилась: лишилось ходів — 2": a count with its word
    import json
    import pathlib
    for lang in ("en", "uk"):
        table = json.loads(pathlib.Path(f"assets/i18n/{game}.{lang}.json").read_text("utf-8"))
        bad = [(k, v) for k, v in table.items()
               if (".prompt." in k or ".status." in k) and "{n}" in v
               and re.search(r"(:|—)\s*\{n\}(\s*$|\s*[—.(])", v)]
        assert not bad, bad
