"""A coatl's tooltip tells its real state (play-test: a finished, locked coatl still said
"(counted when complete)"): a growing coatl's points count only once complete, a coatl
completed this turn may still take cards or a temple, a locked one scores what it shows."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.rules.coatl import RULES
from scenes.coatl import table as T
from tests.rules.test_coatl import add_coatl, kept
from tests.test_table_descriptions import table_input


def _tips(s, lang):
    specs = T.describe(table_input(RULES, s, 0, load_layout(T.LAYOUT), lang=lang))
    return [sp.tooltip for sp in specs if sp.kind == "coatl_row"]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_each_coatl_tooltip_says_its_state(lang):
    s = kept()
    s = add_coatl(s, 0, ["hB", "bB", "tB"], cards=["count_blue"], locked=True)
    s = add_coatl(s, 0, ["hR", "bR", "bR", "tR"], cards=["count_red"], locked=False)
    s = add_coatl(s, 0, ["hY", "bY"])
    tips = _tips(s, lang)
    from engine.i18n import I18n
    t = I18n(lang).t
    locked, complete, growing = tips[:3]
    assert locked.startswith(t("coatl.tip.pieces", n=3) + "; ")
    assert t("coatl.tip.row_locked", n=0).split(":")[0] in locked
    assert complete.startswith(t("coatl.tip.pieces", n=4) + "; ")
    assert t("coatl.tip.row_complete", n=0).split(":")[0] in complete
    assert growing == t("coatl.tip.row", pieces=t("coatl.tip.pieces", n=2),
                        state=t("coatl.tip.row_open", n=0))
    for tip in (locked, complete):
        assert "when complete" not in tip and "коли коатля завершено" not in tip
    if lang == "en":
        assert locked.startswith("3 pieces; finished and locked: it scores ")
    else:
        assert growing.startswith("2 частини; його карти дали б зараз 0 очок")


def test_done_button_never_covers_the_sacrifice_tokens_or_the_header():
    # play-test (800x450): "Done" lay over the sacrifice tokens in the seat's header
    from tests.rules.test_coatl import acts, do
    s = kept(options={"sacrifice": True})
    pick = next(a for a in acts(s) if a[0] == "pick")
    s, _ = do(s, *pick)
    assert ("done",) in acts(s)
    specs = T.describe(table_input(RULES, s, 0, load_layout(T.LAYOUT)))
    done = [sp for sp in specs if sp.key == "coatl.btn.done"]
    covered = [sp for sp in specs if sp.kind in ("coatl_token", "coatl_me", "coatl_card")]
    assert done and any(sp.kind == "coatl_token" for sp in covered)

    def rect(sp):
        return sp.x - sp.w / 2, sp.y - sp.h / 2, sp.x + sp.w / 2, sp.y + sp.h / 2
    a = rect(done[0])
    for sp in covered:
        b = rect(sp)
        assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), sp.key


@pytest.mark.parametrize("size,lang", [((800, 450), "en"), ((1280, 720), "uk")])
def test_a_click_on_an_opponents_panel_shows_their_coatls_large(monkeypatch, tmp_path, size,
                                                                 lang):
    # play-test (800x450): opponents' coatls were tiny unlabelled icons and a click did nothing
    from tests.uitest import look_shot, start_table
    from tests.test_coatl_scene import play_until
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random", "ai:random"], seed=3, size=size,
                                         lang=lang, speed=8.0)
    assert play_until(d, scene, session, lambda legal: any(a[0] == "take" for a in legal))
    s = session.state
    s = add_coatl(s, 1, ["hB", "bB", "tB"], cards=["count_blue"], locked=True)   # to look at
    session.history.append(s)
    scene.resync()
    d.frames(2)
    d.click("coatl.panel.1")
    d.frames(2)
    assert scene.big_seat() == 1 and scene.my_turn()
    specs = scene.table_specs()
    rows = [sp for sp in specs if sp.kind == "coatl_row"]
    assert rows and rows[0].params["title"] == scene.t("coatl.coatl_n", n=1)
    assert rows[0].params["sub"] == scene.t("coatl.locked")
    assert not any(sp.click for sp in rows)                 # nothing of theirs to play on
    assert any(sp.key == "coatl.btn.back" for sp in specs)
    assert not any(sp.key == "coatl.btn.end" for sp in specs)
    assert any(sp.key == "coatl.panel.0" for sp in specs)   # own panel, to go back by
    look_shot(app, f"coatl_peek_{lang}_{size[0]}.png")
    steps = len(session.steps)
    # the disk no longer glows while theirs is shown: a click says to go back (play-test 14)
    take = next(sp for sp in specs if sp.kind == "coatl_disk_slot" and sp.params.get("refused")
                and sp.params.get("pieces"))
    assert not take.click and not take.params["active"]
    app.toast = None
    d.click(take.name or take.key)
    d.frames(2)
    assert len(session.steps) == steps                      # no move while looking
    assert app.toast is not None and take.params["refused"] in app.toast[0]
    d.click("coatl.btn.back")
    d.frames(2)
    assert scene.big_seat() == 0
    app.shutdown()
