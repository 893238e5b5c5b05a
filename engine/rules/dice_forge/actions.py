"""Legal actions and ``step``.

Actions (flat tuples):
- main phase, active seat, nothing pending:
  ("reinforce", "silver_hind", die) | ("reinforce", "elder") | ("reinforce", "guardians_owl", tok)
      before the first action only, each card once per turn;
  ("triton", "sun2" | "moon2" | "gold6")   any time in the main phase of your turn;
  ("buy", face)          action A: buy a Sanctuary face (then you are asked to place it);
  ("feat", card)         action B;
  ("second_action",)     pay 2 sun once the first action is done;
  ("end_turn",)          end the turn (also allowed without any action).
- answering a pending task (see ``effects``): ("choose", tok), ("mirror", face), ("hammer", n),
  ("buy", face) | ("pass",) for a Celestial Ship, ("place", die, slot), ("cerberus",) | ("pass",),
  ("satyr", face), ("die", d), ("shield", face), ("bearer", seat).

Forging is two clicks: ("buy", face) then ("place", die, slot) — 20 + 12 choices rather than
240 combined ones, which keeps the AI's tree narrow and the scene's clicks natural.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction

from . import effects as E
from . import material as M
from .events import GameEnded, Gained, TokenUsed, TurnStarted
from .feats import perform_feat
from .refusals import why_not
from .settle import settle
from .scoring import final_scores, token, winners
from .state import State, Work

OWL = tuple(token(g) for g in ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0)))
TRITON = {"sun2": (0, 2, 0, 0), "moon2": (0, 0, 2, 0), "gold6": (6, 0, 0, 0)}


def rolls_per_turn(players: int) -> int:
    return 2 if players == 2 else 1


def can_act(s) -> bool:
    """An action (A or B) may start now: none taken yet, or the paid second action."""
    return s.kind == "" and s.acts in (0, 2)


def feat_slots(s, seat: int) -> list[int]:
    """Slot indices whose feat the seat can perform now (card left, cost paid)."""
    _, sun, moon, _ = s.res[seat]
    fs = M.feats()
    out = []
    for i, cid in enumerate(s.slot_cards):
        if s.stacks[i] <= 0:
            continue
        cs, cm = fs[cid].cost
        if cs <= sun and cm <= moon:
            out.append(i)
    return out


def _unused(s, seat: int, card: str) -> bool:
    return s.cards[seat].count(card) > s.used.count(card)


def main_actions(s, seat: int) -> list[Action]:
    out: list[Action] = []
    gold, sun, _, _ = s.res[seat]
    if s.acts == 0:
        if _unused(s, seat, "silver_hind"):
            out += [("reinforce", "silver_hind", 0), ("reinforce", "silver_hind", 1)]
        if gold >= 3 and _unused(s, seat, "elder"):
            out.append(("reinforce", "elder"))
        if _unused(s, seat, "guardians_owl"):
            out += [("reinforce", "guardians_owl", t) for t in OWL]
    if s.tokens[seat][1] > 0:
        out += [("triton", t) for t in TRITON]
    if can_act(s) or s.kind == "forge":
        out += [("buy", f) for f in E.buyable(s, seat, 0, s.bought)]
    if can_act(s):
        out += [("feat", s.slot_cards[i]) for i in feat_slots(s, seat)]
    if s.acts == 1 and s.kind and sun >= 2:
        out.append(("second_action",))
    out.append(("end_turn",))
    return out


# (state, seat, actions) of the latest call, rebound in one go: step re-checks the same state
_LAST: tuple = (None, None, ())
# (state, seats to act) of the latest ``to_act``: a playout asks it of one state three times
# (whose move, what is legal, the step's check)
_TO_ACT: tuple = (None, ())


def to_act(s: State) -> list[int]:
    """``effects.to_act`` of a frozen state (not of a step's Work, which changes), kept for the
    latest state asked."""
    global _TO_ACT
    last = _TO_ACT
    if last[0] is s:
        return list(last[1])
    seats = E.to_act(s)
    _TO_ACT = (s, tuple(seats))
    return seats


def legal_actions(s: State, seat) -> list[Action]:
    global _LAST
    last = _LAST
    if last[0] is s and last[1] == seat:
        return list(last[2])
    if s.phase == "over" or seat not in to_act(s):
        out: list = []
    else:
        q = s.queues[seat]
        out = E.options(s, seat, q[0]) if q else main_actions(s, seat)
    _LAST = (s, seat, tuple(out))
    return out


# ---- turn flow ---------------------------------------------------------------------------

def _on_idle(w) -> bool:
    """All queues empty: roll the next start-of-turn divine blessing for everybody, or open
    the active player's main phase."""
    if w.phase == "bless":
        if w.rolls_left > 0:
            w.rolls_left -= 1
            for seat in E.order_from(w.active, w.players):
                E.push_back(w, seat, ("roll", "n", -1))
            return True
        w.phase = "main"
    return False


def start_turn(w) -> None:
    w.phase = "bless"
    w.rolls_left = rolls_per_turn(w.players)
    w.acts, w.kind, w.bought, w.used = 0, "", (), ()
    w.events.append(TurnStarted(w.active, w.round))
    settle(w, _on_idle)


def end_turn(w) -> None:
    w.active = (w.active + 1) % w.players
    if w.active == 0:
        w.round += 1
    if w.round > w.rounds:
        w.phase = "over"
        w.acts, w.kind, w.bought, w.used = 0, "", (), ()
        st = w.freeze_view()
        w.events.append(GameEnded(tuple(final_scores(st)), tuple(winners(st))))
        return
    start_turn(w)


# ---- step --------------------------------------------------------------------------------

def _check(s: State, seat, action) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < s.players:
        raise IllegalAction(f"there is no seat {seat!r}")
    if s.phase == "over":
        raise IllegalAction("the game is over")
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction(f"not an action: {action!r}")
    for x in action[1:]:
        if isinstance(x, bool) or not isinstance(x, (int, str)):
            raise IllegalAction(f"not an action: {action!r}")
    if seat not in to_act(s):
        raise IllegalAction(f"it is not seat {seat}'s turn to act")
    last = _LAST
    legal = last[2] if last[0] is s and last[1] == seat else legal_actions(s, seat)
    if action not in legal:
        raise IllegalAction(why_not(s, seat, action))


def step(s: State, seat: int, action: Action):
    if isinstance(action, list):
        action = tuple(action)
    _check(s, seat, action)
    w = Work(s)
    q = w.queues[seat]
    if q:
        task = E.pop(w, seat)
        E.answer(w, seat, task, action)
    else:
        _main(w, seat, action)
    if w.phase != "over":
        settle(w, _on_idle)
    w.last_action = (seat,) + action
    return w.freeze(), w.events


def _main(w, seat: int, action: tuple) -> None:
    verb = action[0]
    if verb == "reinforce":
        card = action[1]
        w.used = w.used + (card,)
        if card == "silver_hind":
            E.push_back(w, seat, ("roll", "n", action[2], "silver_hind"))
        elif card == "elder":
            w.res[seat][0] -= 3
            w.events.append(Gained(seat, (-3, 0, 0, 0), "elder"))
            E.gain(w, seat, (0, 0, 0, 4), "elder")
        else:
            from .scoring import untoken
            E.gain(w, seat, untoken(action[2]), card)
    elif verb == "triton":
        w.tokens[seat][1] -= 1
        w.events.append(TokenUsed(seat, "triton"))
        E.gain(w, seat, TRITON[action[1]], "triton")
    elif verb == "buy":
        face = action[1]
        E.take_from_sanctuary(w, seat, face, M.face_cost(face))
        w.bought = w.bought + (face,)
        w.kind = "forge"
        w.acts = max(w.acts, 1)
        E.push_back(w, seat, ("place", face))
    elif verb == "feat":
        w.kind = "feat"
        w.acts = max(w.acts, 1)
        perform_feat(w, seat, action[1])
    elif verb == "second_action":
        w.res[seat][1] -= 2
        w.events.append(Gained(seat, (0, -2, 0, 0), "second_action"))
        w.acts, w.kind, w.bought = 2, "", ()
    elif verb == "end_turn":
        end_turn(w)
