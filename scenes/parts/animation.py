"""What the table asks about its animations: is something still playing that holds the next
move (``tweening``), has everything ended, the self-deleting effects too (``settled``: the
hand-off waits for it), dropping the effects a new viewer must not see, and playing everything
out at once when a click comes during an animation (``play_out``)."""
from __future__ import annotations

import esper

from engine.ecs.components import Lifetime, Particle, Tweens
from engine.ecs.processors import TweenProcessor, is_animating


def tweening() -> bool:
    """A tween runs on an entity that stays (not a self-deleting effect)."""
    for ent, tw in esper.get_component(Tweens):
        if tw.items and not esper.has_component(ent, Lifetime):
            return True
    return False


def effects_alive() -> bool:
    """A self-deleting effect (pop-up, spark, flying copy of a card) is still on the table."""
    return bool(esper.get_component(Lifetime) or esper.get_component(Particle))


def drop_effects() -> None:
    """Delete every self-deleting effect: made for the previous viewer, it may show what the
    next one must not see."""
    for comp in (Lifetime, Particle):
        for ent, _ in list(esper.get_component(comp)):
            esper.delete_entity(ent, immediate=True)


def play_out(scene) -> None:
    """Run the scene's sequence and every tween to the end now and let the scene settle (a
    click during an animation acts on the table as it will be, instead of being dropped)."""
    tweens = esper.get_processor(TweenProcessor)
    if tweens is None:
        return
    speed = tweens.speed
    tweens.speed = lambda: 1.0
    try:
        for _ in range(2):              # the settle step may start a short slide: twice
            scene.sequence.finish()
            for _ in range(20):
                if not is_animating():
                    break
                tweens.process(60.0)
            scene._settling = True
            for _ in range(3):          # the scene's own settle step (e.g. a rebuild)
                scene.update(0.0)
                if not scene.busy():
                    break
            scene._settling = False
            if not is_animating() and not scene.sequence.running:
                break
    finally:
        scene._settling = False
        tweens.speed = speed
