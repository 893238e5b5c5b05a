"""Ukrainian lines that name a card, a player or a god read as Ukrainian (play-test 15):
A Wild Venture's "скидає «Обсерваторія»" wanted the accusative — a card's name now follows
the word "карту" (or a colon, or another noun) and is never declined; "Тарас (ШІ) спрацьовує
«Читальня»" made the player the building — the building triggers, its owner named after it
("Спрацьовує «Читальня» гравця Тарас (ШІ)", "Taras's Reading Room triggers"), the line
still marked as the owner's; World in Progress's tile tooltip "Статуя Бога Сварог" is
"Статуя Сварога"."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.games import get_rules
from engine.i18n import I18n
from engine.rules import world_in_progress as wip
from engine.rules.wild_venture import events as E
from engine.rules.wild_venture.event_text import describe_event
from engine.rules.wild_venture.text import _T, describe
from scenes.parts.log_text import LogText

OBSERVATORY = "ac_observatory"      # «Обсерваторія»: feminine, its accusative differs
# the words a card's undeclined name may follow: a noun it stands beside, or a colon
_BEFORE_NAME = ("карту", "карта", "мешканця", "поділка", "поділки", "жетон", "жетоном", "жетона",
                "зачарування", "Спрацьовує")


def _leaves(tree):
    if isinstance(tree, dict):
        for v in tree.values():
            yield from _leaves(v)
    elif isinstance(tree, (tuple, list)):
        for v in tree:
            yield from _leaves(v)
    elif isinstance(tree, str):
        yield tree


def _word_before_names(line: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"(\S+)\s+«", line)]


def test_every_wild_venture_action_line_names_a_card_after_a_noun():
    verbs = [k for k, v in _T["uk"].items() if isinstance(v, (str, dict)) and "{c}" in str(v)
             and k not in ("return", "rewards", "secret")]  # the deck's card is never named
    assert "discard" in verbs and "activate" in verbs
    for verb in verbs:
        action = (verb, OBSERVATORY, 2) if verb in ("invest", "enchant") else (verb, OBSERVATORY)
        if verb == "enchant":
            action = (verb, OBSERVATORY, "sun")
        line = describe(action, "uk", viewer=0, seat=0)
        assert "«Обсерваторія»" in line, (verb, line)
        for word in _word_before_names(line):
            assert word.endswith(":") or word in _BEFORE_NAME, (verb, line)
    assert describe(("discard", OBSERVATORY), "uk") == "скидає карту «Обсерваторія»"


@pytest.mark.parametrize("event", [
    E.CardDiscarded(0, OBSERVATORY, "look"), E.CardTucked(0, OBSERVATORY, "play"),
    E.SupplyAdded(0, OBSERVATORY, 2), E.SupplyTaken(0, OBSERVATORY, 0),
    E.Invested(0, OBSERVATORY, 3), E.BuildingTriggered(0, OBSERVATORY)])
def test_every_wild_venture_event_line_names_a_card_after_a_noun(event):
    line = describe_event(event, "uk", 0)
    assert "«Обсерваторія»" in line, line
    for word in _word_before_names(line):
        assert word.endswith(":") or word in _BEFORE_NAME, line


def test_no_wild_venture_event_phrase_declines_a_name():
    from engine.rules.wild_venture.event_text import _W
    for text in _leaves(_W["uk"]):
        for word in _word_before_names(text.replace("{c}", "X")):
            if "{" not in word:
                assert word.endswith(":") or word in _BEFORE_NAME, text


def _log(lang: str, events) -> list:
    step = SimpleNamespace(seat=0, action=("end",), events=list(events))
    scene = SimpleNamespace(
        rules=get_rules("wild_venture"),
        viewer=0, session=SimpleNamespace(steps=[step]),
        app=SimpleNamespace(i18n=SimpleNamespace(lang=lang)),
        seat_name=lambda s: ("Тарас (ШІ)" if lang == "uk" else "Taras (AI)", "Olena")[s],
        t=lambda key, **kw: f"{key}:{kw}")
    return LogText(scene).entries()


@pytest.mark.parametrize("lang,want", [
    ("uk", "Спрацьовує «Читальня» гравця Тарас (ШІ)"),
    ("en", "Taras (AI)'s Reading Room triggers")])
def test_a_triggered_building_is_the_subject_and_its_owner_is_named_after_it(lang, want):
    lines = _log(lang, [E.BuildingTriggered(0, "reading_room")])
    told = [ln for ln in lines if ln.kind == "event"]
    assert [ln.text for ln in told] == [want]
    assert told[0].seat == 0        # still the owner's line (its seat's mark)


@pytest.mark.parametrize("god", wip.GODS)
def test_a_tiles_tooltip_names_its_statues_god_in_the_genitive(god):
    tile = next(t for t in wip.all_tiles() if t.god == god)
    from scenes.world_in_progress.table import tile_tip
    for lang in ("uk", "en"):
        inp = SimpleNamespace(lang=lang, t=I18n(lang).t)
        tip = tile_tip(inp, tile.id)
        name = wip.god_name(god, lang)
        if lang == "en":
            assert f"Statue of {name}:" in tip, tip
        else:
            assert "Бога" not in tip and f"Статуя {name}:" not in tip, tip
            statue = wip.statue_name(god, "uk")
            assert f"С{statue[1:]}:" in tip and statue.split()[1][:2] == name[:2], tip
    assert wip.statue_name("red", "uk") == "статуя Сварога"
