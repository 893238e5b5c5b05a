"""``TableInput.t`` keeps each text it said (engine/table_input.py): a text said again is the
same as one said anew, for every language, viewer and value — 1, 1.0 and True are equal as
keys but read differently, and a spectator reads a key's ``.watch`` form."""
from __future__ import annotations

from engine.i18n import I18n
from engine.table_input import TableInput


def _inp(lang: str, viewer: int | None) -> TableInput:
    return TableInput(view=None, viewer=viewer, focus=0, others=(), legal=(), layout=None,
                      lang=lang)


def test_a_kept_text_equals_the_text_said_anew():
    for lang in ("en", "uk"):
        i18n = I18n(lang)
        for viewer in (None, 0):
            inp = _inp(lang, viewer)
            key = "ww.draft_area"
            want = i18n.t(key + ".watch" if viewer is None and i18n.has(key + ".watch") else key)
            assert inp.t(key) == inp.t(key) == want
            for n in (1, 1.0, True, 2):
                assert inp.t("df.left", n=n) == i18n.t("df.left", n=n), (lang, n)
    assert _inp("en", None).t("ww.draft_area") != _inp("en", 0).t("ww.draft_area")
    assert _inp("en", 0).t("df.left", n=1) != _inp("en", 0).t("df.left", n=True)


def test_an_unhashable_value_is_said_anew():
    inp = _inp("en", 0)
    assert inp.t("df.left", n=[3]) == I18n("en").t("df.left", n=[3])
