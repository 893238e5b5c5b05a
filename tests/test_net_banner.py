"""The network table's banner at every size: its own button (the host's "To the AI…", a
joiner's "Reconnect") has a label of 10 px or more on screen at 1280x720 and 800x450, the
banner's text keeps clear of that button and is not cut, and the app's notes ("Petro is back")
are drawn under the banner, never over its text.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pygame
import pytest

from engine.net.client import SeatClient
from engine.net.server import ServerThread, TableServer
from scenes.netplay import HAND_BUTTON, RECONNECT
from tests.netplay import create_table
from tests.test_text_sizes import TABLE_PX
from tests.uitest import drawn_texts, driver, make_app

SIZES = [(1280, 720), (800, 450)]


def seated(monkeypatch, tmp_path, size, lang, host: bool, game: str = "coatl"):
    """Olena at a ``game`` table in the app (holding the host token if ``host``), Petro joined
    from a client; the game has begun."""
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    made = create_table(url, game, [{"kind": "human", "name": "Olena"},
                                       {"kind": "human", "name": "Petro"}])
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    me = SeatClient.join(url, made["code"], 0, "Olena")
    friend = SeatClient.join(url, made["code"], 1, "Petro")
    app.scenes.push(app.make("net_table", seat_client=me, url=url,
                             host_token=made["host_token"] if host else None))
    d = driver(app)
    d.frames(5)
    # Petro's join reaches Olena's app as a message of its own: a test that drops him before it
    # arrived saw him away, then back (his join), then away again
    table = app.scenes.top.net_watch.session.table
    d.wait(lambda: all(s["connected"] for s in table.seats), 600)
    return app, d, thread, friend


def drawn(app) -> list:
    """Every text of one whole frame (the table, its banner, a note over it)."""
    return drawn_texts(app, whole=True)


def check_banner(app, button: str) -> None:
    scene, r = app.scenes.top, app.renderer
    texts = drawn(app)
    label = scene.find(button)
    assert label is not None, f"no {button} in the banner"
    from engine.ecs.components import Transform, Visual
    import esper
    tf = esper.component_for_entity(label, Transform)
    box = pygame.Rect(r.rect(*tf.rect))
    inside = [rec for rec in texts if box.contains(pygame.Rect(rec.rect).clip(box))
              and pygame.Rect(rec.rect).colliderect(box) and rec.kind != "banner"]
    assert inside, "the button drew no label"
    for rec in inside:
        assert rec.px >= TABLE_PX - 0.05, f"the button's {rec.text!r} is {rec.px:.1f} px"
    want = esper.component_for_entity(label, Visual).params["text"]
    assert {rec.text for rec in inside} == {want}, f"the button's {want!r} was cut"
    title = scene.banner_text()
    banner = [rec for rec in texts if rec.kind == "banner"]
    assert any(rec.text == title for rec in banner), \
        f"the banner's {title!r} was cut: {[rec.text for rec in banner]}"
    for rec in banner:
        assert not pygame.Rect(rec.rect).colliderect(box), \
            f"the banner's {rec.text!r} runs under the button"
    app.show_message("Petro is back")
    for rec in drawn(app):
        if rec.text == "Petro is back":
            for other in banner:
                assert not pygame.Rect(rec.rect).colliderect(pygame.Rect(other.rect)), \
                    f"the note covers the banner's {other.text!r}"
            break
    else:
        raise AssertionError("the note was not drawn")


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hosts_to_the_ai_button_is_readable_and_clear_of_the_banner(
        monkeypatch, tmp_path, size, lang):
    app, d, thread, friend = seated(monkeypatch, tmp_path, size, lang, host=True)
    try:
        friend.close()                          # Petro drops: the host may hand his seat over
        assert d.wait(lambda: d.has(HAND_BUTTON), 600)
        d.frames(2)
        check_banner(app, HAND_BUTTON)
    finally:
        app.shutdown()
        thread.stop()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_joiners_reconnect_button_is_readable_and_clear_of_the_banner(
        monkeypatch, tmp_path, size, lang):
    app, d, thread, friend = seated(monkeypatch, tmp_path, size, lang, host=False)
    table = app.scenes.top
    try:
        thread.stop()
        assert d.wait(lambda: table.session.closed and d.has(RECONNECT), 600)
        d.frames(2)
        check_banner(app, RECONNECT)
        table.net_watch.back.retrying = True              # the quiet retry's longer title
        check_banner(app, RECONNECT)
    finally:
        app.shutdown()
        friend.close()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_closed_tables_banner_and_menu_button_fit(monkeypatch, tmp_path, size, lang):
    from scenes.netplay import TO_MENU
    app, d, thread, friend = seated(monkeypatch, tmp_path, size, lang, host=False)
    try:
        thread.stop(farewell=("host", "Oleksandra"))
        assert d.wait(lambda: d.has(TO_MENU), 600)
        d.frames(2)
        check_banner(app, TO_MENU)
    finally:
        app.shutdown()
        friend.close()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_unreachable_hosts_two_buttons_fit_beside_the_banner(monkeypatch, tmp_path, size,
                                                                 lang):
    from scenes import net_reconnect
    from scenes.netplay import TO_MENU
    monkeypatch.setattr(net_reconnect, "RETRY_S", 1e9)     # no quiet try: the state is set
    app, d, thread, friend = seated(monkeypatch, tmp_path, size, lang, host=False)
    table = app.scenes.top
    try:
        thread.stop()
        assert d.wait(lambda: table.session.closed and d.has(RECONNECT), 600)
        table.net_watch.back.failed = net_reconnect.UNREACHABLE_TRIES   # (tries timed out)
        d.frames(2)
        assert d.has(RECONNECT) and d.has(TO_MENU)
        check_banner(app, RECONNECT)
        check_banner(app, TO_MENU)
    finally:
        app.shutdown()
        friend.close()
