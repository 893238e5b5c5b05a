"""Shared widgets: the action builder and choice model (pure), the hand fan, text fitting, and
the card / pile / die / counter painters drawing from data."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.assets import Assets
from engine.ecs.components import Hoverable, Transform, Visual
from engine.ecs.painters import PaintCtx
from engine.ecs.processors import TweenProcessor
from engine.render import Renderer
from engine.widgets import WIDGET_PAINTERS
from engine.widgets.builder import ActionBuilder
from engine.widgets.card import CardData, CardZoom, card_params, paint_card
from engine.widgets.dialog import Choice, ChoiceModel
from engine.widgets.dice import NET, die_params, roll, shown_face
from engine.widgets.hand import fan, hand_specs, tiers
from engine.widgets.text import fit_lines, fit_text

LEGAL = [("push", "top", 0), ("push", "top", 2), ("push", "left", 1), ("god", 4), ("god", 7)]


# -- action builder -------------------------------------------------------------------------------
def test_builder_narrows_legal_actions_click_by_click():
    b = ActionBuilder(LEGAL)
    assert b.verbs() == {"push", "god"} and b.complete is None
    assert b.can("push", "top") and not b.can("push", "bottom")
    assert b.choose("push", "top")
    assert b.options() == {0, 2} and b.complete is None
    assert not b.choose(1)                       # not legal after the top marker: refused
    assert b.choose(2) and b.complete == ("push", "top", 2)


def test_builder_back_toggle_reset_and_forced():
    b = ActionBuilder(LEGAL)
    b.choose("push", "left")
    assert b.forced == ("push", "left", 1)       # only one way to finish
    assert b.toggle("push", "left") is False and not b.started   # clicking it again deselects
    b.choose("god")
    assert b.options() == {4, 7}
    b.back()
    assert b.prefix == ()
    b.choose("god")
    b.reset([("refill", 0)])
    assert not b.started and b.verbs() == {"refill"}


def test_builder_options_several_parts_deep():
    b = ActionBuilder([("place", 0, 1, 0), ("place", 0, 1, 1), ("place", 2, 2, 0)])
    b.choose("place")
    assert b.options(2) == {(0, 1), (2, 2)}
    assert b.choose(0, 1, 1) and b.complete == ("place", 0, 1, 1)


# -- choice model ----------------------------------------------------------------------------------
def test_choice_model_picks_one_and_ignores_disabled():
    m = ChoiceModel([Choice("a", "A"), Choice("b", "B", enabled=False)])
    assert m.click(1) is None and m.click(0) == "a"


def test_choice_model_orders_triggers_and_undoes_the_last():
    m = ChoiceModel([Choice("x", "X"), Choice("y", "Y"), Choice("z", "Z")], mode="order")
    m.click(2)
    m.click(0)
    assert m.rank(2) == 1 and m.rank(0) == 2 and not m.ready
    m.click(0)                                   # clicking the last numbered one un-numbers it
    assert m.rank(0) is None
    m.click(1)
    m.click(0)
    assert m.ready and m.result() == ["z", "y", "x"]


# -- hand fan ---------------------------------------------------------------------------------------
def test_fan_is_symmetric_and_stays_within_its_width():
    for n in range(1, 12):
        pts = fan(n, 960, 900, 1000, 180)
        xs = [p[0] for p in pts]
        assert xs == sorted(xs)
        assert max(xs) - min(xs) + 180 <= 1000 + 1e-6
        assert sum(p[2] for p in pts) == pytest.approx(0, abs=1e-9)      # angles balance
        assert pts[0][1] == pytest.approx(pts[-1][1])                    # ends drop equally
    assert fan(1, 960, 900, 1000) == [(960, 900, 0.0)]
    # few cards sit side by side, many overlap and are re-spaced
    two = fan(2, 960, 900, 1000, 180)
    assert two[1][0] - two[0][0] == pytest.approx(192)
    ten = fan(10, 960, 900, 1000, 180)
    assert ten[1][0] - ten[0][0] < 180


def test_tiers_lay_a_long_hand_in_rows_whose_top_strips_show():
    area = (100, 800, 700, 240)
    assert tiers(0, area, 100, 140, 6) == []
    assert tiers(3, area, 100, 140, 6) == [(344, 920), (450, 920), (556, 920)]    # one row
    for n, rows in ((7, [4, 3]), (12, [6, 6]), (13, [5, 5, 3])):
        pts = tiers(n, area, 100, 140, 6, lift=10)
        ys = sorted(set(y for _, y in pts))
        assert [sum(1 for _, y in pts if y == row) for row in ys] == rows, n
        assert ys[0] - 70 >= 800 + 10 and ys[-1] + 70 <= 800 + 240   # the lift stays inside
        assert all(100 <= x - 50 and x + 50 <= 800 for x, _ in pts)
        assert pts == sorted(pts, key=lambda p: p[1])                # the back row first


def test_hand_specs_are_keyed_draggable_cards():
    cards = [(f"card:{i}", card_params(CardData(str(i), f"C{i}"))) for i in range(4)]
    specs = hand_specs(cards, 960, 900, 1200, draggable=lambda k: k != "card:2",
                       click=lambda k: ("play", k), origin=(100, 100))
    assert [s.key for s in specs] == [k for k, _ in cards]
    assert [s.drag for s in specs] == ["card:0", "card:1", None, "card:3"]
    assert all(s.kind == "card" and s.enter == "fly" and s.origin == (100, 100) for s in specs)
    assert [s.z for s in specs] == sorted(s.z for s in specs)       # right over left


# -- drawing ----------------------------------------------------------------------------------------
@pytest.fixture()
def canvas():
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1920, 1080)))
    r.surface.fill((0, 0, 0))
    return r


def test_fit_text_wraps_then_shrinks_but_never_below_the_minimum(canvas):
    long = "Worth 2 points for each research card in your empire at the end of the game."
    size, lines = fit_lines(canvas, long, 160, 60, 20, 11)
    assert 11 <= size < 20 and len(lines) >= 2
    size, lines = fit_lines(canvas, "Short", 160, 60, 20, 11)
    assert size == 20 and lines == ["Short"]
    assert fit_text(canvas, long * 5, 0, 0, 100, 40, 20, min_size=12) == 12   # cut, not tiny


def test_a_layout_is_remembered_per_box_and_scale_and_is_the_same_as_a_fresh_one(canvas):
    """A banner or note drawn every frame is wrapped once (the renderer remembers the layout by
    its inputs and scale); what it remembers equals a fresh layout, and a caller changing the
    lines it got changes nothing remembered."""
    from engine.widgets.text import POOR, _fit_lines
    text = "Olena (AI) is thinking... forges a face or performs a feat"
    first = fit_lines(canvas, text, 200, 60, 20, 11)
    assert len(canvas.layouts) == 1
    first[1].append("changed")
    again = fit_lines(canvas, text, 200, 60, 20, 11)
    assert again == _fit_lines(canvas, text, 200, 60, 20, 11, "regular", POOR) != first
    assert len(canvas.layouts) == 1
    fit_lines(canvas, text, 120, 60, 20, 11)            # another box: laid out anew
    canvas.scale *= 0.5                                  # another scale: anew too
    half = fit_lines(canvas, text, 200, 60, 20, 11)
    assert len(canvas.layouts) == 3
    assert half == _fit_lines(canvas, text, 200, 60, 20, 11, "regular", POOR)


def test_card_painter_draws_face_and_back_from_data(canvas):
    data = CardData("c1", "Сонячна кузня", "structure", cost=[("gold", 3)], icons=[("science", 1)],
                    text="Кожне виробництво: +1 наука.", points=4, type_label="Споруда")
    tf = Transform(300, 300, 200, 280)
    paint_card(canvas, tf, card_params(data), PaintCtx())
    face = canvas.surface.get_at((300, 200))[:3]
    assert canvas.surface.get_at((300, 300)) != (0, 0, 0, 255)
    canvas.surface.fill((0, 0, 0))
    paint_card(canvas, tf, card_params(data, face_up=False), PaintCtx())
    assert canvas.surface.get_at((300, 200))[:3] != face          # a back, not the face
    # a frame colour per type
    canvas.surface.fill((0, 0, 0))
    paint_card(canvas, Transform(300, 300, 200, 280),
               card_params(CardData("c2", "X", "vehicle")), PaintCtx())
    blue = canvas.surface.get_at((205, 300))
    assert blue[2] > blue[0]


@pytest.mark.parametrize("kind", sorted(WIDGET_PAINTERS))
def test_every_widget_painter_draws_something(canvas, kind):
    faces = [{"icon": "gold", "n": 1}] * 3 + [{"pips": 2}, {"text": "x3"}, {"icon": "zzz"}]
    params = {
        "card": card_params(CardData("c", "Card", "ally", cost=[("gold", 1)], text="Hi")),
        "pile": {"count": 12, "label": "Deck"}, "die": die_params(faces, 4),
        "die_net": die_params(faces, 1), "counter": {"icon": "gold", "value": 3},
        "gain": {"text": "+3", "icon": "gold"}, "track": {"lo": 0, "hi": 10, "markers": [
            {"value": 3, "color": (200, 0, 0)}]},
        "marker": {"color": (0, 200, 0)},
        "choice": {"label": "Take it", "preview": {"icons": [("gold", 3)]}},
    }[kind]
    WIDGET_PAINTERS[kind](canvas, Transform(400, 400, 300, 300), params, PaintCtx())
    region = canvas.surface.subsurface(pygame.Rect(250, 250, 300, 300))
    assert pygame.transform.average_color(region)[:3] != (0, 0, 0)


@pytest.fixture()
def world():
    esper.switch_world("test-widgets")
    yield
    esper.switch_world("default")
    esper.delete_world("test-widgets")


def test_a_rolled_die_tumbles_and_lands_on_the_rolled_face(world):
    faces = [{"pips": k} for k in range(1, 7)]
    ent = esper.create_entity(Transform(500, 500, 100, 100), Visual("die", die_params(faces, 0)))
    roll(ent, 4)
    tf = esper.component_for_entity(ent, Transform)
    p = esper.component_for_entity(ent, Visual).params
    proc = TweenProcessor()
    seen = set()
    for _ in range(70):
        proc.process(1 / 60)
        seen.add(shown_face(p, tf.angle))
    assert len(seen) > 2                          # faces cycle while it tumbles
    assert shown_face(p, tf.angle) == 4 and tf.y == pytest.approx(500)


def test_die_net_is_a_cross_of_six_distinct_squares():
    assert len(set(NET)) == 6
    rows = {r for r, _ in NET}
    assert rows == {0, 1, 2} and sum(1 for r, _ in NET if r == 1) == 4
    with pytest.raises(ValueError):
        die_params([{"pips": 1}] * 5)


def test_zoom_shows_a_pinned_or_long_hovered_face_up_card(world):
    from engine.ecs.components import Hoverable
    up = esper.create_entity(Transform(0, 0, 1, 1), Visual("card", card_params(CardData("a", "A"))),
                             Hoverable())
    down = esper.create_entity(Transform(0, 0, 1, 1),
                               Visual("card", card_params(CardData("b", "B"), face_up=False)),
                               Hoverable(hover_time=5))
    z = CardZoom()
    assert z.target(up) is None                     # a quick hover does not zoom
    esper.component_for_entity(up, Hoverable).hover_time = 1.0
    assert z.target(up) == up
    assert z.target(down) is None                   # a face-down card never zooms
    z.toggle(up)
    assert z.target(None) == up
    z.toggle(up)
    assert z.pinned is None


def test_a_left_clicked_card_shows_no_hover_zoom_until_the_mouse_leaves_it(world):
    from engine.ecs.components import Hoverable, Name
    card = esper.create_entity(Transform(0, 0, 1, 1), Name("c"), Hoverable(hover_time=5),
                               Visual("card", card_params(CardData("a", "A"))))
    z = CardZoom()
    assert z.target(card) == card
    z.left_click(card)                              # it played or picked something
    assert z.target(card) is None                   # the mouse rests on it: no zoom
    assert z.target(None) is None                   # the mouse left it ...
    assert z.target(card) == card                   # ... and came back: the zoom again
    z.left_click(card)
    z.toggle(card)
    assert z.target(card) == card                   # a right click still pins it


def test_zoom_of_a_game_card_kind_uses_the_games_painter_on_the_far_half(world, canvas):
    from engine.ecs.components import Hoverable
    drawn = []
    z = CardZoom(("coatl_card",), lambda r, p, x, y, w, h: drawn.append((p["id"], x, y, w, h)),
                 size=(400, 560), hover_s=0.5)
    left = esper.create_entity(Transform(300, 500, 100, 140), Visual("coatl_card", {"id": "p1"}),
                               Hoverable())
    back = esper.create_entity(Transform(300, 500, 100, 140),
                               Visual("coatl_card", {"id": "p2", "back": True}), Hoverable())
    other = esper.create_entity(Transform(300, 500, 100, 140), Visual("card", card_params(CardData("c", "C"))),
                                Hoverable(hover_time=5))
    assert not z.right_click(back) and z.pinned is None        # a back tells nothing: no zoom
    assert not z.right_click(other)                            # not a kind this zoom shows
    assert z.right_click(left) and z.pinned == left
    assert z.draw(canvas, None)
    assert drawn == [("p1", 1440 - 200, 540 - 280, 400, 560)]   # far from the small card
    assert z.right_click(left) and z.pinned is None            # a second right click unpins
    assert not z.draw(canvas, left)                            # a quick hover shows nothing


def test_a_zoom_keeps_off_the_targets_the_player_can_click_now(world, canvas):
    """The large card goes where it covers the least of what can be clicked now: with glowing
    spaces on the far half (a move waiting for its space), on the near half instead; a target
    that only answers a right click (another card's zoom) does not count."""
    from engine.ecs.components import Clickable, Hoverable
    drawn = []
    z = CardZoom(("coatl_card",), lambda r, p, x, y, w, h: drawn.append((x, y, w, h)),
                 size=(400, 560))
    card = esper.create_entity(Transform(1500, 900, 100, 140), Visual("coatl_card", {"id": "c"}),
                               Hoverable())
    for k in range(6):                      # the lit spaces of a board on the left
        esper.create_entity(Transform(200 + 100 * k, 300 + 60 * k, 60, 60), Visual("rect", {}),
                            Clickable(("space", k)))
    for k in range(4):                      # cards on the right that only zoom
        esper.create_entity(Transform(1300 + 120 * k, 400, 100, 140), Visual("rect", {}),
                            Clickable(("zoom", k), buttons=(3,)))
    z.toggle(card)
    assert z.draw(canvas, None)
    (x, y, w, h), = drawn
    assert x > 960                          # not over the board's spaces
    assert not (x < 1500 + 50 and x + w > 1500 - 50 and y < 900 + 70 and y + h > 900 - 70)


@pytest.mark.parametrize("size", [(1920, 1080), (800, 450)])
def test_a_zoom_caption_is_told_under_the_large_card_and_on_the_screen(world, size,
                                                                       monkeypatch):
    """A caption (a temple's condition in words) sits under the large card, inside the screen,
    big enough to read; in a small window the card gives way to it."""
    from engine.render import TextProbe
    pygame.init()
    monkeypatch.setattr(Renderer, "probe", TextProbe())      # texts drawn are reported
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    r.captured = []
    drawn = []
    text = "As many blue as yellow pieces (at least 1 each) and/or exactly 12 pieces. " * 2
    z = CardZoom(("coatl_card",), lambda r, p, x, y, w, h: drawn.append((x, y, w, h)),
                 size=(400, 560), caption=lambda p: text)
    ent = esper.create_entity(Transform(300, 500, 100, 140), Visual("coatl_card", {"id": "t"}),
                              Hoverable())
    z.toggle(ent)
    assert z.draw(r, None)
    (x, y, w, h), = drawn
    (said, px, (sx, sy, sw, sh), _), = [c for c in r.captured if c[0].startswith("As many")]
    assert px >= r.MIN_PX
    assert sy >= r.to_screen((x, y + h))[1]                # under the card
    assert sy + sh <= size[1] and r.to_screen((x, y))[1] >= 0      # all of it on the screen
