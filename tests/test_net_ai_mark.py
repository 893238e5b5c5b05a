"""An AI seat's name travels bare ("Mira", as typed or the host's default) and every screen adds
its own language's AI mark once: an English host's table read from a Ukrainian join screen says
"Місце 3: Mira (ШІ)", never "Mira (AI) (ШІ)", and a Ukrainian host's the other way round
"Seat 3: Міра (AI)".  Loopback only."""
from __future__ import annotations

import pytest

from engine.net.client import SeatClient
from engine.net.protocol import bare_name
from engine.session import Seat
from tests.netplay import create_table
from tests.test_net_lobby import host_from_app, text_of
from tests.test_net_rejoin import open_join
from tests.uitest import driver, make_app


def test_bare_name_takes_off_the_mark_of_any_language():
    assert bare_name("Mira (AI)") == "Mira"
    assert bare_name("Міра (ШІ)") == "Міра"
    assert bare_name("Mira (AI) (ШІ)") == "Mira"
    assert bare_name("Mira") == "Mira"


@pytest.mark.parametrize("lang, default, mark", [("en", "Mira", "(AI)"),
                                                 ("uk", "Міра", "(ШІ)")])
def test_the_host_sends_the_ai_seat_name_bare_and_marks_it_in_its_own_language(
        monkeypatch, tmp_path, hosting, lang, default, mark):
    app = make_app(monkeypatch, tmp_path, lang=lang)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1),
                                       Seat("ai", "random", "", 2)])
        watcher = SeatClient.watch(lobby.hosted.url, lobby.code)
        try:
            assert watcher.state.seats[2]["name"] == default      # on the wire: bare
        finally:
            watcher.close()
        assert text_of(lobby, "host.seat.2") == f"{default} {mark}"
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang, sent, shown", [
    ("uk", "Mira", "Місце 3: Mira (ШІ)"),
    ("uk", "Mira (AI)", "Місце 3: Mira (ШІ)"),      # a table made by an older app
    ("en", "Міра", "Seat 3: Міра (AI)"),
])
def test_the_join_screen_marks_an_ai_seat_once_in_its_own_language(
        monkeypatch, tmp_path, served_url, lang, sent, shown):
    url = served_url
    code = create_table(url, "coatl", [{"kind": "human", "name": "Olena"}, {"kind": "human"},
                                       {"kind": "ai", "level": "random", "name": sent}])["code"]
    app = make_app(monkeypatch, tmp_path, lang=lang)
    d = driver(app)
    try:
        open_join(d, app, url, code)
        assert text_of(app.scenes.top, "join.seat.2") == shown
    finally:
        app.shutdown()
