"""Every error the table server and the client give has a message key in both languages
(a Ukrainian player read "Не вдалося приєднатися: no table ABC234")."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from engine.net.errors import ERRORS, key_of, localise
from tests.uitest import make_app

ROOT = Path(__file__).resolve().parents[1]
RAISERS = {"Refused", "NetError", "ProtocolError", "IllegalAction", "_close"}


def _sample(node: ast.AST) -> str | None:
    """The English text of a message literal, each ``{...}`` filled with a sample value."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "X1" for v in node.values)
    return None


def raised_messages() -> list[tuple[str, str]]:
    out = []
    for path in sorted((ROOT / "engine" / "net").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")
            if name in RAISERS and node.args:
                text = _sample(node.args[-1])
                if text is not None:
                    out.append((path.name, text))
    return out


def test_every_error_in_the_network_code_has_a_key():
    found = raised_messages()
    assert len(found) > 30
    missing = [(f, text) for f, text in found if key_of(text) is None]
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_key_is_told_in_both_languages(lang):
    table = json.loads((ROOT / "assets" / "i18n" / f"net.{lang}.json").read_text("utf-8"))
    assert [k for k, _ in ERRORS if f"neterr.{k}" not in table] == []


def test_a_join_error_reads_in_ukrainian(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, lang="uk")
    try:
        t = app.i18n.t
        assert localise(t, "no table ABC234") == "немає столу ABC234 (чи правильний код?)"
        text = localise(t, "the server closed the connection (too many messages)")
        assert text == "сервер закрив з'єднання (забагато повідомлень)"
        join = app.make("join")
        join.values.update(address="127.0.0.1:9", code="ABC234")
        join.look()                                 # nothing listens on port 9 here
        assert join.error.startswith("Не вдалося приєднатися: за адресою 127.0.0.1:9 ніхто")
        assert "nothing" not in join.error
    finally:
        app.shutdown()
