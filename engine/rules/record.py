"""A game as seed + options + action log: the format of saves and replays (pure, JSON only)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.rules.protocol import Action, IllegalAction, Rules, State, action_from_json
from engine.rules.rng import RNG_VERSION

RECORD_VERSION = 1


class RecordError(ValueError):
    """A save or replay that cannot be read: corrupt, truncated, or from an unknown version."""


class RulesVersionError(RecordError):
    """A save or replay played under another version of its game's rules than this build's;
    ``newer`` when the file comes from a later build than this one."""

    def __init__(self, game: str, played: int, have: int) -> None:
        older = "an older" if played < have else "a newer"
        super().__init__(f"it was played under {older} version of the {game} rules (version "
                         f"{played}; this build plays version {have}) and cannot be continued")
        self.game, self.played, self.have = game, played, have

    @property
    def newer(self) -> bool:
        return self.played > self.have


class RngVersionError(RulesVersionError):
    """A save or replay dealt by another version of the seed-to-RNG derivation (``RNG_VERSION``):
    its seed would deal other cards and roll other dice here, so its actions would not fit."""

    def __init__(self, game: str, played: int, have: int) -> None:
        RecordError.__init__(self, f"it was dealt by {'an older' if played < have else 'a newer'} "
                             f"random number generator (version {played}; this build uses version "
                             f"{have}) and cannot be continued")
        self.game, self.played, self.have = game, played, have


@dataclass
class GameRecord:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    version: int = RECORD_VERSION
    # the game's rules version it was played under (``rules.version``); None: this build's (a
    # record made in code); saves written before it was recorded were all played under version 1
    rules_version: int | None = None
    # how its seed became the RNG state (``rng.RNG_VERSION``); None: this build's; saves written
    # before it was recorded were dealt by version 1
    rng_version: int | None = None

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "version": self.version,
            **({} if self.rules_version is None else {"rules_version": self.rules_version}),
            "rng": RNG_VERSION if self.rng_version is None else self.rng_version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [dict(s) for s in self.seats],
            "actions": [[seat, list(action)] for seat, action in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        if not isinstance(data, dict):
            raise RecordError("the file does not hold a saved game")
        version = data.get("version")
        if version != RECORD_VERSION:
            raise RecordError(f"saved by an unknown version ({version!r}); this build reads {RECORD_VERSION}")
        try:
            game = data["game"]
            players = data["players"]
            seed = data["seed"]
            options = data.get("options") or {}
            seats = data.get("seats") or []
            raw = data["actions"]
            rules_version = data.get("rules_version", 1)
            rng_version = data.get("rng", 1)
            for v in (rules_version, rng_version):
                if not isinstance(v, int) or isinstance(v, bool):
                    raise TypeError("bad rules version")
            if not isinstance(game, str) or not isinstance(players, int) or not isinstance(seed, int):
                raise TypeError("bad header")
            if not isinstance(options, dict) or not isinstance(seats, list) or not isinstance(raw, list):
                raise TypeError("bad body")
            actions = []
            for item in raw:
                seat, act = item
                if not isinstance(seat, int):
                    raise TypeError("bad seat")
                actions.append((seat, action_from_json(act)))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the saved game is damaged ({exc})") from exc
        return cls(game, players, seed, options, seats, actions, version, rules_version,
                   rng_version)


def check_rules_version(rules: Rules, record: GameRecord) -> None:
    """RecordError, saying so, when ``record`` was played under other rules than this build's:
    its actions would not mean the same (a changed board, a new action format)."""
    have = getattr(rules, "version", 1)
    if record.rules_version is not None and record.rules_version != have:
        raise RulesVersionError(rules.id, record.rules_version, have)
    if record.rng_version is not None and record.rng_version != RNG_VERSION:
        raise RngVersionError(rules.id, record.rng_version, RNG_VERSION)


def replay(rules: Rules, record: GameRecord) -> State:
    """Rebuild the state a record describes; RecordError if any action is illegal."""
    check_rules_version(rules, record)
    i = -1
    try:
        state = rules.new_game(record.players, record.seed, record.options or None)
        for i, (seat, action) in enumerate(record.actions):
            state = rules.apply(state, seat, action)
    except IllegalAction as exc:
        raise RecordError(f"the saved game does not replay (action {i + 1}: {exc})") from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the saved game does not replay ({exc})") from exc
    return state
