"""Easy and normal: a heuristic "turn lookahead".

For each legal action, apply it on a determinization of the view; while the same seat is still
to act and the last step revealed nothing, continue over that seat's follow-up actions with a
beam search; the action's value is the best ``evaluate`` reached at the end of the turn,
averaged over a few determinizations.  Normal plays the best; easy looks one action deep and
picks among the near-best few (softmax), never a deliberate blunder.
"""
from __future__ import annotations

import math

from engine.ai.agent import Agent, Budget, Search, hook, playout_action
from engine.ai.value import evaluator
from engine.rules.protocol import IllegalAction, Rules, State
from engine.rules.rng import Rng

NEG = float("-inf")
_SALT = 0x5DEECE66D     # separates a playout's policy dice from its re-dealt chance


class LookaheadAgent(Agent):
    def __init__(self, seed: int, level: str = "normal", *, depth: int = 8, beam: int = 3,
                 samples: int = 2, max_evals: int = 6000, pick: str = "best", top_k: int = 3,
                 temperature: float = 1.0, margin: float = 3.0, yield_every: int = 4,
                 rollouts: int = 0, rollout_plies: int = 0, common: bool = False,
                 evaluation: str = "evaluate", max_seconds: float | None = None) -> None:
        super().__init__(seed, max_seconds)
        self.level = level
        self.depth = depth              # actions of the own turn looked at (1 = just this one)
        self.beam = beam                # partial turns kept per first action at each depth
        self.samples = samples          # determinizations averaged
        self.max_evals = max_evals      # hard cap on evaluations per sample
        self.pick = pick                # "best" or "softmax"
        self.top_k = top_k              # softmax: candidates among the best few...
        self.temperature = temperature  # ...weighted exp(value / temperature)...
        self.margin = margin            # ...and never more than this many points below the best
        self.yield_every = yield_every
        # hard: the best end of each first action's turn is then played on ``rollout_plies``
        # actions by the rules' playout policy (the others' answer, our next turn) ``rollouts``
        # times, and valued where those playouts end
        self.rollouts = rollouts
        self.rollout_plies = rollout_plies
        # common random numbers: playout r of every first action gets the same chance (the
        # state re-dealt from the same seed) and the same policy dice, so the first actions are
        # compared on the same futures and the playouts' luck cancels out of the comparison
        self.common = common
        # the rules' hook that values a position (hard: "evaluate_hard", where a game has one)
        self.evaluation = evaluation

    def _search(self, rules: Rules, view: State, seat: int, rng: Rng, budget: Budget) -> Search:
        actions = rng.shuffled(rules.legal_actions(view, seat))
        if len(actions) == 1:
            return actions[0]
        scored = yield from self.scores(rules, view, seat, actions, rng, budget)
        if not scored:
            return actions[0]
        if self.pick == "best":
            return actions[scored[0][1]]
        top = scored[0][0]
        cands = [(v, i) for v, i in scored[:self.top_k] if v >= top - self.margin]
        weights = [math.exp((v - top) / self.temperature) for v, _ in cands]
        r = rng.random() * sum(weights)
        for w, (_, i) in zip(weights, cands):
            r -= w
            if r <= 0:
                return actions[i]
        return actions[cands[-1][1]]

    def scores(self, rules: Rules, view: State, seat: int, actions: list, rng: Rng,
               budget: Budget):
        """A generator (yielding progress) that returns ``[(value, index into actions)]``, best
        first: each first action's best turn end, averaged over the determinizations."""
        evalf = evaluator(rules, self.evaluation)
        policy = hook(rules, "rollout_action") if self.rollouts else None
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        lengths = [0] * len(actions)        # actions in each first action's best lines
        tick = 0
        for sample in range(self.samples):
            if budget.stop and sample:
                break
            det = rules.determinize(view, seat, rng)
            best = [NEG] * len(actions)         # best value of a finished turn per first action
            best_any = [NEG] * len(actions)     # best value seen at all (if the cap cut a line)
            best_state: list = [None] * len(actions)
            best_len = [0] * len(actions)       # actions in that best line
            frontier: list[tuple[float, int, State]] = []
            evals = 0
            layer = [(i, det, a) for i, a in enumerate(actions)]
            for depth in range(1, self.depth + 1):
                frontier = []
                for i, st, a in layer:
                    try:
                        nxt, events = rules.step(st, seat, a)
                    except IllegalAction:
                        continue                # not legal in this determinization
                    val = evalf(nxt, seat)
                    evals += 1
                    if val > best_any[i]:
                        best_any[i] = val
                    if (depth < self.depth and not rules.is_over(nxt) and seat in rules.to_act(nxt)
                            and not any(e.reveals for e in events)):
                        frontier.append((val, i, nxt))
                    elif val > best[i]:
                        best[i] = val
                        best_state[i] = nxt
                        best_len[i] = depth
                    tick += 1
                    if tick % self.yield_every == 0:
                        yield (sample + depth / (self.depth + 1)) / self.samples
                if not frontier or evals >= self.max_evals or budget.stop:
                    break
                # keep the best `beam` partial turns per first action, best first overall
                frontier.sort(key=lambda f: -f[0])
                kept: dict[int, int] = {}
                layer = []
                for val, i, st in frontier:
                    if kept.get(i, 0) >= self.beam:
                        continue
                    kept[i] = kept.get(i, 0) + 1
                    layer.extend((i, st, b) for b in rules.legal_actions(st, seat))
                    yield None
                if evals + len(layer) > self.max_evals:
                    layer = layer[:max(0, self.max_evals - evals)]
            if self.rollouts:
                seeds = [rng.next_u64() for _ in range(self.rollouts)] if self.common else []
                for i, st in enumerate(best_state):
                    if st is None or rules.is_over(st):
                        continue
                    acc = 0.0
                    for r in range(self.rollouts):
                        if self.common:
                            start = rules.determinize(rules.view(st, seat), seat, Rng(seeds[r]))
                            end = self._playout(rules, start, policy, Rng(seeds[r] ^ _SALT))
                        else:
                            end = self._playout(rules, st, policy, rng)
                        acc += evalf(end, seat)
                        yield None
                    best[i] = acc / self.rollouts
            for i in range(len(actions)):
                v = best[i] if best[i] > NEG else best_any[i]
                if v > NEG:
                    totals[i] += v
                    counts[i] += 1
                    lengths[i] += best_len[i] if best[i] > NEG else self.depth
            yield (sample + 1) / self.samples
        scored = [(totals[i] / counts[i], i) for i in range(len(actions)) if counts[i]]
        # equal values: the shorter way there first (placing a token now rather than saying
        # "done" and placing it in the next step, which ends the same)
        scored.sort(key=lambda t: (-t[0], lengths[t[1]]))
        return scored

    def _playout(self, rules: Rules, state: State, policy, rng: Rng) -> State:
        # (the rules' questions as locals: hard asks them for every ply of every playout)
        is_over, to_act, legal_of, apply = (rules.is_over, rules.to_act, rules.legal_actions,
                                            rules.apply)
        for _ in range(self.rollout_plies):
            if is_over(state):
                break
            actor = to_act(state)[0]
            acts = legal_of(state, actor)
            state = apply(state, actor, playout_action(policy, state, actor, acts, rng))
        return state
