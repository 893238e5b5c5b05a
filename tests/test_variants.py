"""The menu's variants pop-up: a game with several options shows one "Variants" button; the
pop-up lists every option, a click cycles a choice (a right click goes back), Done returns to
the menu with the choices kept, and the game starts with them."""
from __future__ import annotations

import esper

from engine.ecs.components import Visual
from engine.games import spec
from scenes.menu import MenuScene
from scenes.variants import VariantsDialog
from tests.uitest import driver, make_app


def test_variants_popup_sets_dice_forge_feats_per_slot(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(800, 450), lang="uk")
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    d.click("menu.game.dice_forge")
    menu = d.scene
    opts = spec("dice_forge").rules.options()
    assert menu.find("menu.option.feats") is None        # not one button per option
    d.click("menu.variants")
    assert isinstance(d.scene, VariantsDialog)
    assert {f"variants.option.{o.key}" for o in opts} <= set(d.names())
    d.click("variants.option.feats")                     # first game -> all alternates
    d.click("variants.option.slot_M3")                   # as the set -> the first-game card
    d.click("variants.option.slot_F3", button=3)         # back: as the set -> random
    d.click("variants.done")
    assert d.scene is menu
    assert menu.options["feats"] == "alternate"
    assert menu.options["slot_M3"] == "first_game" and menu.options["slot_F3"] == "random"
    label = esper.component_for_entity(menu.find("menu.variants"), Visual).params["text"]
    assert "3" in label                                  # three options changed
    d.click("menu.start")
    cards = d.scene.session.state.slot_cards
    assert "silver_hind" in cards and "great_bear" not in cards     # M3: the first-game card
    assert "guardians_shield" in cards and "minotaur" not in cards  # F4: the alternate set
    app.shutdown()


def test_a_game_without_options_says_so_and_others_get_the_variants_button(monkeypatch, tmp_path):
    from engine.games import GAMES
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    for g in GAMES:
        d.click(f"menu.game.{g.id}")
        n = len(g.rules.options())
        assert (d.scene.find("menu.variants") is not None) == (n > 1), g.id
        if n == 1:
            assert d.scene.find(f"menu.option.{g.rules.options()[0].key}") is not None
    app.shutdown()
