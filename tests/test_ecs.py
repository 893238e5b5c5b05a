"""The shared ECS pieces: tweens with easing and callbacks, topmost hit-testing, drag and drop."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Clickable, Draggable, DropTarget, Hoverable, Transform, Visual, Z
from engine.ecs.easing import EASINGS, ease
from engine.ecs.processors import InputProcessor, TweenProcessor, is_animating, tween_to


class Hooks:
    def __init__(self) -> None:
        self.clicks: list = []
        self.drops: list = []
        self.accept = True

    def on_click(self, ent, tag, button):
        self.clicks.append((tag, button))

    def on_drop(self, ent, payload, target):
        self.drops.append((payload, target))
        return self.accept and target is not None

    def on_drag_start(self, ent, payload):
        pass


@pytest.fixture()
def world():
    esper.switch_world("test-ecs")
    yield
    esper.switch_world("default")
    esper.delete_world("test-ecs")


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_zero_and_ends_at_one(name):
    assert ease(name, 0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(name, 1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_reaches_target_scaled_by_speed_and_calls_back(world):
    ent = esper.create_entity(Transform(0, 0, 10, 10))
    done = []
    tween_to(ent, 1.0, "linear", on_done=lambda: done.append(1), x=100.0, alpha=0.0)
    proc = TweenProcessor(lambda: 2.0)          # animation speed x2
    proc.process(0.25)
    tf = esper.component_for_entity(ent, Transform)
    assert tf.x == pytest.approx(50.0) and is_animating()
    proc.process(0.25)
    assert tf.x == pytest.approx(100.0) and tf.alpha == 0.0
    assert done == [1] and not is_animating()


def test_click_goes_to_the_topmost_entity(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    esper.create_entity(Transform(100, 100, 100, 100), Visual("rect"), Z(1), Clickable("below"))
    esper.create_entity(Transform(110, 110, 100, 100), Visual("rect"), Z(5), Clickable("above"))
    inp.press((105, 105), 1)
    inp.release((105, 105), 1)
    assert hooks.clicks == [("above", 1)]


def test_hidden_or_disabled_targets_are_not_clicked(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    esper.create_entity(Transform(100, 100, 100, 100), Visual("rect", visible=False), Clickable("ghost"))
    off = Clickable("off", enabled=False)
    esper.create_entity(Transform(300, 100, 100, 100), Visual("rect"), off)
    for p in ((100, 100), (300, 100)):
        inp.press(p, 1)
        inp.release(p, 1)
    assert hooks.clicks == []


def test_hover_flag_follows_the_mouse(world):
    inp = InputProcessor(Hooks())
    ent = esper.create_entity(Transform(100, 100, 50, 50), Visual("rect"), Hoverable(tooltip="hi"))
    inp.motion((100, 100))
    inp.process(0.1)
    assert esper.component_for_entity(ent, Hoverable).hovered
    inp.motion((500, 500))
    inp.process(0.1)
    assert not esper.component_for_entity(ent, Hoverable).hovered


def test_drag_onto_a_drop_target_and_snap_back_when_refused(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    piece = esper.create_entity(Transform(100, 100, 40, 40), Visual("rect"), Z(3), Draggable("tile"))
    esper.create_entity(Transform(400, 100, 80, 80), Visual("rect"), Z(1),
                        DropTarget("cell", accepts=lambda p: p == "tile"))
    inp.press((100, 100), 1)
    inp.motion((250, 100))
    inp.motion((400, 100))
    inp.process(0.0)
    assert esper.component_for_entity(piece, Transform).x == pytest.approx(400)
    inp.release((400, 100), 1)
    assert hooks.drops == [("tile", "cell")]
    # a refused drop tweens the piece back home
    hooks.accept = False
    inp.press((400, 100), 1)
    inp.motion((600, 300))
    inp.release((600, 300), 1)
    assert hooks.drops[-1] == ("tile", None)
    TweenProcessor().process(1.0)
    assert esper.component_for_entity(piece, Transform).x == pytest.approx(400)


def test_a_short_press_on_a_draggable_is_a_click(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    esper.create_entity(Transform(100, 100, 40, 40), Visual("rect"), Draggable("tile"))
    inp.press((100, 100), 1)
    inp.motion((102, 101))
    inp.release((102, 101), 1)
    assert hooks.clicks == [(("drag", "tile"), 1)] and hooks.drops == []


def _render_setup():
    import pygame
    from engine.assets import Assets
    from engine.ecs.processors import RenderProcessor
    from engine.render import Renderer
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((960, 540)))

    def paint_box(rr, t, p, ctx):
        x, y, w, h = t.rect
        rr.fill(x, y, w, h, p["color"])

    proc = RenderProcessor(r, {"box": paint_box})
    return r, proc, lambda rr: rr.fill(0, 0, 1920, 1080, (0, 0, 0))


def test_cached_still_layer_repaints_when_an_entity_changes(world):
    r, proc, bg = _render_setup()
    ent = esper.create_entity(Transform(400, 400, 200, 200), Visual("box", {"color": (255, 0, 0)}), Z(1))
    proc.draw(bg)
    assert r.surface.get_at((200, 200))[:3] == (255, 0, 0)
    esper.component_for_entity(ent, Visual).params["color"] = (0, 0, 255)
    proc.draw(bg)
    assert r.surface.get_at((200, 200))[:3] == (0, 0, 255)
    esper.component_for_entity(ent, Transform).x = 1400
    proc.draw(bg)
    assert r.surface.get_at((200, 200))[:3] == (0, 0, 0)      # no stale copy left behind
    assert r.surface.get_at((700, 200))[:3] == (0, 0, 255)


def test_a_moving_entity_is_painted_over_the_cache_in_z_order(world):
    r, proc, bg = _render_setup()
    esper.create_entity(Transform(400, 400, 300, 300), Visual("box", {"color": (0, 255, 0)}), Z(1))
    mover = esper.create_entity(Transform(400, 400, 100, 100), Visual("box", {"color": (255, 255, 0)}), Z(0))
    above = esper.create_entity(Transform(1500, 400, 100, 100), Visual("box", {"color": (255, 0, 255)}), Z(5))
    tween_to(mover, 1.0, "linear", x=1500.0)
    for _ in range(3):
        TweenProcessor().process(0.25)
        proc.draw(bg)
    # the mover (z 0) stays under the big still box (z 1) where they overlap
    assert r.surface.get_at((200, 200))[:3] == (0, 255, 0)
    TweenProcessor().process(0.5)
    proc.draw(bg)
    # at the end it sits under the z 5 box, whose paint must still be on top
    assert r.surface.get_at((750, 200))[:3] == (255, 0, 255)
    del above


def test_a_fade_reuses_one_surface_instead_of_caching_one_per_alpha():
    import pygame
    from engine.assets import Assets
    from engine.render import Renderer
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1920, 1080)))
    for a in range(0, 256, 5):
        r.fill(0, 0, 1920, 1080, (10, 8, 6, a))
    assert len(r.assets._shapes) == 1
    assert r.surface.get_at((5, 5))[:3] == (10, 8, 6)


def test_allocator_tuning_is_harmless_everywhere():
    from engine.memory import release_free_memory, tune_allocator
    assert tune_allocator() in (True, False)
    release_free_memory()
