"""Randomness nobody can predict: new games take 64-bit seeds from the operating system, a seed
becomes the RNG state through SHA-256 (neighbouring seeds give unrelated games), and a save or
replay dealt by another seed derivation is refused by name."""
from __future__ import annotations

import json

import pytest

from engine.rules.record import GameRecord, RecordError, RngVersionError, RulesVersionError
from engine.rules.rng import RNG_VERSION, Rng, seed_state
from engine.saves import SaveStore, checksum, save_problem
from engine.session import GameSession, Seat, new_seed

GAMMA = 0x9E3779B97F4A7C15          # SplitMix64's step


def _bits_apart(a: int, b: int) -> int:
    return bin(a ^ b).count("1")


def _outputs(seed: int, n: int) -> list[int]:
    rng = Rng(seed_state(seed))
    return [rng.next_u64() for _ in range(n)]


def test_seeds_one_apart_give_unrelated_states_and_sequences():
    starts = [0, 1, 41, 999_999_999, 2 ** 32 - 1, 2 ** 63, 2 ** 64 - 2, -7]
    state_bits = [_bits_apart(seed_state(s), seed_state(s + 1)) for s in starts]
    # a state one apart from another differs in a bit or two; an unrelated one in about 32
    assert all(16 <= b <= 48 for b in state_bits), state_bits
    agree = total = 0
    for s in starts:
        a, b = _outputs(s, 64), _outputs(s + 1, 64)
        assert not set(a) & set(b), f"seeds {s} and {s + 1} share outputs"
        agree += sum(64 - _bits_apart(x, y) for x, y in zip(a, b))
        total += 64 * 64
    assert 0.47 < agree / total < 0.53           # bit by bit, no more alike than chance


def test_no_seed_replays_another_seeds_rolls_shifted():
    """With state = seed + step, seed s + step dealt what seed s dealt, one draw later."""
    for s in (0, 1, 12345, 10 ** 9):
        later = _outputs(s + GAMMA, 32)
        assert not set(later) & set(_outputs(s, 64))


def test_neighbouring_seeds_deal_different_dice_forge_rolls():
    from engine.games import get_rules
    rules = get_rules("dice_forge")
    games = [rules.to_json(rules.new_game(2, s)) for s in range(2)]
    assert games[0] != games[1]


def test_the_seed_derivation_is_pinned_so_old_replays_stay_valid():
    """Changing how a seed becomes the RNG state changes every game dealt from a kept seed: if
    these values move, raise ``RNG_VERSION`` so saves and replays of the old deal are refused."""
    assert RNG_VERSION == 2
    assert [seed_state(s) for s in (0, 1, -1, 2 ** 64 - 1)] == [
        5188652632332545353, 13414858830624451036, seed_state(-1), 15472044174452889030]
    assert seed_state(-1) != seed_state(2 ** 64 - 1)      # the sign is part of the seed
    with pytest.raises(TypeError):
        seed_state(1.0)


def test_a_new_game_without_a_seed_takes_64_bits_from_the_os(monkeypatch):
    import secrets
    asked = []
    monkeypatch.setattr(secrets, "randbits", lambda k: asked.append(k) or (2 ** 64 - 3))
    s = GameSession.new("dice_forge", [Seat(), Seat("ai")])
    assert asked == [64] and s.record.seed == 2 ** 64 - 3
    monkeypatch.undo()
    seeds = {new_seed() for _ in range(64)}
    assert len(seeds) == 64 and all(0 <= x < 2 ** 64 for x in seeds)
    assert max(seeds) >= 2 ** 40            # not the old 10^9 range (chance of failing: 2^-1500)


def test_the_app_starts_a_game_without_a_seed_from_the_os(monkeypatch, tmp_path):
    import secrets

    from scenes.launch import new_session
    from tests.uitest import make_app
    app = make_app(monkeypatch, tmp_path)
    try:
        app.options.seed = None                # no --seed on the command line
        monkeypatch.setattr(secrets, "randbits", lambda k: 2 ** 63 + 12345)
        session = new_session(app, "coatl", [Seat(), Seat("ai")], demo=True)
        assert session.record.seed == 2 ** 63 + 12345
    finally:
        app.shutdown()


def _save(tmp_path, seed: int):
    store = SaveStore(tmp_path)
    s = GameSession.new("dice_forge", [Seat(), Seat("ai")], seed, autosave=store.write)
    for _ in range(5):
        seat = s.to_act()[0]
        s.submit(seat, s.rules.legal_actions(s.state, seat)[0])
    return store, s


def test_a_64_bit_seed_saves_and_resumes_exactly(tmp_path):
    store, s = _save(tmp_path, 2 ** 64 - 1)
    data = json.loads(store.autosave_path.read_text())
    assert data["seed"] == 2 ** 64 - 1 and data["rng"] == RNG_VERSION
    back = GameSession.from_record(store.load())
    assert s.rules.to_json(back.state) == s.rules.to_json(s.state)


def _rewritten(store, edit) -> None:
    data = json.loads(store.autosave_path.read_text())
    edit(data)
    data["sha256"] = checksum(data)
    store.autosave_path.write_text(json.dumps(data))


def test_a_save_dealt_before_the_new_derivation_is_refused_by_name(tmp_path):
    store, _ = _save(tmp_path, 77)
    _rewritten(store, lambda d: d.pop("rng"))        # a save written before seeds were mixed
    with pytest.raises(RngVersionError, match="older random number generator") as err:
        store.load()
    assert isinstance(err.value, RulesVersionError) and not err.value.newer
    assert not store.exists()                          # moved aside, the menu works again


@pytest.mark.parametrize("key,value", [("rng", RNG_VERSION + 1), ("rules_version", 99)])
def test_a_save_from_a_newer_build_says_newer(tmp_path, key, value):
    from engine.i18n import I18n
    store, _ = _save(tmp_path, 5)
    _rewritten(store, lambda d: d.update({key: value}))
    with pytest.raises(RulesVersionError, match="newer") as err:
        store.load()
    for lang, word, game in (("en", "newer", "Dice Forge"), ("uk", "новішою", "Кузня кубиків")):
        text = save_problem(I18n(lang), err.value)
        assert word in text and game in text


def test_a_record_made_in_code_is_written_with_this_builds_derivation():
    data = GameRecord("coatl", 2, 3).to_json()
    assert data["rng"] == RNG_VERSION
    assert GameRecord.from_json(data).rng_version == RNG_VERSION
    with pytest.raises(RecordError, match="damaged"):
        GameRecord.from_json({**data, "rng": "2"})


def _int_leaves(obj) -> set[int]:
    if isinstance(obj, dict):
        return set().union(*map(_int_leaves, obj.values())) if obj else set()
    if isinstance(obj, (list, tuple)):
        return set().union(*map(_int_leaves, obj)) if obj else set()
    return {obj} if isinstance(obj, int) and not isinstance(obj, bool) else set()


@pytest.mark.parametrize("game", ["world_in_progress", "wonderful_world", "dice_forge", "coatl",
                                  "wild_venture"])
def test_no_view_carries_the_rng_state(game):
    """What a seat or a network spectator receives never holds the state that predicts the
    next draw."""
    from engine.games import get_rules
    rules = get_rules(game)
    players = rules.player_counts[-1]
    state, rng = rules.new_game(players, 2 ** 64 - 12345), Rng(5)
    for _ in range(40):
        if rules.is_over(state):
            break
        secret = state.rng
        assert secret in _int_leaves(rules.to_json(state))
        for viewer in [*range(players), None]:
            assert secret not in _int_leaves(rules.to_json(rules.view(state, viewer)))
        seat = rng.choice(rules.to_act(state))
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def test_a_replay_kept_before_the_new_derivation_is_refused_by_name(tmp_path):
    from engine.replays import ReplayStore, summary_of
    s = GameSession.new("world_in_progress", [Seat("ai"), Seat("ai")], 9)
    rng = Rng(9)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    store = ReplayStore(tmp_path)
    rid = store.add(s.record, summary_of(s))
    assert store.load(rid).actions == s.record.actions          # this build's replays play
    path = tmp_path / f"{rid}.json"
    data = json.loads(path.read_text())
    del data["record"]["rng"]                                    # as kept before the change
    data["sha256"] = checksum(data)
    path.write_text(json.dumps(data))
    with pytest.raises(RngVersionError, match="older random number generator"):
        store.load(rid)
    assert (tmp_path / "broken" / f"{rid}.json").exists()
