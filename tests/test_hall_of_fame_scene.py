"""Menu entries, the results screen keeping a finished game, the new-record banner and the
hall of fame screen (headless, real mouse events)."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Clickable, Name, Transform
from engine.games import load_scene
from engine.records import RecordsStore, hall, stats_rows
from engine.replays import ReplayStore
from engine.rules.rng import Rng
from engine.session import GameSession, Seat
from scenes.hall_of_fame import HallOfFameScene
from scenes.menu import MenuScene
from scenes.replays import ReplaysScene
from scenes.results import ResultsScene
from tests.uitest import driver

GAME = "world_in_progress"


def finished(seats: list[Seat], seed: int = 3, game: str = GAME) -> GameSession:
    s = GameSession.new(game, seats, seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


def human_vs_ai(seed: int = 3) -> GameSession:
    return finished([Seat("human", "normal", "Olena", 0), Seat("ai", "hard", "Taras (AI)", 1)], seed)


def show_results(app, session, demo=False, counts=True):
    table = load_scene(session.game)(app, session, demo=demo)
    table.counts_for_records = counts
    app.scenes.replace(table)
    app.push("results", game_scene=table, demo=demo)
    return table


def test_results_keep_a_finished_game_once_with_the_human_only(app):
    session = human_vs_ai()
    table = show_results(app, session)
    d = driver(app)
    d.frames(2)
    results = d.scene
    assert isinstance(results, ResultsScene)
    data = RecordsStore().load()
    table_rows = hall(data, GAME, 2)
    assert [e["name"] for e in table_rows] == ["Olena"]          # the AI seat counts in nothing
    assert table_rows[0]["score"] == session.rules.scores(session.state)[0]
    assert table_rows[0]["vs"] == ["hard"]
    assert [r.name for r in stats_rows(data, GAME)] == ["Olena"]
    assert results.banner() == ("Hall of fame: Olena enters the table at 1st place "
                                "(World in Progress, 2 players)")
    assert results.replay_id and ReplayStore().ids() == [results.replay_id]
    # the same finished table shown again (a language change, a second results screen): once
    app.push("results", game_scene=table)
    d.frames(1)
    assert len(hall(RecordsStore().load(), GAME, 2)) == 1 and len(ReplayStore().ids()) == 1
    assert d.scene.banner() == results.banner()


@pytest.mark.parametrize("demo,counts", [(True, True), (False, False)])
def test_demo_and_tutorial_games_are_not_kept(app, demo, counts):
    show_results(app, human_vs_ai(), demo=demo, counts=counts)
    driver(app).frames(2)
    assert RecordsStore().load()["halls"] == {} and ReplayStore().ids() == []


def test_banner_names_each_human_with_a_record_and_ordinals(app):
    show_results(app, finished([Seat("human", "normal", "Olena", 0),
                                Seat("human", "normal", "Mira", 1)]))
    d = driver(app)
    d.frames(2)
    text = d.scene.banner()
    assert text.startswith("Hall of fame (World in Progress, 2 players):")
    assert "record" not in text.lower() and "win" not in text.lower()
    assert "Olena: " in text and "Mira: " in text and "1st place" in text and "2nd place" in text


def test_results_buttons_open_the_hall_of_fame_and_the_replay(app):
    show_results(app, human_vs_ai())
    d = driver(app)
    d.frames(2)
    assert all(d.has(n) for n in ("results.again", "results.replay", "results.hall", "results.menu"))
    d.click("results.hall")
    hof = d.scene
    assert isinstance(hof, HallOfFameScene)
    assert hof.game == GAME and hof.players == 2 and hof.places == {1}
    assert [e["name"] for e in hof.rows()] == ["Olena"]
    d.frames(2)
    d.click("hall.back")                    # Back returns to the results it was opened from
    assert type(d.scene).__name__ == "ResultsScene"
    d.frames(2)
    d.click("results.menu")
    assert isinstance(d.scene, MenuScene) and d.scene.game == GAME
    show_results(app, human_vs_ai(4))
    d.frames(2)
    d.click("results.replay")
    assert type(d.scene).__name__ == "ReplayScene"


def test_hall_of_fame_tabs_switch_game_and_player_count(app):
    app.goto("hall_of_fame", game="coatl")
    d = driver(app)
    d.frames(2)
    assert d.scene.game == "coatl" and d.scene.rows() == []
    d.click("hall.game.dice_forge")
    assert d.scene.game == "dice_forge"
    d.click("hall.players.4")
    assert d.scene.players == 4 and d.scene.rows() == []
    d.frames(2)
    d.click("hall.stats_scope")
    assert d.scene.stats_all and d.scene.game == "dice_forge"
    d.frames(2)


def test_a_damaged_records_file_is_a_message_not_a_crash(app):
    store = RecordsStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text('{"version": 1, "halls": ', encoding="utf-8")
    app.goto("hall_of_fame")
    d = driver(app)
    d.frames(2)
    assert isinstance(d.scene, HallOfFameScene) and app.toast and "moved aside" in app.toast[0]
    assert not store.path.exists()


def test_menu_has_learn_hall_and_replays_and_every_button_fits_apart(app, monkeypatch):
    app.goto("menu", game="coatl")
    d = driver(app)
    d.frames(2)
    esper.switch_world(d.scene.world)
    rects = {}
    for ent, (name, tf, _c) in esper.get_components(Name, Transform, Clickable):
        if name.name.startswith("menu.") and "." not in name.name[5:]:
            rects[name.name] = tf.rect
    for needed in ("menu.start", "menu.learn", "menu.demo", "menu.rules", "menu.resume",
                   "menu.hall", "menu.replays", "menu.settings", "menu.quit"):
        assert needed in rects, needed
    for a, (ax, ay, aw, ah) in rects.items():
        assert 0 <= ax and ax + aw <= 1920 and 0 <= ay and ay + ah <= 1080, a
        for b, (bx, by, bw, bh) in rects.items():
            if a < b:
                assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a, b)
    calls = []
    real_goto = app.goto
    monkeypatch.setattr(app, "goto", lambda name, **kw: calls.append((name, kw)) or None)
    d.click("menu.learn")
    assert calls == [("tutorial", {"game": "coatl"})]
    monkeypatch.setattr(app, "goto", real_goto)
    d.click("menu.hall")
    assert isinstance(d.scene, HallOfFameScene) and d.scene.game == "coatl"
    d.frames(2)
    d.click("hall.back")
    d.frames(2)
    d.click("menu.replays")
    assert isinstance(d.scene, ReplaysScene)


def test_the_hall_of_fame_opens_at_the_menus_game_and_player_count(app):
    """Play-test 13: the menu on Dice Forge for 4 opened the hall of fame at 2 players."""
    app.goto("menu", game="dice_forge")
    d = driver(app)
    d.frames(2)
    d.click("menu.players.4")
    assert d.scene.players == 4
    d.click("menu.hall")
    assert isinstance(d.scene, HallOfFameScene)
    assert (d.scene.game, d.scene.players) == ("dice_forge", 4)
    d.click("hall.back")
    assert isinstance(d.scene, MenuScene) and (d.scene.game, d.scene.players) == ("dice_forge", 4)
