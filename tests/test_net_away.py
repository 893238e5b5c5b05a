"""Away and back are shown at once: an away player's panel says so ("Petro (away)"), a seat
handed to the AI says "(AI)" and, when its player is back, no longer — without waiting for the
next move.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pytest

from engine.net.client import SeatClient
from engine.render import Renderer, TextProbe
from tests.test_net_banner import drawn, seated


def server_steps(thread, code: str) -> int:
    return thread.call(lambda: len(thread.server.tables[code].session.steps))


def painted(app, d, want, frames: int = 300) -> bool:
    """Whether ``want(texts)`` comes true of the texts painted in the frames from now on (a
    cached picture is not painted again: a panel that is not redrawn shows its old name)."""
    probe = TextProbe()
    Renderer.probe = probe
    try:
        return d.wait(lambda: want({rec.text for rec in probe.records}), frames)
    finally:
        Renderer.probe = None


@pytest.mark.parametrize("game", ["coatl", "world_in_progress"])
def test_away_ai_and_back_show_on_the_panels_at_once(monkeypatch, tmp_path, game):
    app, d, thread, friend = seated(monkeypatch, tmp_path, (1280, 720), "en", host=True,
                                    game=game)
    table = app.scenes.top
    code, token = friend.code, friend.token
    url = table.session.url
    try:
        moves = len(table.session.steps)
        friend.close()                                  # Petro drops
        assert painted(app, d, lambda texts: "Petro (away)" in texts)
        assert table.seat_name(1) == "Petro"            # the name itself is unchanged
        assert len(table.session.steps) == moves        # no move was needed for "(away)"
        table.net_watch.hand_to_ai(1)                   # the host hands the seat over
        assert painted(app, d, lambda texts: "Petro (AI)" in texts)
        back = SeatClient.rejoin(url, code, 1, token)   # Petro is back: the AI stops
        at_rest = server_steps(thread, code)
        assert painted(app, d, lambda texts: "Petro" in texts)
        assert "Petro (AI)" not in {rec.text for rec in drawn(app)}
        assert "Petro (away)" not in {rec.text for rec in drawn(app)}
        assert server_steps(thread, code) == at_rest    # no move was needed for it
        back.close()
    finally:
        app.shutdown()
        thread.stop()


def test_a_joiner_waits_for_the_host_while_a_resumed_table_is_held(monkeypatch, tmp_path):
    app, d, thread, friend = seated(monkeypatch, tmp_path, (1280, 720), "en", host=False)
    table = app.scenes.top
    try:
        friend.update()
        friend.act(friend.state.legal[0])               # a move made: a game begun
        code = friend.code

        def hold() -> None:                             # as the host's app resumes it
            t = thread.server.tables[code]
            t.started = False
            thread.server._begin(t)
        thread.call(hold)
        assert d.wait(lambda: table.banner_text()
                      == "Waiting for the host to continue the game", 300)
        assert not table.my_turn() and table.legal() == []
    finally:
        app.shutdown()
        friend.close()
        thread.stop()
