"""A `serve` table as a player meets it: before the start the banner waits for the seats to
fill, an unnamed AI seat is named as in the app ("Mira (AI)"), and a dropped seat is handed to
the AI with the host token that new-table printed (``python main.py hand-to-ai``).  Every
server listens on 127.0.0.1 only."""
from __future__ import annotations

import re
import subprocess
import sys

from engine.net.client import SeatClient
from engine.net.server import ServerThread, TableServer
from tests.netplay import ROOT, ServerProcess, create_table, wait_until
from tests.uitest import driver, make_app


def test_a_serve_table_waits_for_its_seats_and_names_its_ai(monkeypatch, tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    app = make_app(monkeypatch, tmp_path)
    try:
        made = create_table(url, "coatl", [{"kind": "human"}, {"kind": "human"},
                                           {"kind": "ai", "level": "random"}], start="full")
        assert made["table"]["seats"][2]["name"] == "Mira"
        me = SeatClient.join(url, made["code"], 0, "Olena")
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d = driver(app)
        d.frames(3)
        table = app.scenes.top
        assert table.banner_text() == "Waiting for the seats to fill"
        assert table.seat_name(2) == "Mira (AI)"
        friend = SeatClient.join(url, made["code"], 1, "Petro")
        assert d.wait(lambda: table.session.table.started, 300)
        assert "fill" not in table.banner_text()
        friend.close()
    finally:
        app.shutdown()
        thread.stop()


def test_the_host_token_of_new_table_hands_a_dropped_seat_to_the_ai(tmp_path):
    server = ServerProcess(tmp_path)
    try:
        address = server.url.split("://")[1]
        out = subprocess.run([sys.executable, "main.py", "new-table", address, "coatl",
                              "--seats", "human,human"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60, check=True).stdout
        command = re.search(r"python main.py (hand-to-ai .+ SEAT --host-token \S+)", out)
        assert command, out
        code = re.search(r"Table (\w{3}-\w{3})", out).group(1)
        olena = SeatClient.join(server.url, code, 0, "Olena")
        petro = SeatClient.join(server.url, code, 1, "Petro")
        wait_until(lambda: olena.state.started, 20, olena.pump, "the start")
        petro.close()                               # Petro drops
        wait_until(lambda: not olena.state.seats[1]["connected"], 20, olena.pump, "the drop")
        args = command.group(1).replace("SEAT", "2").split()
        done = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "Seat 2" in done.stdout
        wait_until(lambda: olena.state.seats[1]["kind"] == "ai", 20, olena.pump, "the AI")
        wrong = subprocess.run([sys.executable, "main.py", *args[:-1], "x" * 32], cwd=ROOT,
                               capture_output=True, text=True, timeout=60)
        assert wrong.returncode == 1 and "error" in wrong.stderr
        olena.close()
    finally:
        server.stop()
