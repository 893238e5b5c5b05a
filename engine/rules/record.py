"""A game as seed + options + action log: the format of saves and replays (pure, JSON only)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.rules.protocol import Action, IllegalAction, Rules, State, action_from_json

RECORD_VERSION = 1


class RecordError(ValueError):
    """A save or replay that cannot be read: corrupt, truncated, or from an unknown version."""


@dataclass
class GameRecord:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    version: int = RECORD_VERSION

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "version": self.version,
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
        return cls(game, players, seed, options, seats, actions, version)


def replay(rules: Rules, record: GameRecord) -> State:
    """Rebuild the state a record describes; RecordError if any action is illegal."""
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
