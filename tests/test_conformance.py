"""The rules protocol, checked once for every registered game (and the toy games).

Random legal playouts for every player count and a few seeds; every step leaves the given state
unchanged; illegal actions raise ``IllegalAction`` and change nothing; JSON round-trips; the
action log replays (also through a save file); ``view`` hides what it must and ``determinize``
agrees with it; scores and winners are defined at the end.  Playouts are cached per module so the
checks share them; the whole suite stays well under a minute.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from functools import lru_cache

import pytest

from engine.games import get_rules, registered
from engine.rules.playable import viewers
from engine.rules.protocol import IllegalAction, action_from_json, action_to_json
from engine.rules.record import GameRecord, replay
from engine.rules.rng import Rng
from toygames import TOY_BID, TOY_BID_NAMED, TOY_NIM

TOYS = {TOY_BID.id: TOY_BID, TOY_BID_NAMED.id: TOY_BID_NAMED, TOY_NIM.id: TOY_NIM}
GAMES = registered() + list(TOYS)
PERFECT_INFO = {TOY_NIM.id}         # games whose views legitimately show everything
LONG = os.environ.get("FIVE_REALMS_LONG") == "1"
SEEDS = 5 if LONG else 2            # playouts per player count (each checked step by step)
MAX_ACTIONS = 5000                  # a game longer than this is taken to loop
CHECK_EVERY = 3                     # expensive checks (illegal actions, views) every k-th step


def rules_for(game_id: str):
    return TOYS[game_id] if game_id in TOYS else get_rules(game_id)


def dump(rules, state) -> str:
    return json.dumps(rules.to_json(state), sort_keys=True)


def playout(game_id: str, players: int, seed: int):
    """A random legal game: list of (state, seat, action) and the final state."""
    history, final, _ = playout_with_events(game_id, players, seed)
    return history, final


@lru_cache(maxsize=None)
def playout_with_events(game_id: str, players: int, seed: int):
    """A random legal game: list of (state, seat, action), the final state and each step's
    events.  Checks on the way that to_act/legal_actions agree and that step leaves its input
    alone."""
    rules = rules_for(game_id)
    rng = Rng(seed * 7919 + players)
    state = rules.new_game(players, seed)
    history, step_events = [], []
    while not rules.is_over(state):
        to_act = rules.to_act(state)
        assert to_act, "to_act is empty but the game is not over"
        assert len(set(to_act)) == len(to_act) and all(0 <= s < players for s in to_act)
        seat = rng.choice(to_act)
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = rng.choice(legal)
        before = dump(rules, state)
        nxt, events = rules.step(state, seat, action)
        assert dump(rules, state) == before, "step changed the state it was given"
        assert isinstance(events, list)
        history.append((state, seat, action))
        step_events.append(events)
        state = nxt
        assert len(history) < MAX_ACTIONS, "the game does not end"
    assert rules.to_act(state) == []
    return history, state, step_events


def cases():
    for g in GAMES:
        for p in rules_for(g).player_counts:
            for seed in range(SEEDS):
                yield g, p, seed


CASES = list(cases())
CASE_IDS = [f"{g}-{p}p-s{s}" for g, p, s in CASES]


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=CASE_IDS)
def test_random_playout_reaches_an_end_with_scores_and_winners(game_id, players, seed):
    rules = rules_for(game_id)
    history, final = playout(game_id, players, seed)
    assert rules.is_over(final)
    scores = rules.scores(final)
    assert len(scores) == players and all(isinstance(v, int) for v in scores)
    winners = rules.winners(final)
    assert winners and set(winners) <= set(range(players)) and len(set(winners)) == len(winners)
    for seat in range(players):
        assert isinstance(rules.score_breakdown(final, seat), dict)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_game_and_actions_replay_identically(game_id):
    rules = rules_for(game_id)
    players = rules.player_counts[0]
    assert dump(rules, rules.new_game(players, 11)) == dump(rules, rules.new_game(players, 11))
    history, final = playout(game_id, players, 0)
    state = rules.new_game(players, 0)
    for _, seat, action in history:
        state = rules.apply(state, seat, action)
    assert dump(rules, state) == dump(rules, final)


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=CASE_IDS)
def test_action_log_replays_through_a_save_record(game_id, players, seed):
    rules = rules_for(game_id)
    history, final = playout(game_id, players, seed)
    record = GameRecord(game_id, players, seed, actions=[(s, a) for _, s, a in history],
                        rules_version=rules.version)
    loaded = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert loaded.actions == record.actions
    assert dump(rules, replay(rules, loaded)) == dump(rules, final)


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=CASE_IDS)
def test_json_round_trip_is_lossless(game_id, players, seed):
    rules = rules_for(game_id)
    history, final = playout(game_id, players, seed)
    states = [h[0] for h in history[::CHECK_EVERY]] + [final]
    for state in states:
        data = json.loads(json.dumps(rules.to_json(state)))
        back = rules.from_json(data)
        assert back == state
        assert dump(rules, back) == dump(rules, state)
        view = rules.view(state, rules.to_act(state)[0] if rules.to_act(state) else None)
        assert rules.from_json(json.loads(json.dumps(rules.to_json(view)))) == view
    for _, _, action in history:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == tuple(action)


def _garbage(rules, state, seat, legal, rng):
    """Actions that look plausible but are not legal for ``seat`` now."""
    cands = [(), ("",), ("nonsense",), ("nonsense", 1, 2), ("push", "nowhere", 99),
             ("place", -1, -1, 9), ("refill", 99), ("bid", 999), ("take", 99)]
    for a in rng.shuffled(legal)[:4]:
        a = tuple(a)
        cands.append(a + (0,))
        if len(a) > 1:
            cands.append(a[:-1])
        for i, item in enumerate(a[1:], 1):
            bad = 999 if isinstance(item, int) else "zz"
            cands.append(a[:i] + (bad,) + a[i + 1:])
            if isinstance(item, int):
                cands.append(a[:i] + (-999,) + a[i + 1:])
    legal_set = {tuple(a) for a in legal}
    return [c for c in cands if c not in legal_set]


def _assert_refused(rules, state, seat, action, before: str):
    """``action`` is refused and leaves ``state`` as ``before`` (its dump, taken once per state:
    each refusal is compared with the state as it was before any of them)."""
    with pytest.raises(IllegalAction):
        rules.step(state, seat, action)
    assert dump(rules, state) == before, "a refused action changed the state"


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=CASE_IDS)
def test_illegal_actions_raise_and_change_nothing(game_id, players, seed):
    rules = rules_for(game_id)
    history, final = playout(game_id, players, seed)
    rng = Rng(seed + 99)
    for state, seat, _ in history[::CHECK_EVERY]:
        to_act = rules.to_act(state)
        legal = rules.legal_actions(state, seat)
        before = dump(rules, state)
        for bad in _garbage(rules, state, seat, legal, rng):
            _assert_refused(rules, state, seat, bad, before)
        for other in range(players):
            if other in to_act:
                continue
            assert rules.legal_actions(state, other) == []
            for action in rng.shuffled(legal)[:3]:       # legal for the seat to act, not for this one
                _assert_refused(rules, state, other, action, before)
    last_state, last_seat, last_action = history[-1]
    before = dump(rules, final)
    for seat in range(players):
        _assert_refused(rules, final, seat, last_action, before)


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=CASE_IDS)
def test_view_hides_and_determinize_agrees_with_it(game_id, players, seed):
    rules = rules_for(game_id)
    history, final = playout(game_id, players, seed)
    rng = Rng(seed + 5)
    hides = False
    for state, _, _ in history[::CHECK_EVERY] + [(final, None, None)]:
        full = dump(rules, state)
        for seat in list(range(players)) + [None]:
            view = rules.view(state, seat)
            shown = dump(rules, view)
            hides = hides or shown != full
            assert dump(rules, state) == full, "view changed the state"
            if seat is None:
                continue
            det = rules.determinize(view, seat, rng)
            assert dump(rules, rules.view(det, seat)) == shown, "determinize contradicts the view"
            assert rules.to_act(det) == rules.to_act(state)
            if seat in rules.to_act(state):
                # the AI and the UI ask the view what they may do; it must match the truth
                assert rules.legal_actions(view, seat) == rules.legal_actions(state, seat)
                assert rules.legal_actions(det, seat) == rules.legal_actions(state, seat)
    if game_id not in PERFECT_INFO:
        assert hides, "view never hides anything (hidden cards, face-down stacks, the RNG state)"


CYRILLIC = re.compile("[А-Яа-яІіЇїЄєҐґ]")


@pytest.mark.parametrize("game_id", GAMES)
def test_describe_speaks_english_and_ukrainian_for_every_action_seen(game_id):
    rules = rules_for(game_id)
    seen = set()
    for p in rules.player_counts:
        history, _ = playout(game_id, p, 0)
        seen.update(tuple(a) for _, _, a in history)
        for state, seat, _ in history[::max(1, len(history) // 10)]:
            seen.update(tuple(a) for a in rules.legal_actions(state, seat))
    for action in seen:
        for viewer in (None, 0, 1):
            en, uk = (rules.describe(action, lang, viewer, 0) for lang in ("en", "uk"))
            assert isinstance(en, str) and en.strip() and not CYRILLIC.search(en), (action, en)
            # Ukrainian, not an English fallback: Cyrillic letters, and not the English line
            assert isinstance(uk, str) and CYRILLIC.search(uk) and uk != en, (action, uk)


@pytest.mark.parametrize("game_id", GAMES)
def test_legal_actions_are_json_friendly_tuples(game_id):
    rules = rules_for(game_id)
    history, _ = playout(game_id, rules.player_counts[-1], 1)
    for state, seat, _ in history[::CHECK_EVERY]:
        for a in rules.legal_actions(state, seat):
            assert isinstance(a, tuple) and a and isinstance(a[0], str)
            assert all(isinstance(x, (int, str)) and not isinstance(x, bool) for x in a[1:])


PURE_MODULES = ["engine.rules", "engine.ai", "engine.selfplay"] + \
    [f"engine.rules.{g}" for g in registered()]


@pytest.mark.parametrize("module", PURE_MODULES)
def test_module_imports_without_pygame_esper_or_pytmx(module):
    code = (f"import sys, importlib; importlib.import_module({module!r}); "
            "bad = [m for m in ('pygame', 'esper', 'pytmx') if m in sys.modules]; "
            "print(','.join(bad)); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, f"{module} pulled in {proc.stdout.strip()} {proc.stderr[-500:]}"


# -- secrets: no log line or event a seat receives names what its view hides --------------------
_ATOMS = (int, float, bool, type(None))


def string_leaves(obj) -> set[str]:
    """Every string value inside a JSON-like value or an event (dataclass fields, tuples,
    lists, dict values)."""
    out: set[str] = set()
    stack = [obj]
    while stack:
        o = stack.pop()
        t = type(o)
        if t is str:
            out.add(o)
        elif t in _ATOMS:
            continue
        elif t is dict:
            stack.extend(o.values())
        elif t in (list, tuple, set, frozenset):
            stack.extend(o)
        elif isinstance(o, str):
            out.add(str(o))
        elif dataclasses.is_dataclass(o) and not isinstance(o, type):
            stack.extend(getattr(o, f.name) for f in dataclasses.fields(o))
    return out


_WORD = re.compile(r"\w+")


def named_in(tokens, text: str) -> set[str]:
    """The tokens that ``text`` names as a whole word (or whole phrase)."""
    words = set(_WORD.findall(text))
    out = set()
    for t in tokens:
        if _WORD.fullmatch(t):
            if t in words:
                out.add(t)
        elif t.strip() and re.search(r"(?<!\w)" + re.escape(t) + r"(?!\w)", text):
            out.add(t)
    return out


def secrecy_faults(rules, players: int, seed: int, history, step_events) -> list[str]:
    """For every step and every viewer (each seat and a spectator): the hidden tokens are the
    string leaves of the full state's JSON after the step that its view's JSON lacks; the
    events ``view_events`` hands that viewer must contain none of them, and the log line
    ``describe(action, lang, viewer, actor)`` must name none of them, nor their ``label``."""
    label_of = getattr(rules, "label", None)
    labels: dict[tuple[str, str], str | None] = {}

    def label(token: str, lang: str) -> str | None:
        if (token, lang) not in labels:
            labels[token, lang] = label_of(token, lang) if label_of else None
        return labels[token, lang]

    faults: list[str] = []
    states = [h[0] for h in history[1:]]
    for k, ((_, seat, action), events) in enumerate(zip(history, step_events)):
        after = states[k] if k < len(states) else None
        if after is None:
            continue        # the last step: the game is over and nothing is hidden any more
        leaves = string_leaves(rules.to_json(after))
        for viewer in [*range(players), None]:
            hidden = leaves - string_leaves(rules.to_json(rules.view(after, viewer)))
            if not hidden:
                continue
            seen = string_leaves(rules.view_events(list(events), viewer)) & hidden
            if seen:
                faults.append(f"step {k} {action}: viewer {viewer} receives events naming "
                              f"{sorted(seen)}")
            for lang in ("en", "uk"):
                line = rules.describe(action, lang, viewer, seat)
                named = named_in(hidden, line)
                names = {}
                for t in hidden:
                    name = label(t, lang)
                    if name:
                        names.setdefault(name, t)
                named |= {names[n] for n in named_in(names, line)}
                if named:
                    faults.append(f"step {k} {action}: viewer {viewer} reads {line!r} naming "
                                  f"{sorted(named)}")
    return faults


SECRECY_CASES = [(g, p, s) for g, p, s in CASES if s < (SEEDS if LONG else 1)]


@pytest.mark.parametrize("game_id,players,seed", SECRECY_CASES,
                         ids=[f"{g}-{p}p-s{s}" for g, p, s in SECRECY_CASES])
def test_no_log_line_or_event_names_what_the_viewer_cannot_see(game_id, players, seed):
    rules = rules_for(game_id)
    history, final, step_events = playout_with_events(game_id, players, seed)
    assert secrecy_faults(rules, players, seed, history, step_events) == []


class _LeakyLog(type(TOY_BID_NAMED)):
    id = "toy_leaky_log"

    def describe(self, action, lang="en", viewer=None, seat=None):
        return super().describe(action, lang, seat, seat)       # tells everyone the bid


class _LeakyEvents(type(TOY_BID_NAMED)):
    id = "toy_leaky_events"

    def view_events(self, events, viewer):
        return list(events)                                    # drawn cards reach everyone


@pytest.mark.parametrize("leaky", [_LeakyLog(), _LeakyEvents()], ids=lambda r: r.id)
def test_the_secrecy_check_catches_a_leak(leaky):
    faults = []
    for seed in range(3):
        history, final, step_events = playout_with_events(TOY_BID_NAMED.id, 3, seed)
        faults += secrecy_faults(leaky, 3, seed, history, step_events)
    assert faults


# -- bad input: IllegalAction (never TypeError/KeyError/IndexError) and nothing changes ---------
def _malformed(action: tuple) -> list:
    """A list or dict where a name or number belongs, unknown ids, wrong arity, non-actions."""
    out: list = [None, 7, "push", {"verb": action[0]}, [action[0], [1]], (action[0], {}),
                 ([action[0]],) + tuple(action[1:]), ("no_such_verb",) + tuple(action[1:]),
                 tuple(action) + (0,), tuple(action) + ("x",), (action[0], 1.5)]
    if len(action) > 1:
        out.append(tuple(action[:-1]))
    for i, item in enumerate(action[1:], 1):
        for bad in ([item], {"x": item}, "no_such_id", 10**6, -1, 1.0, None, True):
            if bad != item:
                out.append(tuple(action[:i]) + (bad,) + tuple(action[i + 1:]))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_input_raises_illegal_action_and_changes_nothing(game_id):
    rules = rules_for(game_id)
    counts = rules.player_counts
    history, final = playout(game_id, counts[0], 0)
    states = [history[0][0], history[len(history) // 2][0], final]
    for state in states:
        before = dump(rules, state)
        to_act = rules.to_act(state)
        for bad_seat in (1.0, 9, -1, "0", None, [0], True):
            with pytest.raises(IllegalAction):
                rules.legal_actions(state, bad_seat)
            if bad_seat is not None:
                with pytest.raises(IllegalAction):
                    rules.view(state, bad_seat)
            with pytest.raises(IllegalAction):
                rules.score_breakdown(state, bad_seat)
        for seat in to_act:
            for action in rules.legal_actions(state, seat)[:6]:
                with pytest.raises(IllegalAction):
                    rules.step(state, 1.0 * seat, action)
                with pytest.raises(IllegalAction):
                    rules.step(state, 9, action)
                for bad in _malformed(tuple(action)):
                    try:
                        rules.step(state, seat, bad)
                    except IllegalAction:
                        pass
                    else:   # a malformed variant may happen to be another legal action
                        assert isinstance(bad, tuple) and bad in map(tuple, rules.legal_actions(state, seat)), \
                            f"{bad!r} was accepted"
        assert dump(rules, state) == before, "bad input changed the state"
    n = counts[0]
    for players, seed, options in ((float(n), 0, None), (n, "x", None), (n, 1.5, None),
                                   (99, 0, None), (0, 0, None), (True, 0, None), ("2", 0, None),
                                   (n, 0, {"no_such_option": 1}), (n, 0, ["x"])):
        with pytest.raises(IllegalAction):
            rules.new_game(players, seed, options)
    for o in rules.options():
        with pytest.raises(IllegalAction):
            rules.new_game(n, 0, {o.key: "no_such_choice"})


SEAT_KEYS = ("current", "active", "seat", "first", "to_act", "dealer", "player", "leader")


def _impossible(data: dict):
    """Shape-valid JSON with a meaning error: a key dropped, a list made a string, a seat 99."""
    for key, value in data.items():
        if key == "version":
            continue
        d = dict(data)
        del d[key]
        yield f"without {key}", d
        if isinstance(value, list):
            yield f"{key} as a string", {**data, key: "oops"}
            yield f"{key} as a number", {**data, key: 3}
        if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
            yield f"{key}=99", {**data, key: 99}
    yield "a list", [data]
    yield "a string", "state"


@pytest.mark.parametrize("game_id", GAMES)
def test_from_json_refuses_impossible_states_with_value_error(game_id):
    rules = rules_for(game_id)
    history, final = playout(game_id, rules.player_counts[-1], 0)
    for state in (history[0][0], history[len(history) // 2][0], final):
        data = json.loads(json.dumps(rules.to_json(state)))
        for why, bad in _impossible(data):
            try:
                rules.from_json(bad)
            except ValueError:
                continue
            except Exception as exc:    # noqa: BLE001 - the point of the test
                pytest.fail(f"from_json of a state {why}: {type(exc).__name__}: {exc}")
            pytest.fail(f"from_json accepted a state {why}")


@pytest.mark.parametrize("game_id", GAMES)
def test_invariants_hold_along_a_random_game(game_id):
    rules = rules_for(game_id)
    check = getattr(rules, "check_invariants", None)
    if check is None:
        pytest.skip("no check_invariants")
    for p in rules.player_counts:
        history, final = playout(game_id, p, 0)
        for state in [h[0] for h in history] + [final]:
            assert check(state) == []


@pytest.mark.parametrize("game_id", registered())
def test_a_game_says_its_from_json_runs_the_invariants_only_if_it_does(game_id):
    """The soak runs ``check_invariants`` once a step, through from_json, for games that say
    ``from_json_runs_invariants``: such a game's from_json refuses a state its invariants find
    a problem in (here the invariants are made to find one in every state)."""
    rules = get_rules(game_id)
    if not getattr(rules, "from_json_runs_invariants", False):
        pytest.skip("the soak runs this game's invariants itself")
    mid_json, _, _ = _mid_and_end(game_id)
    original = rules.check_invariants
    package = f"engine.rules.{game_id}"
    bound = [(m, k) for n, m in list(sys.modules.items()) if n.startswith(package)
             for k, v in list(vars(m).items()) if v is original]       # every name it has
    assert bound
    try:
        for m, k in bound:
            setattr(m, k, lambda state: ["the temple is in two places"])
        with pytest.raises(ValueError, match="the temple is in two places"):
            rules.from_json(mid_json)
    finally:
        for m, k in bound:
            setattr(m, k, original)
    assert rules.from_json(mid_json) is not None


# -- every call checks its viewer and its options the same way (the shared package wrapper) -------
BAD_SOMEONE = (0.0, 1.0, 7, -1, True, "0", [0])


@pytest.mark.parametrize("game_id", registered())
def test_describe_and_view_events_refuse_a_viewer_or_seat_that_is_not_one(game_id):
    rules = rules_for(game_id)
    history, _, step_events = playout_with_events(game_id, rules.player_counts[0], 0)
    events = [e for evs in step_events[:12] for e in evs]
    action = history[0][2]
    for bad in BAD_SOMEONE:
        with pytest.raises(IllegalAction):
            rules.view_events(events, bad)
        with pytest.raises(IllegalAction):
            rules.describe(action, "en", bad, 0)
        with pytest.raises(IllegalAction):
            rules.describe(action, "en", 0, bad)
    for not_events in (None, "events", 3, [{"kind": "DiceRolled"}], [None]):
        with pytest.raises(IllegalAction):
            rules.view_events(not_events, 0)
    for viewer in [None, *range(max(rules.player_counts))]:
        assert isinstance(rules.view_events(events, viewer), list)
        assert rules.describe(action, "en", viewer, None).strip()


def _same_value_other_type(choice):
    """Values equal to ``choice`` (or standing for it) that are not of its type."""
    if isinstance(choice, bool):
        return [int(choice), float(choice), str(choice).lower()]
    if isinstance(choice, int):
        return [float(choice), str(choice)] + ([bool(choice)] if choice in (0, 1) else [])
    return [[choice], {choice: choice}, None]


@pytest.mark.parametrize("game_id", [g for g in registered() if get_rules(g).options()])
def test_options_are_refused_unless_one_of_the_choices_in_value_and_type(game_id):
    rules = rules_for(game_id)
    for o in rules.options():
        players = next((n for n in rules.player_counts
                        if _starts(rules, n, {o.key: o.default})), None)
        assert players is not None, f"{o.key}: no player count plays its default"
        for choice in o.choices:
            for bad in _same_value_other_type(choice):
                with pytest.raises(IllegalAction, match=o.key):
                    rules.new_game(players, 0, {o.key: bad})


def _starts(rules, players, options) -> bool:
    try:
        rules.new_game(players, 0, options)
    except IllegalAction:
        return False
    return True


def test_a_solo_scenario_given_as_a_float_is_refused():
    with pytest.raises(IllegalAction, match="solo_scenario"):
        get_rules("wonderful_world").new_game(1, 0, {"solo_scenario": 1.0})


# -- from_json fuzz: a mutated real state is refused with ValueError or fully playable ----------
FUZZ_PER_GAME = 300             # mutations per game in the default suite
FUZZ_PER_GAME_SLOW = 6000       # with -m slow


def _paths(data, prefix=()):
    """Every (path, value) inside a JSON value, containers included."""
    yield prefix, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _paths(v, prefix + (i,))


def _set(data, path, value):
    if not path:
        return value
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = _set(data[path[0]], path[1:], value)
    return copy


def _mutant(value, strings, rng):
    """One mutation of ``value``: another number, another type, a hidden marker "?", a string
    seen elsewhere in the state, an element dropped, doubled or added, a key dropped."""
    if isinstance(value, bool):
        return rng.choice([not value, 0, "no", None])
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, -1, 0, 99, 10 ** 9, -value, str(value),
                           float(value), True, None, "?", [value]])
    if isinstance(value, str):
        return rng.choice(["?", "", "zz", 0, None, [value], rng.choice(strings)])
    if isinstance(value, list):
        if value and rng.random() < 0.6:
            i = rng.randrange(len(value))
            kind = rng.randrange(4)
            if kind == 0:
                return value[:i] + value[i + 1:]                 # one fewer
            if kind == 1:
                return value[:i] + [value[i]] + value[i:]        # one doubled
            if kind == 2:
                return value[:i] + ["?"] + value[i + 1:]         # hidden marker
            return list(reversed(value))
        return rng.choice([[], value + ["?"], value + [0], "?", None, {}])
    if isinstance(value, dict):
        if value and rng.random() < 0.7:
            key = rng.choice(sorted(value))
            return {k: v for k, v in value.items() if k != key}
        return rng.choice([{**value, "zz": 1}, [], None, "?"])
    return rng.choice([0, "?", [], {}])


def fuzz_states(game_id: str, base: int = 0) -> list[tuple[str, dict]]:
    """Real states' JSON (and views'), from the start to the end of random games (playout seed
    ``base``)."""
    rules = rules_for(game_id)
    out = []
    for p in rules.player_counts:
        history, final = playout(game_id, p, base)
        picks = [history[0][0], history[len(history) // 3][0], history[2 * len(history) // 3][0],
                 final]
        for k, state in enumerate(picks):
            out.append((f"{p}p#{k}", rules.to_json(state)))
            seat = (rules.to_act(state) or [None])[0]
            out.append((f"{p}p#{k} view {seat}", rules.to_json(rules.view(state, seat))))
    return [(why, json.loads(json.dumps(d))) for why, d in out]


def exercise(rules, state) -> None:
    """Every protocol call on an accepted state: the queries, the views and their JSON, the
    log lines, and a few steps of each seat to act.  A view (what an AI worker or a network
    client parses) is played as the AI plays it: its own seat's actions, on a determinization."""
    players = state.players
    # from_json runs the invariants: what it accepts has no invariant problem (the soak trusts
    # this of games that say ``from_json_runs_invariants`` and runs them only once a step)
    if callable(getattr(rules, "check_invariants", None)):
        assert rules.check_invariants(state) == []
    to_act = rules.to_act(state)
    rules.scores(state)
    for viewer in [*range(players), None]:
        view = rules.view(state, viewer)
        rules.from_json(json.loads(json.dumps(rules.to_json(view))))
    assert rules.from_json(json.loads(json.dumps(rules.to_json(state)))) == state
    if rules.is_over(state):
        rules.winners(state)
        return
    own = viewers(rules, state)
    for seat in to_act:
        if own and (seat not in own or None in own):
            continue
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} to act without a legal action"
        full = rules.determinize(state, seat, Rng(seat)) if own else state
        assert rules.legal_actions(full, seat) == legal
        for action in legal[:2] + legal[-1:]:
            rules.describe(action, "en", seat, seat)
            rules.describe(action, "uk", None, seat)
            nxt, events = rules.step(full, seat, action)
            rules.view_events(events, None)
            rules.to_act(nxt)


def fuzz_faults(game_id: str, n: int, seed: int = 0, base: int = 0,
                mutations: int = 1) -> tuple[list[str], int]:
    """``n`` mutants (chosen by ``seed``, ``mutations`` changes each) of the states of the
    playouts with seed ``base``: the faults found, and how many mutants from_json refused."""
    rules = rules_for(game_id)
    bases = fuzz_states(game_id, base)
    rng = Rng(seed * 7919 + len(game_id))
    faults, refused = [], 0
    for k in range(n):
        why, bad = bases[k % len(bases)]
        strings = sorted({v for _, v in _paths(bad) if isinstance(v, str)}) or ["?"]
        changes = []
        for _ in range(mutations):
            path, value = rng.choice(list(_paths(bad))[1:] or [((), bad)])
            new = _mutant(value, strings, rng)
            bad = _set(bad, path, new)
            changes.append(f"{'/'.join(map(str, path))} {value!r:.40} -> {new!r:.40}")
        label = f"{why}: {', '.join(changes)}"
        try:
            state = rules.from_json(bad)
        except ValueError:
            refused += 1
            continue
        except Exception as exc:        # noqa: BLE001 - the point of the test
            faults.append(f"{label}: from_json raised {type(exc).__name__}: {exc}")
            continue
        try:
            exercise(rules, state)
        except Exception as exc:        # noqa: BLE001 - the point of the test
            faults.append(f"{label}: accepted, then {type(exc).__name__}: {exc}")
    return faults, refused


def _fuzz(game_id: str, n: int) -> None:
    faults, refused = fuzz_faults(game_id, n)
    assert refused, "no mutation was refused: the fuzz does not reach from_json's checks"
    assert not faults, f"{len(faults)} of {n} mutated states:\n" + "\n".join(faults[:15])


@pytest.mark.parametrize("game_id", registered())
def test_from_json_of_a_mutated_state_refuses_it_or_gives_a_playable_state(game_id):
    _fuzz(game_id, FUZZ_PER_GAME)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", registered())
def test_from_json_fuzz_long(game_id):
    """Deselected by default (``-m 'not slow'``); ``-m ""`` or ``-m slow`` runs it: other
    mutation seeds, other playouts, up to three mutations at once."""
    faults, refused = [], 0
    for k in range(3):
        f, r = fuzz_faults(game_id, FUZZ_PER_GAME_SLOW // 3, seed=k + 1, base=k + 1,
                           mutations=k + 1)
        faults += f
        refused += r
    assert refused, "no mutation was refused: the fuzz does not reach from_json's checks"
    assert not faults, f"{len(faults)} mutated states:\n" + "\n".join(faults[:15])


# what the long fuzz found accepted (a path into a real state's JSON, the value put there, what the
# refusal must say); each stays refused: the first state of the seed-0 playouts (full state, then
# a view) that has the path is mutated
FUZZ_FINDS = [
    ("wonderful_world", ("seats", 0, "drafted", 0), "?", "hidden card .* draft area"),
    # (seat 2: in the seed-0 random playouts the first seat to build a card)
    ("wonderful_world", ("seats", 2, "built", 0), "?", "hidden card .* empire"),
    ("wonderful_world", ("discard", 0), "?", "hidden card .* discard"),
    ("wild_venture", ("start_pool", 0), "?", "hidden card .* start_pool"),
    # a solo game's round moved without its development funds (later IndexError: no fund left)
    ("wonderful_world", ("round",), 3, "development funds"),
    ("wonderful_world", ("funds", 0), [], "development fund without 5 cards"),
]


def _has(data, path) -> bool:
    for k in path:
        if isinstance(data, dict) and k in data or isinstance(data, list) and \
                isinstance(k, int) and k < len(data):
            data = data[k]
        else:
            return False
    return True


def _first_with(game_id: str, path) -> dict:
    rules = get_rules(game_id)
    for p in rules.player_counts:
        history, final = playout(game_id, p, 0)
        states = [h[0] for h in history] + [final]
        for make in (lambda s: s, lambda s: rules.view(s, (rules.to_act(s) or [0])[0])):
            for state in states:
                data = json.loads(json.dumps(rules.to_json(make(state))))
                if _has(data, path):
                    return data
    raise AssertionError(f"no state of the seed-0 playouts has {path}")


@pytest.mark.parametrize("game_id,path,value,match", FUZZ_FINDS)
def test_the_long_fuzz_finds_stay_refused(game_id, path, value, match):
    data = _first_with(game_id, path)
    get_rules(game_id).from_json(data)
    with pytest.raises(ValueError, match=match):
        get_rules(game_id).from_json(_set(data, path, value))


# -- from_json asks every protocol question once (engine/rules/playable.py) ---------------------
def _rewired(game_id: str, **calls):
    """The game's rules with some of its own functions replaced (a game with a bug)."""
    import copy
    rules = copy.copy(get_rules(game_id))
    for name, fn in calls.items():
        setattr(rules, name, fn)
    return rules


def _mid_and_end(game_id: str):
    rules = get_rules(game_id)
    history, final = playout(game_id, rules.player_counts[0], 0)
    mid = history[len(history) // 2][0]
    return (json.loads(json.dumps(rules.to_json(mid))),
            json.loads(json.dumps(rules.to_json(final))), mid)


@pytest.mark.parametrize("game_id", registered())
def test_from_json_refuses_a_state_the_protocol_cannot_play(game_id):
    rules = get_rules(game_id)
    mid_json, end_json, mid = _mid_and_end(game_id)
    to_act = rules.to_act(mid)
    idle = next(s for s in range(mid.players) if s not in to_act) if len(to_act) < mid.players \
        else None
    cases = [
        ("nobody is to act", {"_to_act": lambda s: []}, mid_json),
        ("seats to act", {"_to_act": lambda s: [mid.players]}, mid_json),
        ("scores", {"_scores": lambda s: [0] * (s.players + 1)}, mid_json),
        ("winners", {"_winners": lambda s: []}, end_json),
        ("view of seat 0 fails", {"_view": lambda s, v: {}[v]}, mid_json),
        ("KeyError", {"validate_state": lambda s: {}["board"]}, mid_json),
    ]
    if idle is not None:
        cases.append(("no legal action", {"_to_act": lambda s: to_act + [idle]}, mid_json))
    for why, calls, data in cases:
        with pytest.raises(ValueError, match=why) as err:
            _rewired(game_id, **calls).from_json(data)
        assert game_id in str(err.value)
    assert rules.from_json(mid_json) == mid


@pytest.mark.parametrize("game_id", registered())
def test_validate_state_is_the_games_own_last_word(game_id):
    rules = get_rules(game_id)
    mid_json, _, mid = _mid_and_end(game_id)
    seen = []

    def refuse(state):
        seen.append(state)
        raise ValueError("the temple is in two places")
    with pytest.raises(ValueError, match="the temple is in two places"):
        _rewired(game_id, validate_state=refuse).from_json(mid_json)
    assert seen == [mid]
