"""Autosave, resume and bad save files: a clear message, the file moved aside, nothing lost."""
from __future__ import annotations

import json

import pytest

from engine.rules.record import GameRecord, RecordError
from engine.rules.rng import Rng
from engine.saves import SaveStore
from engine.session import GameSession, Seat
from scenes.menu import MenuScene
from tests.uitest import driver, make_app


def play_some(session: GameSession, n: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(n):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))


def test_autosave_after_every_action_resumes_exactly(tmp_path):
    store = SaveStore(tmp_path)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "hard", "Taras", 1)]
    s = GameSession.new("world_in_progress", seats, 42, autosave=store.write)
    play_some(s, 17)
    back = GameSession.from_record(store.load(), autosave=store.write)
    rules = s.rules
    assert rules.to_json(back.state) == rules.to_json(s.state)
    assert back.seats == s.seats
    assert len(back.record.actions) == 17


def test_save_is_written_atomically(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    s = GameSession.new("world_in_progress", [Seat(), Seat("ai")], 1, autosave=store.write)
    play_some(s, 3)
    good = store.autosave_path.read_text()

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        play_some(s, 1)
    assert store.autosave_path.read_text() == good   # the old save is intact


@pytest.mark.parametrize("content", ["", "{not json", '{"game": "world_in_progress"}',
                                     json.dumps({"version": 99, "game": "world_in_progress"}),
                                     json.dumps([1, 2, 3]), "\x00\x01\x02"])
def test_corrupt_or_unknown_saves_raise_a_clear_error_and_move_aside(tmp_path, content):
    store = SaveStore(tmp_path)
    tmp_path.mkdir(exist_ok=True)
    store.autosave_path.write_text(content)
    with pytest.raises(RecordError):
        store.load()
    assert not store.exists()
    assert list(tmp_path.glob("autosave.broken-*.json"))


def test_truncated_save_is_refused(tmp_path):
    store = SaveStore(tmp_path)
    s = GameSession.new("world_in_progress", [Seat(), Seat("ai")], 5, autosave=store.write)
    play_some(s, 6)
    text = store.autosave_path.read_text()
    store.autosave_path.write_text(text[: len(text) // 2])
    with pytest.raises(RecordError):
        store.load()


def test_a_save_whose_actions_do_not_replay_is_refused(tmp_path):
    store = SaveStore(tmp_path)
    rec = GameRecord("world_in_progress", 2, 1, {}, [{"kind": "human"}, {"kind": "ai"}],
                     [(0, ("refill", 9))])
    store.write(rec)
    with pytest.raises(RecordError):
        GameSession.from_record(store.load())


def test_resume_with_a_damaged_save_shows_a_message_and_the_menu_still_works(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    store = SaveStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_text('{"version": 1, "game": "world_in_progress", "actions": [')
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    d.click("menu.resume")
    assert isinstance(d.scene, MenuScene)
    assert app.toast and "could not be loaded" in app.toast[0]
    assert not store.exists()
    d.click("menu.start")            # the menu still works
    assert not isinstance(d.scene, MenuScene)
    app.shutdown()


def test_undo_takes_back_own_actions_until_hidden_information_is_revealed():
    seats = [Seat("human", "normal", "A", 0), Seat("human", "normal", "B", 1)]
    s = GameSession.new("world_in_progress", seats, 11)
    seat = s.to_act()[0]
    start = s.rules.to_json(s.state)
    first = s.rules.legal_actions(s.state, seat)[0]
    s.submit(seat, first)                       # a push: nothing hidden revealed
    assert s.can_undo(seat)
    assert not s.can_undo(1 - seat)             # never another seat's action
    s.undo(seat)
    assert s.rules.to_json(s.state) == start and s.record.actions == []
    s.submit(seat, first)
    place = s.rules.legal_actions(s.state, seat)[0]
    s.submit(seat, place)
    refill = s.rules.legal_actions(s.state, seat)[0]
    s.submit(seat, refill)                      # reveals a tile from a stack
    assert not s.can_undo(seat) and not s.can_undo(1 - seat)


@pytest.mark.parametrize("content", ["", "{", "[]", '{"lang": "xx", "volume": "loud"}', '{"speed": 99}'])
def test_a_damaged_settings_file_gives_sane_defaults(monkeypatch, tmp_path, content):
    from engine.settings import Settings
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text(content)
    s = Settings.load()
    assert s.lang in ("en", "uk") and 0.0 <= s.volume <= 1.0 and 0.25 <= s.speed <= 4.0


def test_a_save_of_a_game_this_build_cannot_play_is_refused(tmp_path):
    store = SaveStore(tmp_path)
    store.write(GameRecord("chess", 2, 1, {}, [{"kind": "human"}, {"kind": "human"}], []))
    with pytest.raises(RecordError, match="chess"):
        GameSession.from_record(store.load())


# -- validation on load: never code, only a game this build can replay -----------------------------
def _saved(tmp_path, n=8, seed=3):
    store = SaveStore(tmp_path)
    s = GameSession.new("world_in_progress", [Seat(), Seat("ai")], seed, autosave=store.write)
    play_some(s, n, seed)
    return store, json.loads(store.autosave_path.read_text())


def _rewrite(store, data, keep_checksum=False):
    from engine.saves import checksum
    if not keep_checksum:
        data["sha256"] = checksum(data)
    store.autosave_path.write_text(json.dumps(data))


@pytest.mark.parametrize("edit,why", [
    (lambda d: d.update(players=True), "header"),
    (lambda d: d.update(players=7, seats=[{"kind": "human"}] * 7), "7 players"),
    (lambda d: d.update(seed=2 ** 70), "header"),
    (lambda d: d.update(seed="1; import os"), "damaged"),
    (lambda d: d.update(game="__import__('os').system('x')"), "does not play"),
    (lambda d: d["actions"].append([5, ["refill", 0]]), "seat that does not exist"),
    (lambda d: d["actions"].append([0, {"__class__": "os.system"}]), "damaged"),
    (lambda d: d["actions"].insert(0, d["actions"][-1]), "does not replay"),
    (lambda d: d["seats"].append({"kind": "ai"}), "seats"),
    (lambda d: d["seats"][0].update(name="x" * 5000), "seats"),
    (lambda d: d.update(options={"rounds": [1, 2]}), "options"),
    (lambda d: d.update(actions=[[0, ["push"]]] * 300_000), "too"),
])
def test_a_save_with_a_valid_checksum_is_still_validated_field_by_field(tmp_path, edit, why):
    store, data = _saved(tmp_path)
    edit(data)
    _rewrite(store, data)
    with pytest.raises(RecordError, match=why):
        store.load()
    assert not store.exists() and list(tmp_path.glob("autosave.broken-*.json"))


def test_a_hand_edited_save_is_refused_by_its_checksum(tmp_path):
    store, data = _saved(tmp_path)
    data["seats"][0]["name"] = "Cheater"            # replays fine, but was edited by hand
    _rewrite(store, data, keep_checksum=True)
    with pytest.raises(RecordError, match="edited or damaged") as err:
        store.load()
    assert "moved aside to autosave.broken-" in str(err.value)
    assert not store.exists()


def test_a_save_from_a_newer_version_is_refused_by_name(tmp_path):
    store, data = _saved(tmp_path)
    data["version"] = 7
    _rewrite(store, data)
    with pytest.raises(RecordError, match="newer version"):
        store.load()
    assert not store.exists()


@pytest.mark.parametrize("text", ['{"a": NaN}', "[" * 100_000, '{"version": 1, "game": Infinity}'])
def test_json_oddities_are_refused_cleanly(tmp_path, text):
    store = SaveStore(tmp_path)
    tmp_path.mkdir(exist_ok=True)
    store.autosave_path.write_text(text)
    with pytest.raises(RecordError):
        store.load()
    assert not store.exists()


def test_a_huge_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    store, _ = _saved(tmp_path)
    monkeypatch.setattr("engine.saves.MAX_SAVE_BYTES", 100)
    with pytest.raises(RecordError, match="too large"):
        store.load()


def test_every_truncation_of_a_save_is_refused_never_crashes(tmp_path):
    store, _ = _saved(tmp_path, n=5)
    whole = store.autosave_path.read_bytes()
    for cut in range(0, len(whole), max(1, len(whole) // 40)):
        store.autosave_path.write_bytes(whole[:cut])
        with pytest.raises(RecordError):
            store.load()
        for p in tmp_path.glob("autosave.broken-*.json"):
            p.unlink()


def test_bad_saves_moved_aside_in_the_same_second_keep_each_file(tmp_path):
    store = SaveStore(tmp_path)
    for i in range(3):
        store.folder.mkdir(parents=True, exist_ok=True)
        store.autosave_path.write_text(f"broken {i}")
        with pytest.raises(RecordError):
            store.load()
    kept = sorted(p.read_text() for p in tmp_path.glob("autosave.broken-*.json"))
    assert kept == ["broken 0", "broken 1", "broken 2"]


def test_write_syncs_the_file_and_the_folder(tmp_path, monkeypatch):
    import os
    synced = []
    real = os.fsync
    monkeypatch.setattr("os.fsync", lambda fd: (synced.append(os.fstat(fd).st_mode), real(fd)))
    store = SaveStore(tmp_path)
    store.write(GameRecord("world_in_progress", 2, 1, {}, [{"kind": "human"}, {"kind": "ai"}], []))
    import stat
    assert any(stat.S_ISREG(m) for m in synced)
    if os.name == "posix":
        assert any(stat.S_ISDIR(m) for m in synced)
    assert store.load().seed == 1


def _ww_save(tmp_path):
    store = SaveStore(tmp_path)
    s = GameSession.new("wonderful_world", [Seat(), Seat("ai")], 5, autosave=store.write)
    play_some(s, 6, 5)
    return store, s, json.loads(store.autosave_path.read_text())


def test_a_save_carries_the_rules_version_it_was_played_under(tmp_path):
    store, s, data = _ww_save(tmp_path)
    version = s.rules.version           # 4 since placed krystallium and tokens stay put
    assert data["rules_version"] == version >= 4
    back = GameSession.from_record(store.load())
    assert back.record.rules_version == version and len(back.record.actions) == 6
    back.submit(back.to_act()[0], back.rules.legal_actions(back.state, back.to_act()[0])[0])
    assert json.loads(store.autosave_path.read_text())["rules_version"] == version


@pytest.mark.parametrize("edit,match", [
    (lambda d: d.pop("rules_version"), "older version of the wonderful_world rules"),  # before v2
    (lambda d: d.update(rules_version=1), "older version"),
    (lambda d: d.update(rules_version=2), "older version"),     # before discards lost tokens
    (lambda d: d.update(rules_version=3), "older version"),     # krystallium could move
    (lambda d: d.update(rules_version=99), "newer version"),
    (lambda d: d.update(rules_version="3"), "damaged"),
])
def test_a_save_played_under_other_rules_is_refused_by_name(tmp_path, edit, match):
    store, _s, data = _ww_save(tmp_path)
    edit(data)
    _rewrite(store, data)
    with pytest.raises(RecordError, match=match):
        store.load()
    assert not store.exists()           # moved aside, the menu works again


def test_resuming_an_old_rules_save_says_so_in_the_players_words(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    store = SaveStore()
    s = GameSession.new("wonderful_world", [Seat(), Seat("ai")], 5, autosave=store.write)
    play_some(s, 4, 5)
    data = json.loads(store.autosave_path.read_text())
    data.pop("rules_version")           # a save from before the card ids entered the actions
    _rewrite(store, data)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    d.click("menu.resume")
    assert isinstance(d.scene, MenuScene) and not store.exists()
    assert app.toast and "It's a Wonderful World" in app.toast[0]
    assert "older version of its rules" in app.toast[0]
    app.shutdown()


@pytest.mark.parametrize("content,speed,volume", [
    ('{"speed": NaN, "volume": NaN}', 1.0, 0.7),
    ('{"speed": Infinity, "volume": -Infinity}', 1.0, 0.7),
    ('{"speed": -1, "volume": 2}', 0.25, 1.0),
    ('{"speed": 2, "window_w": Infinity, "window_h": NaN}', 2.0, 0.7),
])
def test_a_settings_file_holding_nan_or_infinity_loads_sane_and_saves_sane(
        monkeypatch, tmp_path, content, speed, volume):
    import math

    from engine.settings import Settings
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text(content)
    s = Settings.load()
    assert (s.speed, s.volume) == (speed, volume)
    assert 800 <= s.window_w <= 8192 and 450 <= s.window_h <= 8192
    s.save()
    back = json.loads(Settings.path().read_text())       # strict JSON: no NaN left in the file
    assert all(math.isfinite(v) for v in (back["speed"], back["volume"]))


def _unwritable(tmp_path, how, monkeypatch):
    from engine.saves import SaveStore
    store = SaveStore()
    if how == "a folder where the save belongs":
        store.autosave_path.mkdir(parents=True)
    elif how == "a file where the folder belongs":
        store.folder.parent.mkdir(parents=True, exist_ok=True)
        store.folder.write_text("not a folder")
    else:                                # a read-only folder (the tests may run as root)
        def refused(*a, **k):
            raise PermissionError(13, "Permission denied")
        monkeypatch.setattr("engine.saves.open", refused, raising=False)
    return store


@pytest.mark.parametrize("how", ["a folder where the save belongs",
                                 "a file where the folder belongs", "a read-only folder"])
def test_an_autosave_that_cannot_be_written_is_told_and_the_game_goes_on(monkeypatch, tmp_path,
                                                                          how):
    from scenes.launch import start_game
    app = make_app(monkeypatch, tmp_path)
    store = _unwritable(tmp_path, how, monkeypatch)
    try:
        scene = start_game(app, "world_in_progress", [Seat(), Seat("ai")])
        assert scene is not None, "the game did not start"
        assert app.toast and "Autosave is off" in app.toast[0]
        assert "autosave.json" in app.toast[0]
        app.toast = None
        play_some(scene.session, 6)               # play on: no error, no second message
        assert app.toast is None and len(scene.session.record.actions) == 6
        assert not store.exists()
        if store.folder.is_dir():
            assert not list(store.folder.glob("*.tmp"))     # no half-written file left
    finally:
        app.shutdown()


def test_an_autosave_that_fails_mid_game_stops_quietly_after_one_message(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    told = []
    s = GameSession.new("coatl", [Seat(), Seat("ai")], 3, autosave=store.autosaver(told.append))
    play_some(s, 2)
    assert store.exists() and not told

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("os.replace", full)
    play_some(s, 4)
    assert told == [f"{store.autosave_path}: No space left on device"]
    assert len(GameSession.from_record(store.read()).record.actions) == 2   # the last good save
    assert not list(tmp_path.glob("*.tmp"))


def test_undo_does_not_reach_back_over_a_simultaneous_step_the_others_finished():
    """Coatl's keep: Olena keeps, Taras keeps, the keep is over and play begins. Olena's keep
    can no longer be taken back (it was taken back with Taras's replayed after it)."""
    from engine.session import GameSession, Seat
    s = GameSession.new("coatl", [Seat("human", "normal", "Olena", 0),
                                  Seat("human", "normal", "Taras", 1)], 5)
    phase = s.state.phase
    assert sorted(s.to_act()) == [0, 1]
    keep = [a for a in s.rules.legal_actions(s.state, 0) if a[0] == "keep"]
    s.submit(0, keep[0])
    assert s.can_undo(0), "alone in the keep, Olena may still take hers back"
    while 1 in s.to_act() and s.state.phase == phase:
        legal = s.rules.legal_actions(s.state, 1)
        s.submit(1, next((a for a in legal if a[0] == "keep"), legal[0]))
    assert s.state.phase != phase, "the keep is over"
    assert not s.can_undo(0)
