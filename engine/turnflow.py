"""Turn flow: one object decides who acts now, whose view the table shows, when the hand-off
screen covers the table, when AI seats think and when their moves are played (boardgame.io's
``activePlayers``, as a small pure controller).  Scenes ask it and draw; tests drive it without
a window.  No pygame.

- **Perspective.**  The table shows ``viewer``'s view: the human to act (the one already on
  screen first, in a simultaneous step), else the last human who looked; ``None`` (the public
  view) for the demo and an all-AI table.  Between two humans of a hidden-information game a
  hand-off is pending (``handoff``): the scene covers the table until ``handed_to(seat)``; while
  only AIs act in such a pass-and-play game the table shows the public view, so no human's
  secrets stay on screen while the device passes.
- **AI seats** ask the AI service (worker processes, see ``engine.ai.workers``) for a decision
  as soon as their state is known — while the previous move still animates — and all AI seats
  of a simultaneous step think at once.  A decided move is played as soon as the table has
  settled, one move per settle; the beat before it is not a timer here but a ``pause`` step the
  scene queues on its sequencer (engine/sequencer.py) ahead of the move's animation, so all
  pacing runs on one clock.  Each ``Played`` says its beat and pace: an AI seat's first move of
  its turn comes after ``FIRST_BEAT_S`` and animates ``AI_ANIM_SPEEDUP`` times faster than a
  human's; its further moves in the same turn come after ``BEAT_S`` and animate
  ``LATER_SPEEDUP`` times faster still, so a many-move turn plays as one brisk sequence.  Moves of
  a simultaneous step go into the rules as soon as decided: the rules keep them hidden in every
  view and the scene only draws views.  No "thinking" indicator for a wait under
  ``THINKING_SHOW_S``.
- **Undo**: the viewer's own actions of this turn until something hidden was revealed
  (``GameSession.can_undo``); pending AI decisions are cancelled.
- **Autosave** after every action (the session writes its record on each submit).
- **Fair AI input**: an AI seat in a simultaneous step decides from its view of the step as if
  it alone had acted in it (``engine.ai.fair``: the others' moves of the step that the rules
  show, such as a planned card, stay out of its input), as selfplay does; a move the others'
  moves made illegal is decided again from the view as it is then.
- **Remote seats** (a network table, ``engine.net.clientflow.RemoteSession``): a seat of kind
  ``remote`` is neither a local human nor a local AI; its moves arrive through the session's
  ``remote_feed`` and are played one per settled table, as they came, so each animates.

``tick(dt, busy)`` is called once per frame with whether the table is still animating; it
returns the AI moves it played (at most one per call) for the scene to animate.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

from engine.rules import Action, Event
from engine.session import GameSession

FIRST_BEAT_S = 0.3      # pause before an AI seat's first move of its turn (real s at speed x1)
BEAT_S = 0.05           # pause between its further moves
THINKING_SHOW_S = 0.3   # a wait shorter than this shows no "thinking" indicator
AI_ANIM_SPEEDUP = 2.5   # AI moves animate this much faster than a human's
LATER_SPEEDUP = 1.8     # an AI seat's further moves in one turn: this much faster again
REMOTE_WAIT_S = 1.5     # a remote seat's move waits at most this long for the table to settle
HANDOFF_LOOK_S = 0.8    # pass-and-play: the table rests this long after a human's move before
#                         the hand-off covers it (real s at speed x1): they see what it did


@dataclass
class Played:
    seat: int
    action: Action
    events: list[Event]
    by_ai: bool
    beat: float = 0.0       # real seconds (at speed x1) the scene pauses before animating it
    pace: float = 1.0       # how much faster than a human's move it animates


@dataclass
class _Ask:
    ticket: Any
    at_step: int            # len(session.steps) when asked
    asked_clock: float


@dataclass
class TurnFlow:
    session: GameSession
    ai: Any = None                              # AI service; None = the shared one, on first use
    demo: bool = False
    hidden_info: bool = True
    viewer: int | None = None
    handoff: int | None = None
    clock: float = 0.0                          # game time (sum of tick dts)
    settled_at: float | None = None             # clock when the table last came to rest
    last_actor: int | None = None
    asks: dict[int, _Ask] = field(default_factory=dict)
    seen_step: set[int] = field(default_factory=set)    # AI seats that decide from the real view
    _closed: bool = False
    remote: Any = None      # the network feed of remote seats' moves (the session's remote_feed)
    _remote_clock: float = 0.0                  # clock of the last remote move (or look)

    def __post_init__(self) -> None:
        if self.remote is None:
            self.remote = getattr(self.session, "remote_feed", None)
        humans = self.session.humans()
        if self.demo or not humans:
            self.viewer = None
            return
        h = self.session.human_to_act()
        if self.pass_and_play():
            self.viewer = h                     # None (public) while only AIs are to act
            self.handoff = h                    # the first player too takes the seat first
        else:
            self.viewer = h if h is not None else humans[0]

    # -- questions --------------------------------------------------------------------------------
    @property
    def rules(self):
        return self.session.rules

    def service(self):
        if self.ai is None:
            from engine.ai.workers import get_service
            self.ai = get_service()
        return self.ai

    def is_ai(self, seat: int) -> bool:
        return self.session.seats[seat].is_ai

    def is_remote(self, seat: int) -> bool:
        """A seat played on another computer (its moves come through ``remote``)."""
        return self.session.seats[seat].kind == "remote"

    def pass_and_play(self) -> bool:
        return not self.demo and self.hidden_info and len(self.session.humans()) > 1

    def human_to_act(self) -> int | None:
        """The human whose action is awaited: the viewer if still to act, else the first."""
        if self.demo:
            return None
        acting = [s for s in self.session.to_act() if not self.is_ai(s) and not self.is_remote(s)]
        if not acting:
            return None
        return self.viewer if self.viewer in acting else acting[0]

    def my_turn(self) -> bool:
        """The viewer is a human to act and no hand-off covers the table."""
        return (self.viewer is not None and self.handoff is None and not self.demo
                and self.viewer in self.session.to_act() and not self.is_ai(self.viewer)
                and not self.is_remote(self.viewer))

    def legal(self) -> list[Action]:
        if not self.my_turn():
            return []
        return self.rules.legal_actions(self.session.state, self.viewer)

    def view(self) -> Any:
        return self.session.view(self.viewer)

    def thinking(self) -> list[int]:
        """AI seats whose decision is still being worked on."""
        return [s for s, a in self.asks.items() if not a.ticket.done]

    def waiting_on(self) -> list[int]:
        """AI seats the table is visibly waiting for: settled for ``THINKING_SHOW_S`` and the
        decision not in yet (no indicator for quick decisions)."""
        if self.settled_at is None or self.session.is_over():
            return []
        out = []
        for seat in self.thinking():
            since = max(self.settled_at, self.asks[seat].asked_clock)
            if self.clock - since >= THINKING_SHOW_S:
                out.append(seat)
        return out

    def anim_speedup(self, seat: int) -> float:
        return AI_ANIM_SPEEDUP if self.is_ai(seat) else 1.0

    # -- acting -------------------------------------------------------------------------------------
    def act(self, action: Action) -> list[Event]:
        """Play ``action`` for the viewer; ``IllegalAction`` leaves everything unchanged."""
        if not self.my_turn():
            from engine.rules import IllegalAction
            raise IllegalAction("it is not your turn")
        seat = self.viewer
        events = self.session.submit(seat, action)
        self._after(seat)
        return events

    def _after(self, seat: int) -> None:
        self.last_actor = seat
        self.seen_step.discard(seat)
        self.settled_at = None
        self._ask_ai()                  # think about the next decision while this one animates

    def can_undo(self) -> bool:
        return (not self.demo and self.handoff is None and self.viewer is not None
                and self.session.can_undo(self.viewer))

    def undo(self):
        step = self.session.undo(self.viewer)
        self.cancel_all()
        self.settled_at = None
        self._ask_ai()
        return step

    def handed_to(self, seat: int) -> None:
        """The hand-off screen was dismissed by ``seat``: show the table from its side."""
        self.viewer = seat
        self.handoff = None
        self.settled_at = None

    # -- per frame ----------------------------------------------------------------------------------
    def tick(self, dt: float, busy: bool, speed: float = 1.0) -> list[Played]:
        """Advance the flow by ``dt``; ``busy`` = the table is still animating.  Returns the AI
        moves played now (at most one) for the scene to animate."""
        self.clock += dt
        if self._closed:
            return []
        self._collect()
        if self.remote is not None:
            played = self._remote_move(busy)
            if played is not None:
                return [played]
        if self.session.is_over():
            return []
        self._ask_ai()
        if busy:
            self.settled_at = None
            return []
        if self.settled_at is None:
            self.settled_at = self.clock
        self._update_viewer(speed)
        if self.handoff is not None:
            return []                   # nothing moves behind the hand-off screen
        return self._play_decided()

    def idle(self, deadline: float) -> None:
        """Spare frame time (perf_counter deadline): the in-frame fallback AI thinks here."""
        if self.asks and not self._closed:
            self.service().idle(deadline)

    def close(self) -> None:
        """The game is closed: cancel every pending decision; nothing more is played."""
        self.cancel_all()
        self._closed = True
        if self.remote is not None:
            self.remote.close()

    def cancel_all(self) -> None:
        for ask in self.asks.values():
            if not ask.ticket.done:
                self.service().cancel(ask.ticket)
        self.asks.clear()

    # -- internals ----------------------------------------------------------------------------------
    def _ask_ai(self) -> None:
        if self._closed or self.session.is_over():
            return
        acting = self.session.to_act()
        for seat in list(self.asks):
            if seat not in acting:              # stale (after an undo or a resolved step)
                ask = self.asks.pop(seat)
                if not ask.ticket.done:
                    self.service().cancel(ask.ticket)
        for seat in acting:
            if self.is_ai(seat) and seat not in self.asks:
                from engine.ai.fair import ai_view     # (the AI package loads on first use)
                s = self.session
                view = ai_view(s, seat, fair=seat not in self.seen_step)
                ticket = self.service().request(self.rules, view, seat,
                                                s.seats[seat].level, s.agent_seed(seat))
                self.asks[seat] = _Ask(ticket, len(s.steps), self.clock)

    def _remote_move(self, busy: bool) -> Played | None:
        """The next move of a remote seat: once the table settled (or waited long enough)."""
        if busy and self.clock - self._remote_clock < REMOTE_WAIT_S:
            return None
        played = self.remote.next_move()
        self._remote_clock = self.clock
        if played is not None:
            self.last_actor = played.seat
            self.settled_at = None
        return played

    def _collect(self) -> None:
        if self.asks:
            self.service().poll()       # marks the answered tickets done

    def _play_decided(self) -> list[Played]:
        s = self.session
        for seat in s.to_act():
            ask = self.asks.get(seat)
            if ask is None or not ask.ticket.done:
                continue
            again = seat == self.last_actor     # a further move of the same AI turn
            del self.asks[seat]
            action = ask.ticket.action
            legal = s.rules.legal_actions(s.state, seat)
            if ask.ticket.error is not None:
                print(f"AI of seat {seat} failed ({ask.ticket.error}); it plays a legal move",
                      file=sys.stderr)
                action = legal[0]
            elif action not in legal:           # the step changed under it: ask again
                self.seen_step.add(seat)        # from the view as it is now
                self._ask_ai()
                return []
            events = s.submit(seat, action)
            self._after(seat)
            if again:
                return [Played(seat, action, events, True, BEAT_S,
                               AI_ANIM_SPEEDUP * LATER_SPEEDUP)]
            return [Played(seat, action, events, True, FIRST_BEAT_S, AI_ANIM_SPEEDUP)]
        return []

    def _update_viewer(self, speed: float = 1.0) -> None:
        if self.demo or not self.session.humans():
            self.viewer = None
            return
        h = self.human_to_act()
        if h is None:
            if self.pass_and_play():
                self.viewer = None      # the device may be passing: nobody's secrets on screen
            return
        if self.handoff == h:
            return
        if h == self.viewer and self.handoff is None:
            return
        if self.pass_and_play():
            if self._looking(speed):
                return      # the player still sees the table their move left (Undo may do)
            self.handoff = h
        else:
            self.viewer = h

    def _looking(self, speed: float) -> bool:
        """The viewer's own move has just come to rest: the hand-off waits ``HANDOFF_LOOK_S``
        (play-test: Coatl's pieces taken from the disk were covered the moment they landed)."""
        return (self.viewer is not None and self.last_actor == self.viewer
                and self.settled_at is not None
                and self.clock - self.settled_at < HANDOFF_LOOK_S / max(speed, 0.01))


__all__ = ["TurnFlow", "Played", "FIRST_BEAT_S", "BEAT_S", "THINKING_SHOW_S",
           "AI_ANIM_SPEEDUP", "LATER_SPEEDUP", "HANDOFF_LOOK_S"]
