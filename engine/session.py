"""A game in progress: rules + record + seats + undo + autosave (no pygame).

Scenes drive a ``GameSession`` through ``engine.turnflow.TurnFlow`` (who acts, hand-offs, AI
pacing); so do the demo mode, the benchmark and the tests.  Undo is built once here on the action
log: a human seat may take back its own actions of this turn (or simultaneous step) until
something hidden was revealed or chance resolved.
"""
from __future__ import annotations

import secrets
from dataclasses import asdict, dataclass
from typing import Any, Callable

from engine.games import get_rules
from engine.rules import Action, Event, IllegalAction, Rules
from engine.rules.record import GameRecord, RecordError, check_rules_version
from engine.rules.rng import RNG_VERSION, agent_seed
from engine.rules.table_hooks import optional

SEED_BITS = 64


def new_seed() -> int:
    """A new game's seed: 64 bits from the operating system's random source (``secrets``), so
    nobody can guess it or try every seed; the seed is kept in the save and the replay."""
    return secrets.randbits(SEED_BITS)


@dataclass
class Seat:
    kind: str = "human"        # "human" or "ai"
    level: str = "normal"      # AI level when kind == "ai"
    name: str = ""
    color: int = 0             # index into theme.SEAT_COLORS

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        return cls(str(data.get("kind", "human")), str(data.get("level", "normal")),
                   str(data.get("name", "")), int(data.get("color", 0)))


def parse_seats(spec: str) -> list[Seat]:
    """``human,ai:normal,ai:hard`` -> seats."""
    seats = []
    for i, part in enumerate(p.strip() for p in spec.split(",") if p.strip()):
        if part == "human":
            seats.append(Seat("human", "normal", "", i))
        elif part.startswith("ai"):
            level = part.split(":", 1)[1] if ":" in part else "normal"
            if level not in ("random", "easy", "normal", "hard"):
                raise ValueError(f"unknown AI level {level!r} (random, easy, normal, hard)")
            seats.append(Seat("ai", level, "", i))
        else:
            raise ValueError(f"a seat is 'human' or 'ai:LEVEL', not {part!r}")
    return seats


@dataclass
class Step:
    seat: int
    action: Action
    events: list[Event]
    reveals: bool


class GameSession:
    def __init__(self, rules: Rules, record: GameRecord, seats: list[Seat],
                 autosave: Callable[[GameRecord], None] | None = None) -> None:
        self.rules = rules
        self.record = record
        self.seats = seats
        self.autosave = autosave
        self.history = [rules.new_game(record.players, record.seed, record.options or None)]
        self.steps: list[Step] = []
        for seat, action in record.actions:
            self._apply(seat, action)

    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int | None = None,
            options: dict | None = None,
            autosave: Callable[[GameRecord], None] | None = None) -> "GameSession":
        """A new game; without a ``seed`` one is drawn by ``new_seed``."""
        rules = get_rules(game_id)
        if seed is None:
            seed = new_seed()
        if len(seats) not in rules.player_counts:
            raise ValueError(f"{game_id} is for {rules.player_counts} players, not {len(seats)}")
        record = GameRecord(game_id, len(seats), seed, dict(options or {}),
                            [asdict(s) for s in seats], [],
                            rules_version=getattr(rules, "version", 1), rng_version=RNG_VERSION)
        return cls(rules, record, seats, autosave)

    @classmethod
    def from_record(cls, record: GameRecord,
                    autosave: Callable[[GameRecord], None] | None = None,
                    rules: Rules | None = None) -> "GameSession":
        """Resume ``record`` (``rules`` given for games outside the registry, e.g. tests)."""
        if rules is None:
            try:
                rules = get_rules(record.game)
            except KeyError as exc:
                raise RecordError(str(exc)) from exc
        seats = [Seat.from_json(s) for s in record.seats] or [Seat() for _ in range(record.players)]
        if len(seats) != record.players:
            raise RecordError("the saved game's seats do not match its player count")
        check_rules_version(rules, record)
        actions = list(record.actions)
        record = GameRecord(record.game, record.players, record.seed, record.options,
                            record.seats, [], record.version, record.rules_version,
                            record.rng_version)
        try:
            session = cls(rules, record, seats, autosave)
            for seat, action in actions:
                session._apply(seat, action)
                record.actions.append((seat, action))
        except IllegalAction as exc:
            raise RecordError(f"the saved game does not replay ({exc})") from exc
        return session

    # -- state ---------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.history[-1]

    @property
    def game(self) -> str:
        return self.rules.id

    def to_act(self) -> list[int]:
        return self.rules.to_act(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def human_to_act(self) -> int | None:
        for seat in self.to_act():
            if not self.seats[seat].is_ai:
                return seat
        return None

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def opening_events(self) -> list[Event]:
        """What set-up played before the first action (the rules' optional
        ``opening_events``: Dice Forge's first divine blessing), for the log; [] if none."""
        if not hasattr(self, "_opening"):
            fn = optional(self.rules, "opening_events")
            rec = self.record
            self._opening = list(fn(rec.players, rec.seed, rec.options or None)) if fn else []
        return self._opening

    # -- acting ---------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        new, events = self.rules.step(self.state, seat, action)
        self.history.append(new)
        self.steps.append(Step(seat, action, events, any(e.reveals for e in events)))
        return events

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Play an action; IllegalAction leaves everything unchanged."""
        events = self._apply(seat, action)
        self.record.actions.append((seat, tuple(action)))
        if self.autosave:
            self.autosave(self.record)
        return events

    # -- undo -------------------------------------------------------------------------------------
    def _undoable(self, seat: int | None) -> int | None:
        """Index of ``seat``'s last step if it may be taken back: a human's, nothing revealed
        since, and every later step was another seat acting in the same simultaneous step."""
        if seat is None or self.is_over() or not (0 <= seat < len(self.seats)):
            return None
        if self.seats[seat].is_ai:
            return None
        i = len(self.steps) - 1
        while i >= 0 and self.steps[i].seat != seat:
            i -= 1
        if i < 0 or any(st.reveals for st in self.steps[i:]):
            return None
        same_step = self.rules.to_act(self.history[i])
        if any(st.seat not in same_step for st in self.steps[i + 1:]):
            return None
        if i < len(self.steps) - 1 and not self._same_step_goes_on(i, same_step):
            return None         # the others' actions ended that step: the game has moved on
        if i == len(self.steps) - 1 and seat not in self.to_act() and not any(
                s in self.to_act() for s in same_step):
            return None         # the turn passed on (nothing after it yet, but not ours now)
        return i

    def _same_step_goes_on(self, i: int, same_step: list[int]) -> bool:
        """Whether the simultaneous step of ``steps[i]`` is still being played now: the same
        phase, and only seats of it asked to act."""
        now = self.to_act()
        return (bool(now) and set(now) <= set(same_step)
                and getattr(self.state, "phase", None) == getattr(self.history[i], "phase", None))

    def can_undo(self, seat: int | None) -> bool:
        return self._undoable(seat) is not None

    def undo(self, seat: int) -> Step:
        """Take back ``seat``'s last action; other seats' later actions of the same simultaneous
        step are replayed (refused if one of them no longer fits)."""
        i = self._undoable(seat)
        if i is None:
            raise IllegalAction("nothing to undo: hidden information was revealed or the turn passed")
        later = self.steps[i + 1:]
        state = self.history[i]
        replayed: list[tuple[Any, Step]] = []
        try:
            for st in later:
                state, events = self.rules.step(state, st.seat, st.action)
                replayed.append((state, Step(st.seat, st.action, events,
                                             any(e.reveals for e in events))))
        except IllegalAction as exc:
            raise IllegalAction("that can no longer be undone") from exc
        step = self.steps[i]
        del self.history[i + 1:]
        del self.steps[i:]
        del self.record.actions[i:]
        for st_state, st in replayed:
            self.history.append(st_state)
            self.steps.append(st)
            self.record.actions.append((st.seat, tuple(st.action)))
        if self.autosave:
            self.autosave(self.record)
        return step

    # -- AI -------------------------------------------------------------------------------------
    def agent_seed(self, seat: int) -> int:
        """The seed of ``seat``'s AI: the one ``selfplay`` gives it for this game seed, so a
        decision in the app is the decision selfplay makes from the same view."""
        return agent_seed(self.record.seed, seat)

    # -- results ---------------------------------------------------------------------------------
    def seat_name(self, seat: int, fallback: Callable[[int], str] | None = None) -> str:
        name = self.seats[seat].name
        if name:
            return name
        return fallback(seat) if fallback else f"Player {seat + 1}"


def random_session(game: str, seats: list[Seat], seed: int, share: float,
                   until_seat: int | None = None) -> GameSession:
    """A session of random legal moves (from ``Rng(seed)``) stopped after ``share`` of a whole
    such game's actions, and with ``until_seat`` at the next moment that seat is to act: a busy
    table to measure or to look at (tests, tools/busiest.py)."""
    from engine.rules.rng import Rng

    def play(session: GameSession, stop: Callable[[int], bool]) -> int:
        rng, n = Rng(seed), 0
        while not session.is_over() and not stop(n):
            seat = session.to_act()[0]
            session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
            n += 1
        return n

    if share <= 0:
        return GameSession.new(game, seats, seed)
    whole = play(GameSession.new(game, seats, seed), lambda n: False)
    cut = int(whole * share)
    s = GameSession.new(game, seats, seed)
    play(s, lambda n: n >= cut and (until_seat is None or until_seat in s.to_act()))
    return s
