"""The shared ECS pieces: tweens with easing and callbacks, topmost hit-testing, drag and drop."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import (Clickable, Draggable, DropTarget, Hoverable, Intangible,
                                   Transform, Visual, Z)
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

    def on_inspect(self, ent):
        self.clicks.append(("inspect", ent))


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


def test_right_click_inspects_what_has_only_a_tooltip_and_clicks_what_answers_it(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    card = esper.create_entity(Transform(100, 100, 100, 100), Visual("rect"), Hoverable(tooltip="c"))
    esper.create_entity(Transform(300, 100, 100, 100), Visual("rect"), Clickable("btn", buttons=(1, 3)))
    for p, b in (((100, 100), 3), ((100, 100), 1), ((300, 100), 3)):
        inp.press(p, b)
        inp.release(p, b)
    assert hooks.clicks == [("inspect", card), ("btn", 3)]   # a left click on it does nothing


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
    esper.component_for_entity(ent, Visual).params = {"color": (0, 0, 255)}   # a new dict
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


def test_a_flying_entity_is_put_from_one_picture_where_it_is_now(world):
    """A card whose tweens change only its place and its size in proportion is painted directly
    in the frame its move starts, then once more for the picture of its look where it lands,
    then put from that picture each frame at its place and size then (scaled); a fade is put
    from one picture of its look at full alpha, as transparent as it is now."""
    r, proc, bg = _render_setup()
    calls = {"box": 0, "fade": 0}

    def counting(kind):
        def paint(rr, t, p, ctx):
            calls[kind] += 1
            x, y, w, h = t.rect
            rr.fill(x, y, w, h, p["color"])
        return paint
    proc.painters.update(box=counting("box"), fade=counting("fade"))
    card = esper.create_entity(Transform(300, 300, 100, 140), Visual("box", {"color": (255, 255, 0)}), Z(1))
    fading = esper.create_entity(Transform(1500, 800, 100, 100), Visual("fade", {"color": (0, 255, 255)}), Z(1))
    tween_to(card, 1.0, "linear", x=1300.0, y=500.0, w=200.0, h=280.0)
    tween_to(fading, 1.0, "linear", alpha=0.0)
    for step in range(1, 5):
        TweenProcessor().process(0.2)
        proc.process(0.2)
        proc.draw(bg)
        tf = esper.component_for_entity(card, Transform)
        x, y, w, h = (round(v * r.scale) for v in tf.rect)
        def near(pos, colour):      # a scaled picture may be a few units off in a channel
            return all(abs(a - b) <= 4 for a, b in zip(r.surface.get_at(pos)[:3], colour))
        # where and as large as it is now: inside its box, nothing of it a pixel outside
        assert near((x + w // 2, y + 3), (255, 255, 0)), step
        assert near((x + 3, y + h // 2), (255, 255, 0)), step
        assert near((x + w // 2, y + h + 2), (0, 0, 0)), step
        assert near((x + w + 2, y + h // 2), (0, 0, 0)), step
        ftf = esper.component_for_entity(fading, Transform)
        a = ftf.alpha / 255
        fx, fy = round(ftf.x * r.scale), round(ftf.y * r.scale)
        assert near((fx, fy), (0, round(255 * a), round(255 * a))), (step, ftf.alpha)
    assert calls == {"box": 2, "fade": 1}


def test_a_move_that_has_not_moved_it_yet_puts_its_kept_still_picture(world):
    """The frame a move starts, before its tweens have moved it (they were made after this
    frame's tweening), the entity lies and looks as its kept still picture: that picture is put,
    its painter is not run again, and the frame equals the one before it.  A fade goes on from
    the same picture, made as transparent as the entity is."""
    import pygame
    r, proc, bg = _render_setup()
    calls = {"box": 0}

    def counting(rr, t, p, ctx):
        calls["box"] += 1
        x, y, w, h = t.rect
        rr.fill(x, y, w, h, p["color"])
    proc.painters["box"] = counting
    card = esper.create_entity(Transform(300.3, 300.6, 100, 140),
                               Visual("box", {"color": (255, 255, 0)}), Z(1))
    proc.draw(bg)
    before, painted = pygame.image.tobytes(r.surface, "RGB"), calls["box"]
    tween_to(card, 1.0, "linear", alpha=0.0)            # a fade, just begun
    proc.draw(bg)
    assert calls["box"] == painted
    assert pygame.image.tobytes(r.surface, "RGB") == before
    TweenProcessor().process(0.25)          # on its way: the same picture, 3/4 transparent...
    proc.draw(bg)
    assert calls["box"] == painted
    a = esper.component_for_entity(card, Transform).alpha
    assert a < 255 and all(abs(c - round(w * a / 255)) <= 2 for c, w in
                           zip(r.surface.get_at((150, 150))[:3], (255, 255, 0)))
    esper.component_for_entity(card, Visual).params = {"color": (0, 0, 255)}
    proc.draw(bg)                           # ...until its look changes: painted once, kept
    proc.draw(bg)
    assert calls["box"] == painted + 1


def _overflow_painter(rr, t, p, ctx):
    """A box with a label and a badge that reach outside its rect (as card badges do)."""
    x, y, w, h = t.rect
    rr.fill(x, y, w, h, p["color"], radius=6, border=2, border_color=(250, 250, 250))
    rr.text(p["label"], t.x, y - 30, 22, (255, 255, 0), anchor="midbottom")
    rr.circle(x + w + 40, y + h + 40, 18, (40, 200, 240, 180))
    rr.line((x, y + h), (x - 60, y + h + 50), (200, 60, 60), 4)


def test_partial_repaints_of_the_still_layer_match_a_whole_repaint(world):
    """Random changes to a table (move, recolour, relabel, add, remove, raise): after each, the
    cached layer repainted only where something changed equals the layer painted anew."""
    import random

    import pygame
    r, proc, _ = _render_setup()
    proc.painters["over"] = _overflow_painter

    def bg(rr):
        rr.fill(0, 0, 1920, 1080, (30, 20, 10))
        for i in range(0, 1920, 120):
            rr.line((i, 0), (i + 300, 1080), (60, 45, 30), 3)

    rng = random.Random(7)

    def spawn():
        return esper.create_entity(
            Transform(rng.uniform(100, 1800), rng.uniform(100, 1000), rng.uniform(40, 200),
                      rng.uniform(40, 200)),
            Visual("over", {"color": (rng.randrange(256), rng.randrange(256), 90),
                            "label": rng.choice(["Tank Division", "5", "+5 coins", "Iron"])}),
            Z(rng.randrange(5)))

    ents = [spawn() for _ in range(40)]
    proc.draw(bg)
    for step in range(150):
        for _ in range(rng.randrange(1, 4)):
            ent = rng.choice(ents)
            kind = rng.randrange(5)
            if kind == 0:
                esper.component_for_entity(ent, Transform).x += rng.uniform(-90, 90)
            elif kind == 1:
                vis = esper.component_for_entity(ent, Visual)
                vis.params = {**vis.params, "label": str(step)}     # params are replaced
            elif kind == 2:
                esper.component_for_entity(ent, Z).z = rng.randrange(5)
            elif kind == 3 and len(ents) > 10:
                ents.remove(ent)
                esper.delete_entity(ent, immediate=True)
            else:
                ents.append(spawn())
        proc.draw(bg)
        partial = pygame.image.tobytes(proc.cache, "RGB")
        proc.invalidate()
        proc.draw(bg)
        assert pygame.image.tobytes(proc.cache, "RGB") == partial, f"step {step}"
    assert proc.repaints[1] > 100        # most steps were partial
    assert proc.repaints[2] > 0          # and new entities alone were painted over the layer


def test_new_entities_are_painted_over_the_layer_only_where_nothing_older_covers_them(world):
    """An entity that only appeared is painted straight over the cached layer when no older
    still entity above it overlaps it; one that appears under an older one is repainted in its
    area instead.  Both give the pixels of the layer painted anew."""
    import pygame
    r, proc, bg = _render_setup()
    top = esper.create_entity(Transform(400, 400, 200, 200), Visual("box", {"color": (255, 0, 0)}), Z(1))
    proc.draw(bg)

    def same_as_anew():
        kept = pygame.image.tobytes(proc.cache, "RGB")
        proc.invalidate()
        proc.draw(bg)
        return pygame.image.tobytes(proc.cache, "RGB") == kept

    esper.create_entity(Transform(1400, 400, 200, 200), Visual("box", {"color": (0, 255, 0)}), Z(0))
    proc.draw(bg)
    assert proc.repaints[2] == 1 and r.surface.get_at((700, 200))[:3] == (0, 255, 0)
    assert same_as_anew()
    clipped, over = proc.repaints[1], proc.repaints[2]
    esper.create_entity(Transform(480, 480, 200, 200), Visual("box", {"color": (0, 0, 255)}), Z(0))
    proc.draw(bg)
    assert proc.repaints[2] == over and proc.repaints[1] > clipped     # under the red box
    assert r.surface.get_at((280, 280))[:3] == (0, 0, 255)              # its own corner
    assert r.surface.get_at((220, 220))[:3] == (255, 0, 0)              # the red box on top
    assert same_as_anew()
    del top


def test_changes_far_apart_are_repainted_as_separate_small_areas():
    """Areas that touch or lie close merge into one clip rect; two at opposite corners stay two
    (one rect spanning the window would repaint most of it)."""
    import pygame
    from engine.ecs.still_layer import merge_areas
    bounds = pygame.Rect(0, 0, 1920, 1080)
    rects = merge_areas([pygame.Rect(10, 10, 50, 50), pygame.Rect(70, 10, 50, 50),
                         pygame.Rect(1800, 1000, 40, 40), None], bounds, 16)
    assert len(rects) == 2
    assert sum(a.w * a.h for a in rects) < 0.01 * bounds.w * bounds.h
    assert rects[0].contains(pygame.Rect(10, 10, 110, 50))
    many = [pygame.Rect(i * 60, 0, 10, 10) for i in range(30)]
    merged = merge_areas(many, bounds, 4)
    assert len(merged) <= 4 and all(any(m.contains(a) for m in merged) for a in many)


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


def test_a_translucent_fill_into_a_transparent_picture_stays_translucent():
    """An entity's picture is painted into a transparent surface: a translucent rectangle there
    keeps its alpha (a surface-alpha blit made it opaque: a click zone drawn with alpha 0 came
    out as a black bar over the replay's move track) and an invisible one draws nothing."""
    import pygame
    from engine.assets import Assets
    from engine.render import Renderer
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((200, 100), pygame.SRCALPHA))
    r.fill(0, 0, 960, 1080, (200, 40, 20, 128))          # the canvas is 1920x1080
    r.fill(960, 0, 960, 1080, (0, 0, 0, 0))
    red, clear = r.surface.get_at((50, 50)), r.surface.get_at((150, 50))
    assert 120 <= red.a <= 136 and red[:3] == (200, 40, 20)
    assert clear.a == 0


def test_allocator_is_tuned_exactly_where_glibc_malloc_is_found():
    from engine import memory
    # glibc accepts both thresholds, so tuning succeeds there; elsewhere it is left alone
    assert memory.tune_allocator() is (memory._libc() is not None)
    memory.release_free_memory()       # and freeing is always safe to call


def test_a_scene_change_frees_the_closed_screens_cycles_at_once():
    """A closed screen's world, sprites and surfaces refer to one another; the scene change
    collects them (before it the oldest generation kept a session's games: 91 -> 209 MB)."""
    import gc
    import weakref

    from engine.scene import SceneStack

    class Screen:                       # what SceneStack needs of a scene
        opaque = True
        world = "default"

        def __init__(self):
            self.me = self              # a cycle, as a screen's world and processors make
            self.payload = bytearray(1 << 20)

        def enter(self):
            pass

        def exit(self):
            pass

    gc.disable()                        # only the scene change may collect
    try:
        stack = SceneStack(app=None)
        old = Screen()
        gone = weakref.ref(old)
        stack.push(old)
        del old
        stack.replace(Screen())
        assert gone() is None
    finally:
        gc.enable()


# -- the keyed table -----------------------------------------------------------------------------
from engine.ecs.table import EntitySpec, Keyed, Table  # noqa: E402


def spec(key, x, y=100.0, **kw):
    return EntitySpec(key, "rect", x, y, 60, 80, **kw)


def settle(seconds=2.0):
    proc = TweenProcessor()
    for _ in range(int(seconds * 60)):
        proc.process(1 / 60)


def test_table_creates_new_keys_with_an_enter_fade(world):
    table = Table()
    diff = table.reconcile([spec("card:a", 100), spec("card:b", 200, params={"n": 1})])
    assert sorted(diff.created) == ["card:a", "card:b"]
    ent = table.entity("card:b")
    tf = esper.component_for_entity(ent, Transform)
    assert tf.alpha == 0 and is_animating()
    settle()
    assert tf.alpha == 255 and esper.component_for_entity(ent, Visual).params == {"n": 1}


def test_a_key_removed_at_once_and_back_in_the_same_frame_survives_the_frame(world):
    """It's a Wonderful World's "Done": a redraw without it (animate=False) and, before the
    world processed, one with it again; the button used to update the dying entity and vanish."""
    table = Table()
    table.reconcile([spec("btn:done", 100)], animate=False)
    table.reconcile([], animate=False)
    table.reconcile([spec("btn:done", 100)])
    esper.clear_dead_entities()             # what the world's next process does
    ent = table.entity("btn:done")
    assert ent is not None and esper.entity_exists(ent)


def test_table_keeps_entity_identity_and_tweens_a_moved_key(world):
    table = Table()
    table.reconcile([spec("card:a", 100), spec("card:b", 200)], animate=False)
    a, b = table.entity("card:a"), table.entity("card:b")
    diff = table.reconcile([spec("card:a", 700, 400), spec("card:b", 200)])
    assert diff.moved == ["card:a"] and diff.kept == ["card:b"] and not diff.created
    assert table.entity("card:a") == a and table.entity("card:b") == b
    tf = esper.component_for_entity(a, Transform)
    assert tf.x == 100 and is_animating()            # it flies, it does not jump
    settle()
    assert (tf.x, tf.y) == (700, 400)


def test_table_fades_out_a_gone_key_then_deletes_it(world):
    table = Table()
    table.reconcile([spec("card:a", 100, click="a"), spec("card:b", 200)], animate=False)
    a = table.entity("card:a")
    diff = table.reconcile([spec("card:b", 200)])
    assert diff.removed == ["card:a"] and "card:a" not in table.entities()
    assert esper.entity_exists(a) and not esper.has_component(a, Clickable)   # leaving, inert
    settle()
    esper.clear_dead_entities()
    assert not esper.entity_exists(a)
    assert [k.key for _, k in esper.get_component(Keyed)] == ["card:b"]


def test_table_updates_changed_data_and_interaction_in_place(world):
    table = Table()
    table.reconcile([spec("card:a", 100, params={"gold": 1}, tooltip="one")], animate=False)
    ent = table.entity("card:a")
    hov = esper.component_for_entity(ent, Hoverable)
    diff = table.reconcile([spec("card:a", 100, params={"gold": 4}, click=("buy", "a"),
                                 tooltip="four", drop="slot")])
    assert diff.updated == ["card:a"] and table.entity("card:a") == ent
    assert esper.component_for_entity(ent, Visual).params == {"gold": 4}
    assert esper.component_for_entity(ent, Clickable).tag == ("buy", "a")
    assert esper.component_for_entity(ent, Hoverable) is hov and hov.tooltip == "four"
    assert esper.component_for_entity(ent, DropTarget).key == "slot"
    table.reconcile([spec("card:a", 100, params={"gold": 4})])
    assert not esper.has_component(ent, Clickable) and not esper.has_component(ent, DropTarget)


def test_table_flips_a_card_whose_face_changes(world):
    table = Table()
    table.reconcile([spec("card:a", 100, params={"face_up": False})], animate=False)
    ent = table.entity("card:a")
    table.reconcile([spec("card:a", 100, params={"face_up": True})])
    tf = esper.component_for_entity(ent, Transform)
    TweenProcessor().process(0.1)
    assert tf.w < 60                                   # turning over on its edge
    settle()
    assert tf.w == 60 and esper.component_for_entity(ent, Visual).params["face_up"] is True


def test_table_refuses_two_entities_with_one_key(world):
    with pytest.raises(ValueError, match="card:a"):
        Table().reconcile([spec("card:a", 1), spec("card:a", 2)])


def test_table_leaves_unkeyed_entities_alone(world):
    hud = esper.create_entity(Transform(5, 5, 5, 5), Visual("rect"))
    Table().reconcile([spec("card:a", 100)])
    Table().reconcile([])
    assert esper.entity_exists(hud)


def test_a_half_made_drag_survives_an_opponents_move(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    table = Table()
    mine = [spec("card:mine", 100, drag="mine", click="mine"),
            spec("slot:0", 600, drop="slot0")]
    table.reconcile(mine + [spec("card:theirs", 900), spec("card:gone", 1200)], animate=False)
    ent = table.entity("card:mine")
    inp.motion((100, 100))
    inp.process(0.0)
    inp.press((100, 100), 1)
    inp.motion((300, 100))                              # the human is dragging...
    assert inp.dragging == ent
    # ...when an AI moves: its card flies, another is discarded, a new one is dealt
    table.reconcile(mine + [spec("card:theirs", 1500, 500), spec("card:new", 1700)])
    settle()
    inp.process(0.0)
    assert inp.dragging == ent and table.entity("card:mine") == ent
    assert esper.component_for_entity(ent, Transform).x == pytest.approx(300)   # not pulled away
    inp.motion((600, 100))
    inp.release((600, 100), 1)
    assert hooks.drops == [("mine", "slot0")]


def test_a_drag_whose_card_stops_being_playable_is_refused(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    table = Table()
    table.reconcile([spec("card:mine", 100, drag="mine"), spec("slot:0", 600, drop="s")],
                    animate=False)
    inp.press((100, 100), 1)
    inp.motion((300, 100))
    table.reconcile([spec("card:mine", 100), spec("slot:0", 600, drop="s")])   # no longer draggable
    inp.motion((600, 100))
    inp.release((600, 100), 1)
    assert hooks.drops == []
    settle()
    assert esper.component_for_entity(table.entity("card:mine"), Transform).x == pytest.approx(100)


def test_hover_stays_on_the_same_entity_across_a_reconcile(world):
    inp = InputProcessor(Hooks())
    table = Table()
    table.reconcile([spec("card:a", 100, tooltip="a"), spec("card:b", 400)], animate=False)
    ent = table.entity("card:a")
    inp.motion((100, 100))
    inp.process(0.5)
    table.reconcile([spec("card:a", 100, tooltip="a"), spec("card:b", 800)])
    inp.process(0.5)
    hov = esper.component_for_entity(ent, Hoverable)
    assert inp.hovered == ent and hov.hovered and hov.hover_time == pytest.approx(1.0)


# -- effects -------------------------------------------------------------------------------------
def test_fly_passes_through_the_path_and_lands(world):
    from engine.ecs.effects import fly, path_points
    ent = esper.create_entity(Transform(0, 500, 10, 10))
    pts = path_points((0, 500), (1000, 500), arc=0.3)
    fly(ent, pts, 1.0, w=40.0)
    tf = esper.component_for_entity(ent, Transform)
    proc = TweenProcessor()
    lowest = 500.0
    for _ in range(70):
        proc.process(1 / 60)
        lowest = min(lowest, tf.y)
    assert lowest < 450                                 # it arced up on the way
    assert (tf.x, tf.y, tf.w) == (pytest.approx(1000), pytest.approx(500), pytest.approx(40))


def test_shake_moves_sideways_and_settles_home(world):
    from engine.ecs.effects import shake
    ent = esper.create_entity(Transform(300, 300, 10, 10))
    shake(ent)
    tf = esper.component_for_entity(ent, Transform)
    proc = TweenProcessor()
    xs = []
    for _ in range(30):
        proc.process(1 / 60)
        xs.append(tf.x)
    assert max(xs) > 305 and min(xs) < 295 and tf.x == pytest.approx(300)


def test_deal_starts_every_card_at_the_deck(world):
    from engine.ecs.effects import deal
    ents = [esper.create_entity(Transform(500 + 100 * i, 800, 10, 10)) for i in range(3)]
    deal(ents, (100, 100))
    assert all(esper.component_for_entity(e, Transform).x == 100 for e in ents)
    settle()
    assert [esper.component_for_entity(e, Transform).x for e in ents] == [pytest.approx(500),
                                                                         pytest.approx(600),
                                                                         pytest.approx(700)]


def test_cards_flying_in_together_are_dealt_one_after_another(world):
    table = Table()
    specs = [spec(f"card:{i}", 500 + 100 * i, 800, enter="fly", origin=(100.0, 100.0))
             for i in range(3)]
    table.reconcile(specs)
    TweenProcessor().process(0.1)
    xs = [esper.component_for_entity(table.entity(f"card:{i}"), Transform).x for i in range(3)]
    assert xs[0] > xs[1] > xs[2] == pytest.approx(100)     # the first left the deck first
    settle()
    xs = [esper.component_for_entity(table.entity(f"card:{i}"), Transform).x for i in range(3)]
    assert xs == [pytest.approx(500), pytest.approx(600), pytest.approx(700)]


def test_a_deals_later_flights_are_steps_of_the_scenes_sequence(world):
    """With a sequencer (``Table.later``) the stagger is choreography: the first card flies at
    once, the others wait at the deck, unseen and not hit, until their step runs; the
    sequence then holds the next move until the last card left the deck."""
    from engine.sequencer import Sequencer
    seq = Sequencer()
    table = Table()
    table.later = seq.after
    specs = [spec(f"card:{i}", 500 + 100 * i, 800, enter="fly", origin=(100.0, 100.0))
             for i in range(3)]
    table.reconcile(specs)
    proc = TweenProcessor()
    ents = [table.entity(f"card:{i}") for i in range(3)]
    tf = [esper.component_for_entity(e, Transform) for e in ents]
    assert seq.running and is_animating()
    assert [esper.has_component(e, Intangible) for e in ents] == [True] * 3
    assert tf[1].alpha == tf[2].alpha == 0.0
    table.reconcile(specs)                      # described again meanwhile: still waiting
    assert (tf[2].x, tf[2].alpha) == (100.0, 0.0) and not table._tweening(ents[2], "x")
    for _ in range(6):                          # 0.1 s: the second card's step has run
        seq.advance(1 / 60)
        proc.process(1 / 60)
    assert tf[0].x > tf[1].x > tf[2].x == pytest.approx(100)
    while seq.running:
        seq.advance(1 / 60, animating=is_animating)
        proc.process(1 / 60)
    settle()
    assert [t.x for t in tf] == [pytest.approx(500), pytest.approx(600), pytest.approx(700)]
    assert [t.alpha for t in tf] == [255.0] * 3
    assert not any(esper.has_component(e, Intangible) for e in ents)


def test_a_dropped_sequence_leaves_no_card_waiting_unseen_at_the_deck(world):
    """Undo or a new viewer drops the sequence and places the table at once: a card whose
    flight never started is in its place, seen and clickable."""
    from engine.sequencer import Sequencer
    seq = Sequencer()
    table = Table()
    table.later = seq.after
    specs = [spec(f"card:{i}", 500 + 100 * i, 800, enter="fly", origin=(100.0, 100.0),
                  click=i) for i in range(3)]
    table.reconcile(specs)
    seq.clear()
    table.reconcile(specs, animate=False)
    ent = table.entity("card:2")
    tf = esper.component_for_entity(ent, Transform)
    assert (tf.x, tf.alpha) == (700, 255.0) and not esper.has_component(ent, Intangible)
    table.reconcile(specs[:1])                  # gone before its step: the step does nothing
    seq.advance(5.0)
    assert not table._waiting


def test_a_card_still_flying_in_lets_the_next_click_reach_the_deck(world):
    hooks = Hooks()
    inp = InputProcessor(hooks)
    table = Table()
    deck = [spec("pile:deck", 100, 100, click="draw", z=1)]
    table.reconcile(deck, animate=False)
    table.reconcile(deck + [spec("card:a", 900, 800, z=50, click="a", enter="fly",
                                 origin=(100.0, 100.0))])
    inp.press((100, 100), 1)
    inp.release((100, 100), 1)
    assert hooks.clicks == [("draw", 1)]          # not swallowed by the card over the deck
    settle()
    inp.press((900, 800), 1)
    inp.release((900, 800), 1)
    assert hooks.clicks[-1] == ("a", 1)           # once landed it is clickable


def test_a_leaving_entity_no_longer_takes_the_hover(world):
    inp = InputProcessor(Hooks())
    table = Table()
    table.reconcile([spec("card:a", 100, tooltip="a", z=5), spec("card:b", 100, tooltip="b")],
                    animate=False)
    table.reconcile([spec("card:b", 100, tooltip="b")])
    inp.motion((100, 100))
    inp.process(0.0)
    assert inp.hovered == table.entity("card:b")


def test_one_pass_under_the_mouse_agrees_with_topmost(world):
    """The input processor asks each frame what is under the mouse in one pass
    (``_under_mouse``): the same two entities as ``topmost`` finds for a Clickable and for
    anything that answers the mouse, over overlapping, hidden, passed-through, turned and
    equal-z entities."""
    import random
    rng = random.Random(7)
    for _ in range(120):
        comps = [Transform(rng.uniform(0, 200), rng.uniform(0, 200), rng.uniform(5, 80),
                           rng.uniform(5, 80), rng.choice((0.0, 0.0, 90.0))),
                 Visual("box", {}, rng.random() > 0.1), Z(float(rng.randrange(4)))]
        for comp, p in ((Clickable("c"), 0.4), (Hoverable(), 0.4), (Draggable("d"), 0.2),
                        (Intangible(), 0.1)):
            if rng.random() < p:
                comps.append(comp)
        esper.create_entity(*comps)
    inp = InputProcessor(Hooks())
    seen = set()
    for _ in range(300):
        inp.mouse = (rng.uniform(-10, 210), rng.uniform(-10, 210))
        both = (inp.topmost(inp.mouse, Clickable),
                inp.topmost(inp.mouse, Clickable, Hoverable, Draggable))
        assert inp._under_mouse() == both
        seen.add(tuple(x is None for x in both))
    assert len(seen) >= 3                   # hits of both kinds and misses were asked
