"""A table code reads with its dash wherever a player meets it ("ABC-234"): in the server's
errors and in what ``serve`` prints.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pytest

from engine.net.client import NetClient
from engine.net.errors import localise
from engine.net.server import ServerThread, TableServer
from engine.rules import IllegalAction
from tests.uitest import make_app


def test_no_such_table_is_told_with_the_code_as_typed_with_its_dash(monkeypatch, tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    app = make_app(monkeypatch, tmp_path, lang="uk")
    try:
        client = NetClient(url)
        for typed in ("ABC-DEF", "abcdef"):
            with pytest.raises(IllegalAction) as got:
                client.request({"type": "info", "code": typed})
            assert str(got.value) == "no table ABC-DEF"
            assert localise(app.i18n.t, got.value) == "немає столу ABC-DEF (чи правильний код?)"
        client.close()
    finally:
        app.shutdown()
        thread.stop()
