"""Nothing is played in the lobby: a joiner's log is empty until the host presses Start, then
it begins with what set-up played (Dice Forge's opening rolls).  Loopback only."""
from __future__ import annotations

import pytest

from engine.net.client import NetClient, SeatClient
from tests.netplay import create_table
from tests.uitest import driver, make_app


def test_a_joiners_log_is_empty_in_the_lobby_and_begins_at_the_start(monkeypatch, tmp_path,
                                                                     served_url):
    url = served_url
    made = create_table(url, "dice_forge", [{"kind": "human", "name": "Olena"},
                                            {"kind": "human"},
                                            {"kind": "ai", "level": "random", "name": "Mira"}],
                        start="host")
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    host = SeatClient.join(url, made["code"], 0, "Olena")
    try:
        me = SeatClient.join(url, made["code"], 1, "Petro")
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d.frames(5)
        table = app.scenes.top
        assert table.banner_text() == "Waiting for the host to start the game"
        assert table.log.lines() == []
        NetClient(url).request({"type": "start", "code": made["code"],
                                "host_token": made["host_token"]})
        assert d.wait(lambda: table.session.table.started, 300)
        d.frames(3)
        texts = [text for _, text in table.log.lines()]
        assert any("Olena" in t and "round 1" in t for t in texts), texts
        assert any("divine blessing" in t for t in texts), texts
    finally:
        app.shutdown()
        host.close()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_lobby_note_names_the_app_and_its_button_as_the_menu_does(lang):
    from engine.i18n import I18n
    t = I18n(lang).t
    note = t("host.note")
    assert t("app.title") in note and t("menu.join") in note, note
    assert "Five Realms" not in note or lang == "en"
