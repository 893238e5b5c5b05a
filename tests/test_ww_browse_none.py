"""It's a Wonderful World: a click on another player's panel before any of their cards is
revealed says why nothing opens (play-test 14, 106.png: it did nothing; after a pick it showed
their cards)."""
from __future__ import annotations

from tests.uitest import start_table


def test_a_click_on_a_panel_with_nothing_to_show_says_why(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai", "ai"])
    d.frames(2)
    seat = scene.table_input().others[0]
    assert not scene.revealed_drafted(seat) and not session.state.seats[seat].built
    depth = len(app.scenes.scenes)
    assert scene.on_free_click(0, ("other", seat), 1)
    assert len(app.scenes.scenes) == depth                # nothing to browse...
    assert app.toast is not None and scene.seat_name(seat) in app.toast[0]   # ...and why
    app.shutdown()
