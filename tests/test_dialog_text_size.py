"""A question's text is read at the size of every other dialog's, however long (play-test: the
"Resume your table?" dialog's sentence was squeezed onto one line at a fraction of the size);
it wraps instead, inside the dialog and above its buttons."""
from __future__ import annotations

import pytest

from engine.render import Renderer, TextProbe
from scenes.confirm import ConfirmScene
from tests.uitest import driver, make_app

LONG = {"en": "You hosted a table of Coatl that is not finished (JY4-DRL, 43 moves). Resume it "
              "with the same code, so your friends rejoin their seats?",
        "uk": "Ви відкрили стіл гри Коатль, яку не закінчено (JY4-DRL, 43 ходи). Продовжити з "
              "тим самим кодом, щоб друзі повернулися на свої місця?"}


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("uk", (800, 450))])
def test_a_long_question_wraps_at_the_dialog_size_inside_the_panel(monkeypatch, tmp_path, lang,
                                                                   size):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    probe = TextProbe()
    app.scenes.push(ConfirmScene(app, "Resume your table?", LONG[lang],
                                 [("yes", "Resume", "primary"), ("no", "Back", "secondary")],
                                 lambda v: None))
    Renderer.probe = probe
    try:
        driver(app).frames(3)
    finally:
        Renderer.probe = None
    scale = min(size[0] / 1920, size[1] / 1080)
    lines = [rec for rec in probe.records if rec.kind == "text" and rec.text
             and " ".join(rec.text.split()) in LONG[lang]]
    assert " ".join(" ".join(rec.text.split()) for rec in lines) == LONG[lang]
    top = min(rec.rect[1] for rec in lines)
    bottom = max(rec.rect[1] + rec.rect[3] for rec in lines)
    assert bottom - top > 1.5 * lines[0].px, "wrapped onto lines, not squeezed onto one"
    buttons = [rec for rec in probe.records if rec.text in ("Resume", "Back")]
    for rec in lines:
        assert rec.px >= round(28 * scale) - 1, rec                    # the dialog's size
        assert rec.rect[1] + rec.rect[3] <= min(b.rect[1] for b in buttons), rec
        left, right = rec.rect[0], rec.rect[0] + rec.rect[2]
        assert left >= (960 - 750) * scale and right <= (960 + 750) * scale, rec
    app.shutdown()
