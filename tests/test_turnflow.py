"""The turn flow without a window, on the toy simultaneous bid game: who the table shows, the
hand-off between humans, AI seats thinking in parallel and paced, undo, autosave and resume."""
from __future__ import annotations

import copy

import pytest

from engine.ai import make_agent
from engine.ai.workers import SlicedService, Ticket
from engine.rules.record import GameRecord
from engine.rules.rng import Rng
from engine.session import GameSession, Seat
from engine.sequencer import Sequencer
from engine.turnflow import (AI_ANIM_SPEEDUP, BEAT_S, FIRST_BEAT_S, HANDOFF_LOOK_S,
                             LATER_SPEEDUP, THINKING_SHOW_S, TurnFlow)
from scenes.parts.held_log import HeldLog
from toygames import HIDDEN, NOBID, TOY_BID

DT = 1 / 60


class ManualService:
    """An AI service the test answers by hand (``finish``), recording every request."""

    def __init__(self):
        self.asked: list[Ticket] = []
        self.cancelled: list[Ticket] = []
        self._ready: list[Ticket] = []
        self._ids = 0

    def request(self, rules, view, seat, level, seed, settings=None):
        self._ids += 1
        t = Ticket(self._ids, seat, level)
        t.view, t.rules, t.seed = view, rules, seed
        self.asked.append(t)
        return t

    def finish(self, seat):
        t = next(t for t in reversed(self.asked) if t.seat == seat and not t.done)
        t.action = make_agent(t.level, t.seed).choose(t.rules, t.view, seat)
        t.done = True
        self._ready.append(t)
        return t

    def cancel(self, ticket):
        ticket.cancelled = True
        self.cancelled.append(ticket)

    def poll(self):
        out, self._ready = self._ready, []
        return out

    def idle(self, deadline):
        pass


def session_of(kinds: str, seed: int = 3, saves: list | None = None) -> GameSession:
    seats = []
    for i, k in enumerate(kinds.split(",")):
        seats.append(Seat("human", "normal", f"H{i}", i) if k == "human"
                     else Seat("ai", k.split(":")[1], f"A{i}", i))
    record = GameRecord(TOY_BID.id, len(seats), seed, {}, [vars(s).copy() for s in seats], [])
    return GameSession(TOY_BID, record, seats,
                       autosave=(lambda r: saves.append(copy.deepcopy(r))) if saves is not None else None)


def settle(flow: TurnFlow, seconds: float = 1.0, speed: float = 1.0) -> list:
    played = []
    for _ in range(int(seconds / DT)):
        played += flow.tick(DT, busy=False, speed=speed)
    return played


def test_table_shows_the_human_to_act_behind_a_hand_off_and_ai_thinks_meanwhile():
    svc = ManualService()
    flow = TurnFlow(session_of("human,ai:easy,human"), ai=svc)
    s = flow.session
    assert s.to_act() == [0, 1, 2]                  # a simultaneous sealed-bid step
    assert flow.handoff == 0 and not flow.my_turn() and flow.legal() == []
    flow.tick(DT, busy=False)
    assert [t.seat for t in svc.asked] == [1]       # the AI thinks while the humans decide
    flow.handed_to(0)
    assert flow.viewer == 0 and flow.my_turn()
    flow.act(("bid", flow.legal()[-1][1]))
    assert flow.viewer == 0                         # still seat 0's screen until it settles
    flow.tick(DT, busy=True)
    assert flow.handoff is None
    flow.tick(DT, busy=False)
    assert flow.handoff is None and flow.can_undo()   # seat 0 sees its move at rest first
    settle(flow, HANDOFF_LOOK_S)
    assert flow.handoff == 2 and not flow.my_turn()
    svc.finish(1)
    assert settle(flow, 2.0) == []                  # nothing is played behind the hand-off screen
    flow.handed_to(2)
    view = flow.view()
    assert view.bids[0] == HIDDEN and view.hands[0][0] == HIDDEN   # seat 0's bid stays sealed
    played = settle(flow, 1.0)
    assert [p.seat for p in played] == [1] and played[0].by_ai
    assert flow.view().bids[1] == HIDDEN            # the AI's bid too
    flow.act(flow.legal()[0])
    assert s.state.phase == "take"                  # all three bid: revealed and resolved


def test_an_all_ai_table_shows_the_public_view_and_plays_to_the_end():
    flow = TurnFlow(session_of("ai:easy,ai:random,ai:normal"), ai=SlicedService())
    assert flow.viewer is None and flow.handoff is None
    for _ in range(20000):
        if flow.session.is_over():
            break
        flow.idle(float("inf"))
        flow.tick(DT, busy=False, speed=4.0)
        assert flow.viewer is None and not flow.my_turn()
    assert flow.session.is_over() and not flow.asks


def test_pass_and_play_shows_the_public_view_while_only_ais_act():
    svc = ManualService()
    flow = TurnFlow(session_of("human,ai:easy,human"), ai=svc)
    s = flow.session
    rng = Rng(3)
    seen_public = False
    for _ in range(3000):
        if s.is_over():
            break
        _play_human(flow, rng)
        for seat in flow.thinking():
            svc.finish(seat)
        flow.tick(DT, busy=False, speed=8.0)
        if flow.handoff is None and s.to_act() == [1]:      # the AI's own turn
            assert flow.viewer is None
            seen_public = True
    assert seen_public
    # one human: the table stays on that human's side while the AI plays
    solo = TurnFlow(session_of("human,ai:easy"), ai=ManualService())
    assert solo.viewer == 0 and solo.handoff is None


def test_demo_mode_has_no_viewer_even_with_human_seats():
    flow = TurnFlow(session_of("human,human"), ai=ManualService(), demo=True)
    assert flow.viewer is None and flow.handoff is None and not flow.my_turn()


def test_several_ai_seats_of_a_simultaneous_step_think_at_once():
    svc = ManualService()
    flow = TurnFlow(session_of("ai:easy,human,ai:normal"), ai=svc)
    flow.tick(DT, busy=False)
    assert sorted(t.seat for t in svc.asked) == [0, 2]
    svc.finish(2)                                   # the later seat decides first...
    played = settle(flow, 1.0)
    assert [p.seat for p in played] == [2]          # ...and plays without waiting for seat 0


def test_ai_moves_wait_for_the_table_to_settle_and_their_beat_is_a_sequence_pause():
    for speed in (1.0, 2.0):
        svc = ManualService()
        flow = TurnFlow(session_of("ai:easy,ai:easy"), ai=svc)
        flow.tick(DT, busy=False)
        svc.finish(0)
        for _ in range(120):
            assert flow.tick(DT, busy=True, speed=speed) == []   # animating: nothing moves
        played = flow.tick(DT, busy=False, speed=speed)           # no timer in the flow...
        assert [(p.seat, p.beat, p.pace) for p in played] == [(0, FIRST_BEAT_S, AI_ANIM_SPEEDUP)]
        # ...the beat is a pause step of the sequence, on the sequence's clock
        seq, shown = Sequencer(), []
        seq.begin(pause=played[0].beat * played[0].pace)
        seq.at(0.0, lambda: shown.append(seq.clock))
        frames = 0
        while not shown:
            assert seq.running
            seq.advance(DT, speed * played[0].pace, animating=lambda: False)
            frames += 1
        assert frames * DT == pytest.approx(FIRST_BEAT_S / speed, abs=1.5 * DT)


ANIM_S = 1.2        # a move's animation at a human's pace, in these tests


def _play_ai_turns(kinds: str, moves: int, speed: float = 1.0):
    """An all-AI toy table driven like the scene does (scenes/parts/turns.py, game_base
    ``after_action``) on a fixed clock: each move a beat and ``ANIM_S`` of steps on one
    sequencer.  Decisions are known at once (computed while the previous move animates).
    Returns the (seat, start, end, played) of each run of moves by one seat."""
    svc = ManualService()
    flow = TurnFlow(session_of(kinds), ai=svc)
    seq = Sequencer()
    pace = 1.0
    clock = 0.0
    runs: list[list] = []
    for _ in range(int(600 / DT)):
        if not seq.running:
            pace = 1.0
        for seat in flow.thinking():
            svc.finish(seat)
        for p in flow.tick(DT, busy=seq.running, speed=speed):
            pace = p.pace
            seq.begin(pause=p.beat * pace)
            seq.at(0.0, lambda: None)
            seq.at(ANIM_S, lambda: None)
            if runs and runs[-1][0] == p.seat and runs[-1][2] is None:
                runs[-1][3].append(p)
            else:
                if runs and runs[-1][2] is None:
                    runs[-1][2] = clock
                runs.append([p.seat, clock, None, [p]])
        seq.advance(DT, speed * pace, animating=lambda: False)
        clock += DT
        if sum(len(r[3]) for r in runs) >= moves:
            break
    return runs


def test_a_multi_move_ai_turn_plays_as_one_brisk_sequence():
    for speed in (1.0, 2.0):
        runs = _play_ai_turns("ai:easy,ai:easy", 40, speed)
        whole = [r for r in runs[:-1] if len(r[3]) >= 3]      # take, play, refill
        assert whole
        for seat, start, end, played in whole:
            later = played[1:]
            assert [p.pace for p in later] == [AI_ANIM_SPEEDUP * LATER_SPEEDUP] * len(later)
            assert all(p.beat == BEAT_S for p in later)
            # on screen from its first move to the next seat's move: the beats and
            # animations at their pace, plus a frame or two per move to notice a settle
            bound = sum((p.beat + ANIM_S / p.pace) / speed + 2 * DT for p in played)
            old = sum((0.3 if i == 0 else 0.1) + ANIM_S / AI_ANIM_SPEEDUP
                      for i, _ in enumerate(played)) / speed
            assert end - start <= bound, (end - start, bound)
            assert end - start < 0.8 * old          # brisker than one beat and pace for all
            assert end - start >= sum(ANIM_S / p.pace for p in played) / speed   # visible


def test_thinking_indicator_only_for_a_noticeable_wait():
    svc = ManualService()
    flow = TurnFlow(session_of("ai:hard,human"), ai=svc)
    waits = []
    for _ in range(int(0.6 / DT)):
        flow.tick(DT, busy=False)
        waits.append(bool(flow.waiting_on()))
    first = waits.index(True)
    assert first * DT == pytest.approx(THINKING_SHOW_S, abs=2 * DT)
    assert not any(waits[:first]) and all(waits[first:])
    svc.finish(0)
    flow.tick(DT, busy=False)
    assert flow.waiting_on() == []


def test_the_next_decision_is_asked_for_while_the_previous_move_animates():
    svc = ManualService()
    flow = TurnFlow(session_of("ai:easy,ai:easy"), ai=svc)
    s = flow.session
    played = []
    while not played or played[-1].action[0] != "bid" or s.state.phase != "take":
        flow.tick(DT, busy=False)
        for seat in flow.thinking():
            svc.finish(seat)
        played += settle(flow, 0.5)
    # one seat now takes, plays and refills: several actions in one turn
    seat = s.to_act()[0]
    svc.finish(seat)
    asked_before = len(svc.asked)
    move = settle(flow, 0.5)
    assert [p.seat for p in move] == [seat]
    # the move is being animated (the scene reports busy) and the next decision is asked for
    flow.tick(DT, busy=True)
    assert len(svc.asked) == asked_before + 1 and svc.asked[-1].seat == seat
    assert s.state.phase == "play" and svc.asked[-1].view.phase == "play"
    assert flow.anim_speedup(seat) == AI_ANIM_SPEEDUP > 1.0


@pytest.mark.parametrize("speed", [1.0, 4.0])
def test_the_hand_off_waits_until_the_player_saw_their_move_at_rest(speed):
    """Play-test (Coatl, pass-and-play): taking from the disk handed off the moment the pieces
    landed.  The table rests ``HANDOFF_LOOK_S`` (at speed x1) after a human's move, the move
    still undoable where the session allows it, and only then does the hand-off cover it; a
    table still animating does not count."""
    flow = TurnFlow(session_of("human,ai:easy,human"), ai=ManualService())
    flow.handed_to(0)
    flow.act(flow.legal()[0])
    for _ in range(120):
        flow.tick(DT, busy=True, speed=speed)       # its animation, however long, plays first
    assert flow.handoff is None
    rest = 0.0
    while flow.handoff is None and rest < 5.0:
        assert flow.can_undo() and flow.viewer == 0
        flow.tick(DT, busy=False, speed=speed)
        rest += DT
    assert flow.handoff == 2
    assert HANDOFF_LOOK_S / speed - DT <= rest <= HANDOFF_LOOK_S / speed + 3 * DT


def _play_human(flow: TurnFlow, rng: Rng) -> bool:
    if flow.handoff is not None:
        flow.handed_to(flow.handoff)
        return True
    if flow.my_turn():
        flow.act(rng.choice(flow.legal()))
        return True
    return False


def test_every_step_of_a_two_human_one_ai_game_with_hand_offs():
    saves: list[GameRecord] = []
    flow = TurnFlow(session_of("human,ai:normal,human", seed=5, saves=saves), ai=SlicedService())
    s = flow.session
    rng = Rng(9)
    handoffs, last_viewer, acted_by = 0, None, set()
    for _ in range(50000):
        if s.is_over():
            break
        if flow.handoff is not None:
            handoffs += 1
            assert flow.handoff != last_viewer or last_viewer is None or flow.handoff in s.to_act()
        if flow.my_turn():
            assert flow.viewer in s.to_act() and not s.seats[flow.viewer].is_ai
            assert flow.legal() == s.rules.legal_actions(s.state, flow.viewer)
            acted_by.add(flow.viewer)
        if flow.viewer is not None:
            last_viewer = flow.viewer
            assert not s.seats[flow.viewer].is_ai
        _play_human(flow, rng)
        flow.idle(float("inf"))
        flow.tick(DT, busy=False, speed=8.0)
    assert s.is_over() and s.rules.winners(s.state)
    assert acted_by == {0, 2} and handoffs >= 4
    assert {st.seat for st in s.steps} == {0, 1, 2}
    # autosave after every action, each save the record so far
    assert len(saves) == len(s.steps)
    assert [len(r.actions) for r in saves] == list(range(1, len(s.steps) + 1))


def test_undo_takes_back_own_bid_even_after_the_ai_sealed_its_own():
    svc = ManualService()
    flow = TurnFlow(session_of("human,ai:easy,human"), ai=svc)
    s = flow.session
    flow.tick(DT, busy=False)
    flow.handed_to(0)
    hand = s.state.hands[0]
    flow.act(flow.legal()[0])
    assert flow.can_undo()
    svc.finish(1)
    flow.tick(DT, busy=True)
    # the AI's bid goes in before the hand-off is shown (the table settled once)
    for _ in range(60):
        flow.tick(DT, busy=False)
        if flow.handoff is not None:
            break
    # the AI may or may not have sealed its bid by now; either way seat 0's bid can go back
    assert flow.handoff == 2
    flow.handed_to(0)           # seat 0 still at the table (a test shortcut)
    assert flow.can_undo()
    ai_bid = s.state.bids[1]
    flow.undo()
    assert s.state.hands[0] == hand and s.state.bids[0] == NOBID
    assert s.state.bids[1] == ai_bid                # the AI's sealed bid is replayed
    assert s.record.actions == [(st.seat, st.action) for st in s.steps]


def test_undo_stops_at_revealed_information_and_at_other_seats_turns():
    svc = ManualService()
    flow = TurnFlow(session_of("human,ai:easy"), ai=svc)
    s = flow.session
    flow.tick(DT, busy=False)
    flow.act(flow.legal()[0])
    svc.finish(1)
    settle(flow, 1.0)                               # the AI bids: the bids are revealed
    assert s.state.phase == "take" and not flow.can_undo()
    with pytest.raises(ValueError):
        flow.undo()


def test_undo_cancels_the_ai_decisions_asked_for_the_undone_state():
    svc = ManualService()
    flow = TurnFlow(session_of("human,ai:easy"), ai=svc)
    s = flow.session
    # play to a take phase where the human (seat 0) acts alone
    for _ in range(200):
        if s.state.phase == "take" and s.to_act() == [0]:
            break
        _play_human(flow, Rng(1))
        for seat in flow.thinking():
            svc.finish(seat)
        settle(flow, 0.5)
    assert s.to_act() == [0] and s.state.phase == "take"
    flow.act(flow.legal()[0])
    flow.act(flow.legal()[0])       # take and play: nothing revealed, still seat 0's turn
    assert flow.can_undo()
    flow.undo()
    assert flow.can_undo()          # both own actions of this turn can go back
    flow.undo()
    assert s.state.phase == "take"


def test_save_and_resume_mid_game_continues_from_the_same_state():
    saves: list[GameRecord] = []
    flow = TurnFlow(session_of("human,ai:easy,human", seed=8, saves=saves), ai=SlicedService())
    s = flow.session
    rng = Rng(4)
    while len(s.steps) < 14:
        _play_human(flow, rng)
        flow.idle(float("inf"))
        flow.tick(DT, busy=False, speed=8.0)
    record = saves[-1]
    back = GameSession.from_record(record, rules=TOY_BID)
    assert TOY_BID.to_json(back.state) == TOY_BID.to_json(s.state)
    again = TurnFlow(back, ai=SlicedService())
    assert again.handoff == again.human_to_act() or again.human_to_act() is None
    for _ in range(50000):
        if back.is_over():
            break
        _play_human(again, rng)
        again.idle(float("inf"))
        again.tick(DT, busy=False, speed=8.0)
    assert back.is_over() and len(back.record.actions) > 14


def test_a_closed_flow_cancels_its_pending_decisions_and_plays_nothing():
    svc = ManualService()
    flow = TurnFlow(session_of("ai:hard,ai:hard"), ai=svc)
    flow.tick(DT, busy=False)
    assert len(svc.asked) == 2
    flow.close()
    assert sorted(t.seat for t in svc.cancelled) == [0, 1]
    svc.finish(0)
    assert settle(flow, 1.0) == [] and flow.session.steps == []


# -- the table scene asks the flow and draws (headless app) --------------------------------------

def _wip(monkeypatch, tmp_path, kinds, size=(1280, 720), seed=3, speed=1.0):
    from scenes.launch import new_session
    from scenes.world_in_progress import WorldInProgressScene
    from tests.uitest import driver, make_app
    app = make_app(monkeypatch, tmp_path, size=size, speed=speed)
    seats = [Seat(k.split(":")[0], k.split(":")[1] if ":" in k else "normal", "", i)
             for i, k in enumerate(kinds)]
    session = new_session(app, "world_in_progress", seats, seed=seed)
    scene = WorldInProgressScene(app, session)
    app.scenes.push(scene)
    return app, session, scene, driver(app)


def test_a_click_during_an_animation_finishes_it_and_acts(monkeypatch, tmp_path):
    app, session, scene, d = _wip(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    push = next(a for a in scene.legal() if a[0] == "push")
    after = session.rules.apply(session.state, scene.viewer, push)
    r, c = next((a[1], a[2]) for a in session.rules.legal_actions(after, scene.viewer))
    scene.act(push)
    d.frames(1)
    assert scene.busy()                           # the tile is still flying
    d.click(f"wip.cell.{r}.{c}")
    assert session.steps[-1].action[:3] == ("place", r, c)
    app.shutdown()


def test_an_illegal_move_plays_the_error_sound_once(monkeypatch, tmp_path):
    app, session, scene, d = _wip(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    played = []
    monkeypatch.setattr(app.audio, "play", lambda name, *a, **k: played.append(name))
    assert not scene.act(("place", 9, 9, 0))
    assert played.count("error") == 1
    app.shutdown()


def test_log_scrolled_to_the_top_is_full_and_text_stays_readable_at_800x450(monkeypatch, tmp_path):
    app, session, scene, d = _wip(monkeypatch, tmp_path, ["ai:random", "ai:random"],
                                  size=(800, 450), speed=4.0)
    d.wait(lambda: len(session.steps) >= 14 or session.is_over(), 20000)
    r = app.renderer
    title, size = scene.log.sizes(r)
    assert size * r.scale >= 12 and title * r.scale >= 12     # never shrunk under ~12 px
    drawn = []
    real = r.text

    def spy(text, *a, **k):
        drawn.append((text, a, k))
        return real(text, *a, **k)
    monkeypatch.setattr(r, "text", spy)
    for _ in range(40):
        scene.log.scroll += 1                     # scroll far past the top...
    for _ in range(HeldLog.HOLD_FRAMES + 1):      # a busy frame puts the box back as it was
        drawn.clear()
        d.frames(1)
        if any(k.get("wrap") for _, _, k in drawn):
            break
    lines = [t for t, a, k in drawn if k.get("wrap")]
    texts = [t for _, t in scene.log.lines()]
    assert lines and lines[0] == texts[0]         # ...the first line is at the top
    assert scene.log.scroll == scene.log.max_scroll(r) > 0
    x, y, w, h = scene.log_rect
    used = sum(scene.log.entry_h(r, t, size, w - 46) for t in lines)
    nxt = scene.log.entry_h(r, texts[len(lines)], size, w - 46)
    assert used + nxt > scene.log.layout(r)[3]   # no room left: no blank lines under them
    assert not any(t.endswith("…") for t in lines)   # wrapped, never cut
    assert all(a[2] == size for t, a, k in drawn if k.get("wrap"))   # one size for every line
    app.shutdown()


def test_no_tooltip_on_the_game_over_frame(monkeypatch, tmp_path):
    from scenes.launch import new_session
    from scenes.world_in_progress import WorldInProgressScene
    from tests.uitest import driver, make_app
    app = make_app(monkeypatch, tmp_path, speed=4.0)
    session = new_session(app, "world_in_progress", [Seat("ai", "random", "", 0),
                                                     Seat("ai", "random", "", 1)], seed=3)
    rng = Rng(2)
    while True:                     # play on until one move is left (no table yet: quick)
        seat = session.to_act()[0]
        action = rng.choice(session.rules.legal_actions(session.state, seat))
        if session.rules.is_over(session.rules.apply(session.state, seat, action)):
            break
        session.submit(seat, action)
    scene = WorldInProgressScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    calls = []
    real = scene.render.draw

    def spy(*a, **k):
        calls.append(k.get("tooltips", True))
        return real(*a, **k)
    monkeypatch.setattr(scene.render, "draw", spy)
    d.lazy = False                                  # every frame's drawing is looked at
    hold, play = [True], scene.flow._play_decided   # the AI's move comes on the first settle:
    monkeypatch.setattr(scene.flow, "_play_decided", lambda: [] if hold[0] else play())
    d.frames(2)                                     # held back, the tooltips of a live game
    assert calls and calls[-1] is True and not session.is_over()
    hold[0] = False
    d.wait(lambda: session.is_over(), 4000)
    calls.clear()
    d.frames(2)
    assert calls and not any(calls)
    app.shutdown()


def test_a_score_pop_up_does_not_hold_the_next_move(monkeypatch, tmp_path):
    from engine.ecs.processors import tween_to
    from scenes.game_base import GameScene
    app, session, scene, d = _wip(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.frames(2)
    scene.finish_animations()
    assert not GameScene.busy(scene)
    scene.pop_score(500, 500, "+3")               # rises and fades on its own
    assert not GameScene.busy(scene)
    tween_to(scene.find("wip.board"), 0.5, x=600)
    assert GameScene.busy(scene)
    app.shutdown()


def test_the_speed_setting_scales_an_ai_moves_beat_and_animation_on_screen(monkeypatch, tmp_path):
    """The beat and the animation of an AI move are one sequence on the animation clock, so
    the speed setting shortens both: the same move takes about a quarter of the frames at x4."""
    from tests.uitest import at_rest
    frames = {}
    for speed in (1.0, 4.0):
        app, session, scene, d = _wip(monkeypatch, tmp_path, ["ai:easy", "ai:easy"], speed=speed)
        hold, play = [True], scene.flow._play_decided
        monkeypatch.setattr(scene.flow, "_play_decided", lambda: [] if hold[0] else play())
        d.wait(lambda: any(a.ticket.done for a in scene.flow.asks.values())
               and not scene.busy(), 4000)
        hold[0] = False
        d.wait(lambda: len(session.steps) == 1, 10)
        hold[0] = True                          # only the first move is on the clock
        n = 0
        while scene.busy():
            d.frames(1)
            n += 1
        frames[speed] = n
        at_rest(d, scene)
        app.shutdown()
    assert frames[1.0] > 20                     # a beat and an animation a player can follow
    assert frames[4.0] == pytest.approx(frames[1.0] / 4, abs=3)
