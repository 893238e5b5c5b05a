"""A name that crossed the network is a name: the host's "Olena" (an English app's default)
reads "Olena" on a Ukrainian joiner's panels, banner and log alike — never "Олена" on some and
"Olena" on others; an AI seat's mark follows the joiner's language ("Mira (ШІ)"), its name
not.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

from engine.net.client import SeatClient
from engine.net.server import ServerThread, TableServer
from tests.netplay import create_table
from tests.test_net_banner import drawn
from tests.uitest import driver, make_app


def test_a_ukrainian_joiner_reads_the_names_as_they_were_given(monkeypatch, tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                       {"kind": "human"},
                                       {"kind": "ai", "level": "random", "name": "Mira (AI)"}])
    app = make_app(monkeypatch, tmp_path, lang="uk")
    host = SeatClient.join(url, made["code"], 0, "Olena")
    me = SeatClient.join(url, made["code"], 1, "Petro")
    try:
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d = driver(app)
        d.frames(5)
        table = app.scenes.top
        assert [table.seat_name(i) for i in range(3)] == ["Olena", "Petro", "Mira (ШІ)"]
        texts = " ".join(rec.text for rec in drawn(app))
        assert "Olena" in texts and "Mira (ШІ)" in texts
        assert "Олена" not in texts and "Міра" not in texts and "(AI)" not in texts
    finally:
        app.shutdown()
        host.close()
        thread.stop()
