"""The one choreography (engine/sequencer.py): a move's events as timed steps, moves queued
one after another, the settle step once everything has played."""
from __future__ import annotations

from engine.sequencer import Sequencer


def test_a_moves_steps_run_in_time_order_on_the_animation_clock():
    seq, ran = Sequencer(), []
    seq.begin()
    seq.at(0.5, lambda: ran.append("gain"))
    seq.at(0.2, lambda: ran.append("roll lands"))
    seq.at(0.0, lambda: ran.append("roll"))
    assert ran == ["roll"]                  # due now: seen in the frame the move was played
    seq.advance(0.1, speed=2.0)             # 0.2 s of animation time
    assert ran == ["roll", "roll lands"]
    assert seq.running
    seq.advance(0.3)
    assert ran == ["roll", "roll lands", "gain"] and not seq.running


def test_a_move_played_while_one_still_plays_is_queued_after_it():
    seq, ran = Sequencer(), []
    seq.begin()
    seq.at(0.0, lambda: ran.append("a0"))
    seq.at(1.0, lambda: ran.append("a1"))
    seq.advance(0.25)
    seq.begin()                             # the AI's next move of the same turn
    seq.at(0.0, lambda: ran.append("b0"))
    assert ran == ["a0"]                    # waits for the first move's last step
    seq.advance(0.8)
    assert ran == ["a0", "a1", "b0"]


def test_the_settle_step_waits_for_steps_and_tweens_and_runs_once():
    seq, ran = Sequencer(), []
    seq.begin()
    seq.at(0.3, lambda: ran.append("fly"))
    seq.then(lambda: ran.append("describe"))
    tweening = [True]
    seq.advance(0.5, animating=lambda: tweening[0])
    assert ran == ["fly"] and seq.running   # a tween still runs
    tweening[0] = False
    seq.advance(0.0, animating=lambda: tweening[0])
    seq.advance(0.0, animating=lambda: tweening[0])
    assert ran == ["fly", "describe"] and not seq.running


def test_finish_plays_everything_and_the_next_move_is_not_held_back():
    seq, ran = Sequencer(), []
    seq.begin()
    seq.at(2.0, lambda: ran.append("late"))
    seq.finish()                            # a click during the animation
    assert ran == ["late"]
    seq.begin()
    seq.at(0.0, lambda: ran.append("next"))
    assert ran == ["late", "next"]


def test_clear_drops_what_was_to_play():
    seq, ran = Sequencer(), []
    seq.begin()
    seq.at(1.0, lambda: ran.append("secret flight"))
    seq.then(lambda: ran.append("settle"))
    seq.clear()                             # undo, or a new viewer took the seat
    seq.advance(5.0)
    assert ran == [] and not seq.running
