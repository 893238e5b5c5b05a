"""It's a Wonderful World log lines: every line names the card it is about (en and uk) when the
viewer may know it, keeps the public form while it is secret (draft picks, the solo search), and
actions on cards under construction carry the card's id (the older form without it still plays)."""
from __future__ import annotations

import re

import pytest

from engine.rules.rng import Rng
from engine.rules.wonderful_world import RULES, label
from engine.rules.wonderful_world.material import ID_INDEX, IDS

CARD_AT = {"pick": (1,), "slate": (1,), "recycle": (1,), "keep": (1,), "search": (1, 2),
           "place": (3,), "krys": (3,), "leader": (3,), "discard": (2,)}
SECRET = ("pick", "keep", "search")


def seen_actions(players: int, seed: int) -> list[tuple]:
    """(state, seat, action) for every legal action of a random game's positions."""
    rng = Rng(seed)
    state = RULES.new_game(players, seed)
    out = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        out.extend((state, seat, a) for a in legal)
        # prefer building moves so that krystallium and leader verbs show up too
        good = [a for a in legal if a[0] in ("place", "krys", "leader", "slate")]
        a = good[0] if good and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
        state = RULES.apply(state, seat, a)
    return out


@pytest.fixture(scope="module")
def positions():
    return seen_actions(1, 5) + seen_actions(2, 7)


def test_every_verb_names_its_card_in_english_and_ukrainian(positions):
    verbs = set()
    for state, seat, a in positions:
        verbs.add(a[0])
        for lang in ("en", "uk"):
            line = RULES.describe(a, lang, seat, seat)
            assert line != " ".join(map(str, a)), f"no wording for {a}"
            assert not re.search(r"\d", line), f"{line!r} tells an index, not a name"
            for pos in CARD_AT.get(a[0], ()):
                assert label(a[pos], lang) in line, f"{a} in {lang}: {line!r}"
    assert {"pick", "slate", "recycle", "place", "empire", "discard", "done",
            "search", "keep"} <= verbs


def test_cards_under_construction_are_named_by_id_in_the_action(positions):
    for state, seat, a in positions:
        if a[0] in ("place", "krys", "leader", "discard"):
            cons = state.seats[seat].cons
            assert a[CARD_AT[a[0]][0]] == IDS[cons[a[1]][0]]


def test_secret_choices_keep_the_public_form_for_everyone_else():
    for lang in ("en", "uk"):
        for a in (("pick", "wind_turbines"), ("keep", "wind_turbines"),
                  ("search", "wind_turbines", "zeppelin")):
            for viewer in (None, 1):
                line = RULES.describe(a, lang, viewer, 0)
                assert label("wind_turbines", lang) not in line
                assert label("zeppelin", lang) not in line
            assert label("wind_turbines", lang) in RULES.describe(a, lang, 0, 0)
    assert RULES.describe(("pick", "zeppelin"), "en", 1, 0) == "drafts a card"
    assert RULES.describe(("pick", "zeppelin"), "uk", None, 0) == "кладе обрану карту долілиць"


def test_public_lines_read_like_a_board_game_log():
    en = lambda a: RULES.describe(a, "en", 1, 0)      # noqa: E731 - another seat reads them
    uk = lambda a: RULES.describe(a, "uk", 1, 0)      # noqa: E731
    assert en(("place", 0, "energy", "wind_turbines")) == "puts an energy cube on Wind Turbines"
    assert uk(("place", 0, "energy", "wind_turbines")) == \
        "кладе кубик енергії на карту «Вітрогенератор»"
    assert en(("recycle", "wind_turbines")) == "recycles Wind Turbines for an energy cube"
    assert en(("empire", "gold")) == "puts a gold cube on the empire card"
    assert en(("krys", 1, "gold", "zeppelin")) == \
        "puts a krystallium on Zeppelin in place of a gold cube"
    assert en(("leader", 0, "financier", "zeppelin")) == "puts a financier on Zeppelin"
    assert uk(("leader", 0, "general", "zeppelin")).startswith("кладе генералку на карту «")
    assert "energy cube goes to the empire card" in en(("discard", 0, "wind_turbines"))
    assert en(("token", "general")) == "takes a general for science supremacy"


def test_an_action_must_name_the_card_that_lies_at_its_index():
    state = RULES.new_game(1, 11)
    rng = Rng(3)
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state, 0)
        places = [a for a in legal if a[0] == "place"]
        if places:
            break
        slates = [a for a in legal if a[0] == "slate"]
        state = RULES.apply(state, 0, slates[0] if slates else legal[rng.randrange(len(legal))])
    else:
        pytest.fail("no cube was ever placed on a card under construction")
    a = places[0]
    assert ID_INDEX[a[3]] == state.seats[0].cons[a[1]][0]
    other = next(c for c in IDS if c != a[3])
    for bad in (a[:3], a[:3] + (other,)):
        with pytest.raises(ValueError):
            RULES.step(state, 0, bad)
    # the older form (saves made before the card ids) still reads as a log line
    assert RULES.describe(a[:3], "en", 0, 0).endswith("cube on a card under construction")


def _production_steps(players: int, seed: int):
    """(events) of every step of a random game that holds a production event."""
    from engine.rules.wonderful_world.events import StepStarted
    rng = Rng(seed)
    state = RULES.new_game(players, seed)
    out = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        good = [a for a in legal if a[0] in ("place", "krys", "leader", "slate", "recycle")]
        a = good[0] if good and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
        state, events = RULES.step(state, seat, a)
        if any(isinstance(e, StepStarted) for e in events) or len(events) > 1:
            out.append((seat, events))
    return out


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8), (1, 4)])
def test_every_production_event_has_a_log_line_for_every_viewer(players, seed):
    """Production, the supremacy the rules award, cubes put on the empire card by the game (a
    recycled one too), five cubes becoming a krystallium and a completed card each give a line
    to every viewer (each seat and a spectator), in both languages."""
    from engine.rules.table_hooks import NO_ACTOR
    from engine.rules.wonderful_world.events import (CardBuilt, CubePlaced, CubesToEmpire,
                                                     KrystalliumMade, StepStarted, SupremacyWon)
    from scenes.parts.log_text import event_lines
    kinds_seen = set()
    for actor, events in _production_steps(players, seed):
        auto = sum(1 for e in events if isinstance(e, CubePlaced) and e.auto)
        assert auto == sum(e.count for e in events if isinstance(e, CubesToEmpire))
        want = []
        for e in events:
            if isinstance(e, StepStarted):
                want += [(s, f"{n}") for s, n in enumerate(e.production)]
            elif isinstance(e, SupremacyWon) and e.token == "choice" and e.seat >= 0:
                continue            # told once, by the seat's token action line
            elif isinstance(e, SupremacyWon):
                want.append((e.seat if e.seat >= 0 else NO_ACTOR, ""))
            elif isinstance(e, CubesToEmpire):
                want.append((e.seat, f"{e.count}"))
            elif isinstance(e, (KrystalliumMade, CardBuilt)):
                want.append((e.seat, ""))
            else:
                continue
            kinds_seen.add(type(e).__name__)
        for viewer in [None] + list(range(players)):
            for lang in ("en", "uk"):
                lines = event_lines(RULES, events, lang, viewer, actor)
                told = [(s, t) for s, t in lines if not t.startswith((
                    "reveals", "drafts", "discards the cards left", "takes development fund",
                    "відкриває", "отримує ост", "скидає решту", "бере фонд"))]
                assert len(told) == len(want), (lang, viewer, events, lines)
                for (s, text), (ws, part) in zip(told, want):
                    assert s == ws and part in text and text.strip(), (text, ws, part)
                    assert "{" not in text and "  " not in text, text
    assert {"StepStarted", "SupremacyWon", "CubesToEmpire", "KrystalliumMade",
            "CardBuilt"} <= kinds_seen | ({"KrystalliumMade"} if players == 1 else set())


def test_production_lines_read_like_a_board_game_log():
    from engine.rules.wonderful_world import describe_event
    from engine.rules.wonderful_world.events import (CardBuilt, CubesToEmpire, StepStarted,
                                                     SupremacyWon)
    assert describe_event(StepStarted(1, "energy", (2, 0)), "en") == \
        [(0, "produces 2 energy"), (1, "produces 0 energy")]
    assert describe_event(StepStarted(1, "energy", (2, 0)), "uk") == \
        [(0, "виробляє 2 кубики енергії"), (1, "виробляє 0 кубиків енергії")]
    assert describe_event(CubesToEmpire(0, "materials", 1), "uk")[0][1].startswith(
        "кладе 1 кубик сировини на карту Імперії автоматично")
    assert describe_event(CardBuilt(0, "zeppelin", 0, 2, 0, 0), "uk") == \
        [(0, "завершує будівництво «Цепелін»; бонус: 2 генералки")]
    assert describe_event(SupremacyWon("gold", 1, "financier"), "en") == \
        [(1, "wins the gold supremacy: takes a financier")]
    assert describe_event(SupremacyWon("materials", 0, "general"), "uk") == \
        [(0, "здобуває верховенство (сировина): отримує генералку")]
    assert describe_event(CubesToEmpire(0, "exploration", 1), "en")[0][1].startswith(
        "places 1 exploration cube on the empire card")
    assert describe_event(CardBuilt(0, "zeppelin", 0, 1, 0, 0), "en") == \
        [(0, "completes Zeppelin; construction bonus: 1 general")]


def test_a_chosen_supremacy_is_one_log_line():
    """A science supremacy whose token the seat chooses gives one line, the choice's action
    line ("takes a general for science supremacy"), not also "wins ...: chooses a general or a
    financier" before it."""
    from engine.rules.wonderful_world import describe_event
    from engine.rules.wonderful_world.events import SupremacyWon
    from engine.rules.wonderful_world.text import describe
    for lang in ("en", "uk"):
        assert describe_event(SupremacyWon("science", 1, "choice"), lang) == []
    assert "supremacy" in describe(("token", "general"), "en")
    assert "верховенство" in describe(("token", "general"), "uk")


def test_leftovers_and_solo_funds_are_told():
    from engine.rules.wonderful_world import describe_event
    from engine.rules.wonderful_world.events import FundTaken, LeftoversDiscarded
    assert describe_event(LeftoversDiscarded(1, 3), "en") == \
        [(1, "discards the cards left in the hand (3) without recycling them")]
    fund = FundTaken(0, 1, ("zeppelin", "wind_turbines"))
    assert describe_event(fund, "uk")[0][1].startswith("бере фонд розвитку 1: «")
    assert describe_event(FundTaken(0, 1, ("?", "?")), "en") == []     # never a hidden card
