"""The banner says one thing per turn (issue 19 follow-up): World in Progress's title flipped
between "X's turn" and "X is thinking" within one AI turn (an AI turn is several actions: a
push, a placement, a refill), so it flickered.  Through an AI's turn, from its first frame to
the frame the turn passes, the title is the same: the AI thinks, then its moves play."""
from __future__ import annotations

import random

import pytest

from tests.uitest import start_table


def slow_ai(monkeypatch, think_s: float = 0.6) -> None:
    """Every AI decision is taken in only once it has been asked ``think_s`` of the table's
    clock ago: the table waits for it as for a slow machine's AI (long enough that the
    "thinking" indicator shows, at every action of a turn)."""
    from engine.turnflow import TurnFlow
    collect = TurnFlow._collect

    def late(flow) -> None:
        if all(flow.clock - a.asked_clock >= think_s for a in flow.asks.values()):
            collect(flow)
    monkeypatch.setattr(TurnFlow, "_collect", late)
    monkeypatch.setattr(TurnFlow, "_play_decided", _when_collected(TurnFlow._play_decided,
                                                                   think_s))


def _when_collected(play, think_s: float):
    def wrapped(flow):
        if any(flow.clock - a.asked_clock < think_s for a in flow.asks.values()):
            return []
        return play(flow)
    return wrapped


def turns_of_titles(monkeypatch, tmp_path, game: str, seed: int, turns: int) -> list[list]:
    """The distinct banner titles, in order, of each AI turn of a human-and-AI game (the human
    plays random moves; the AI thinks for a while at each action)."""
    slow_ai(monkeypatch)
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:easy"],
                                         seed=seed, speed=2.0)
    rng = random.Random(seed)
    out: list[list] = []
    current: list | None = None
    try:
        for _ in range(4000):
            top = app.scenes.top
            if top is not scene:
                if top.opaque:
                    break
                app.scenes.pop()
            acting = session.to_act()
            ai_turn = bool(acting) and acting[0] == 1 and not session.is_over()
            if ai_turn:
                title = scene.banner_text()
                if current is None:
                    current = []
                    out.append(current)
                if not current or current[-1] != title:
                    current.append(title)
            else:
                current = None
                if len(out) >= turns:
                    break
                if scene.my_turn() and not scene.busy() and scene.legal():
                    scene.act(rng.choice(scene.legal()))
            d.frames(1, look=False)     # the titles the banner works out, not its pixels
    finally:
        app.shutdown()
    return out


@pytest.mark.parametrize("game", ["world_in_progress", "coatl"])
def test_an_ai_turn_has_one_title(monkeypatch, tmp_path, game):
    turns = turns_of_titles(monkeypatch, tmp_path, game, 3, 3)
    assert len(turns) >= 2, "too few AI turns were seen: nothing was checked"
    for titles in turns:
        assert len(titles) == 1, f"one AI turn's banner said: {titles}"


