"""The action log tells every public event for its viewer (item 2 of issue 19): each step's
action line, then a line for each event the rules' optional ``describe_event`` tells, grouped
by round; no line of a step names what that viewer's view of the step hides."""
from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace

import pytest

from engine.games import get_rules, with_rules
from engine.rules.rng import Rng
from engine.rules.table_hooks import NO_ACTOR, name_seats, optional
from engine.session import Step
from scenes.parts.action_log import ActionLog
from scenes.parts.log_text import LogText, event_lines

GAMES = [g.id for g in with_rules()]


def played_steps(rules, seed: int, players: int = 2, limit: int = 400) -> list[Step]:
    """A random game's steps (at most ``limit``), two seats unless told."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed)
    steps: list[Step] = []
    while not rules.is_over(state) and len(steps) < limit:
        seat = rules.to_act(state)[0]
        action = rng.choice(rules.legal_actions(state, seat))
        state, events = rules.step(state, seat, action)
        steps.append(Step(seat, action, events, any(e.reveals for e in events)))
    return steps


def log_scene(rules, steps, viewer, lang="en"):
    return SimpleNamespace(
        rules=rules, viewer=viewer, session=SimpleNamespace(steps=steps),
        app=SimpleNamespace(i18n=SimpleNamespace(lang=lang)),
        seat_name=lambda s: f"P{s + 1}", t=lambda key, **kw: f"{key}:{kw}")


def _values(event) -> set[str]:
    """The strings an event holds (fields and items of tuple fields)."""
    if not dataclasses.is_dataclass(event):
        return set()
    out: set[str] = set()
    for f in dataclasses.fields(event):
        v = getattr(event, f.name)
        out.update(x for x in (v if isinstance(v, (tuple, list)) else (v,)) if isinstance(x, str))
    return out


def _names(rules, values: set[str], lang: str) -> set[str]:
    label = getattr(rules, "label", None)
    return values | {n for n in (label(v, lang) if label else None for v in values)
                     if isinstance(n, str)}


def _hidden_names(rules, event, seen, lang) -> set[str]:
    """Names of the values ``event`` holds that its viewed copy ``seen`` does not."""
    label = getattr(rules, "label", None)
    if not dataclasses.is_dataclass(event) or type(seen) is not type(event):
        return set()
    out: set[str] = set()
    for f in dataclasses.fields(event):
        raw, shown = getattr(event, f.name), getattr(seen, f.name)
        if raw == shown:
            continue
        raws = raw if isinstance(raw, (tuple, list)) else (raw,)
        shows = set(shown) if isinstance(shown, (tuple, list)) else {shown}
        for v in raws:
            if isinstance(v, str) and v not in shows and len(v) > 2 and v != "?":
                name = label(v, lang) if label else None
                out.update(n for n in (v, name) if isinstance(n, str) and len(n) > 2)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_public_event_has_a_log_line_and_no_line_names_a_secret(game):
    rules = get_rules(game)
    assert optional(rules, "describe_event") is not None, \
        f"{game}: the rules give no describe_event (the log would tell action lines only)"
    steps = played_steps(rules, seed=5)
    for lang in ("en", "uk"):
        for viewer in (0, 1, None):
            scene = log_scene(rules, steps, viewer, lang)
            per_step = LogText(scene).step_lines()
            assert len(per_step) == len(steps)
            told_events = 0
            for st, lines in zip(steps, per_step):
                texts = [ln.text for ln in lines]
                assert lines[[ln.kind for ln in lines].index("action")].seat == st.seat
                for seat, line in event_lines(rules, st.events, lang, viewer, st.seat):
                    told_events += 1
                    line = name_seats(line, scene.seat_name)    # a seat named by its name
                    assert any(line in t for t in texts), (game, viewer, line)
                views = rules.view_events(list(st.events), viewer)
                public = set().union(*(_values(v) for v in views)) if views else set()
                for e, seen in zip(st.events, views):
                    for name in _hidden_names(rules, e, seen, lang) - _names(rules, public, lang):
                        assert not any(name in t for t in texts if ln_is_event(t, lines)), \
                            (game, viewer, name, texts)
            assert told_events > 0, f"{game}: no event of a whole game was told"


def ln_is_event(text: str, lines) -> bool:
    return any(ln.text == text and ln.kind == "event" for ln in lines)


class _Rolled:
    """A stand-in public event with a round, as a game's rules would give."""
    def __init__(self, seat, round_):
        self.seat, self.round = seat, round_


def test_log_groups_by_round_and_turn_and_tells_events_once():
    rules = SimpleNamespace(
        describe=lambda a, lang, viewer, seat: f"does {a[0]}",
        view_events=lambda events, viewer: events,
        describe_event=lambda e, lang, viewer: "rolls a 6" if isinstance(e, _Rolled) else None)
    steps = [Step(0, ("a",), [_Rolled(0, 1), object()], False),
             Step(0, ("b",), [], False),
             Step(1, ("c",), [_Rolled(1, 1)], False),
             Step(0, ("d",), [_Rolled(0, 2)], False)]
    lines = ActionLog(log_scene(rules, steps, 0)).entries()
    assert [(ln.kind, ln.text) for ln in lines] == [
        ("action", "P1: does a"), ("round", "game.log_round:{'n': 1}"), ("event", "P1 rolls a 6"),
        ("action", "P1: does b"),
        ("action", "P2: does c"), ("event", "P2 rolls a 6"),
        ("action", "P1: does d"), ("round", "game.log_round:{'n': 2}"), ("event", "P1 rolls a 6")]
    assert [ln.new_turn for ln in lines if ln.kind == "action"] == [True, False, True, True]



def test_a_line_with_no_actor_is_told_without_a_name():
    """A refill or the game's end is nobody's doing: "the disk is refilled", not "P1 the disk
    is refilled" (a play-tester read "Olena the disk is refilled")."""
    from engine.rules.table_hooks import impersonal
    rules = SimpleNamespace(
        describe=lambda a, lang, viewer, seat: f"does {a[0]}",
        view_events=lambda events, viewer: events,
        describe_event=lambda e, lang, viewer: impersonal("the disk is refilled: a head"))
    lines = ActionLog(log_scene(rules, [Step(0, ("a",), [object()], False)], 0)).entries()
    assert [(ln.kind, ln.text, ln.seat) for ln in lines] == [
        ("action", "P1: does a", 0), ("event", "The disk is refilled: a head", None)]


@pytest.mark.parametrize("game", ["coatl", "dice_forge"])
def test_refills_and_the_end_are_told_without_an_actor(game):
    """Over a whole random game, the events no seat does (refills, the end) come as lines with
    no actor, capitalised as a sentence of their own."""
    rules = get_rules(game)
    state = rules.new_game(3, 11)
    rng = Rng(11)
    told = 0
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        state, events = rules.step(state, seat, rng.choice(rules.legal_actions(state, seat)))
        for lang in ("en", "uk"):
            for seat_, text in event_lines(rules, events, lang, 0, seat):
                if seat_ == NO_ACTOR:
                    told += 1
                    assert text[:1].isupper(), text
    assert told > 0, f"{game}: no impersonal event was told in a whole game"


# -- words and results (items 5 of issue 19) ----------------------------------------------------

def test_several_thinking_seats_are_one_sentence_in_both_languages():
    from engine.i18n import I18n
    from scenes.parts.banner import name_list
    for lang, one, many in (("en", "A is thinking…", "A, B and C are thinking…"),
                            ("uk", "A думає…", "A, B і C думають…")):
        i18n = I18n(lang)
        sc = SimpleNamespace(seat_name=lambda s: "ABC"[s], t=i18n.t)
        assert i18n.t("game.thinking", name=name_list(sc, [0]), n=1) == one
        assert i18n.t("game.thinking", name=name_list(sc, [0, 1, 2]), n=3) == many


def test_default_seat_names_follow_the_language(monkeypatch, tmp_path):
    from scenes.parts.seat_names import local_name
    from tests.uitest import make_app
    app = make_app(monkeypatch, tmp_path, lang="uk")
    assert local_name(app, "Olena (AI)") == "Олена (ШІ)"
    assert local_name(app, "Taras") == "Тарас"
    assert local_name(app, "Bohdanchik") == "Bohdanchik"      # typed by a player: kept
    app.set_lang("en")
    assert local_name(app, "Олена (ШІ)") == "Olena (AI)"
    app.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_results_columns_add_up_and_tie_breakers_come_after_the_total(game):
    from scenes.results import ResultsScene
    rules = get_rules(game)
    steps_state = rules.new_game(2, 3)
    rng = random.Random(3)
    while not rules.is_over(steps_state):
        seat = rules.to_act(steps_state)[0]
        steps_state = rules.apply(steps_state, seat,
                                  rng.choice(rules.legal_actions(steps_state, seat)))
    scores = rules.scores(steps_state)
    rows = [(s, scores[s], rules.score_breakdown(steps_state, s)) for s in range(2)]
    fake = SimpleNamespace(session=SimpleNamespace(rules=rules, state=steps_state))
    cols = ResultsScene.columns(fake, rows)
    keys = [k for k, _ in cols]
    roles = [r for _, r in cols]
    assert keys.count("total") == 1
    after = roles[keys.index("total") + 1:]
    assert all(r == "tiebreak" for r in after)
    assert "tiebreak" not in roles[:keys.index("total")]
    for seat, score, bd in rows:       # the points columns are what the total is made of
        assert sum(bd.get(k, 0) for k, r in cols if r == "points") == score, (game, bd)


def test_a_choice_in_another_seats_turn_never_says_your_turn():
    """Dice Forge: a blessing's pick asked in Taras's turn names his turn, not "your turn"."""
    from engine.i18n import I18n
    from scenes.parts.banner import Banner
    i18n = I18n("en")

    def scene(owner):
        return SimpleNamespace(
            session=SimpleNamespace(is_over=lambda: False, to_act=lambda: [0, 1]),
            flow=SimpleNamespace(waiting_on=lambda: [], human_to_act=lambda: 0,
                                 is_ai=lambda s: False),
            demo=False, my_turn=lambda: True, viewer=0, t=i18n.t,
            seat_name=lambda s: ("Olena", "Taras")[s], turn_owner=lambda: owner)
    assert Banner(scene(1)).text() == "Taras's turn · Olena, your choice"
    # in Olena's own turn, the others choosing too: her turn, everyone choosing at once
    assert Banner(scene(0)).text() == i18n.t("game.your_turn_all", name="Olena")


def test_game_over_is_said_once_the_last_move_has_played(monkeypatch, tmp_path):
    """A play-tester saw "Game over" while the last move still animated (a panel still showed
    the old score): the banner says whose move it is until its sequence has played."""
    from tests.uitest import start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["ai:random", "ai:random"], demo=True)
    try:
        rng = Rng(4)
        while not session.is_over():
            seat = session.to_act()[0]
            session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
        last = session.steps[-1].seat
        monkeypatch.setattr(scene, "busy", lambda: True)
        assert scene.banner_part.text() == app.i18n.t("game.turn_of",
                                                      name=scene.seat_name(last), n=1)
        monkeypatch.setattr(scene, "busy", lambda: False)
        assert scene.banner_part.text() == app.i18n.t("game.over")
    finally:
        app.shutdown()
