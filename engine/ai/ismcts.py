"""Hard: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Every iteration samples a fresh determinization of the root view (hidden cards and the chance
of future draws), descends the tree with UCB over the actions legal *in that determinization*
(counting availability, so rarely-legal actions are not over-explored), expands one action,
rolls out with the rules' cheap ``rollout_action`` policy (else uniform) for a bounded number
of actions, scores the leaf with ``evaluate`` and backpropagates one reward per seat: a node
keeps the reward of the seat whose action led to it.  States are immutable and reused; nothing
is copied.

With opponents, the root searches only the turn lookahead's best few first actions (``prune``:
normal's lookahead, whose values carry no playout noise, keeps the best ``keep`` within
``margin`` x the value scale), so the iterations separate real alternatives instead of being
spread over moves a greedy look already rules out; a decision with one candidate left needs no
tree.  Below the root, the rollout policy picks which untried action a node expands first, so
the others' replies in the tree start from plausible moves, not uniform noise (at 3-4 players
most of the tree is the others' moves).

Simultaneous steps (several seats in ``to_act``) are played as "to_act in order".  At the root,
the other seats of the same simultaneous step commit first with the rollout policy, so the
tree never lets them answer the observer's hidden choice.

A one-player game (It's a Wonderful World's solo) has no opponent to model, and averaging each
option's reward over every random follow-up swamps differences of a few points there (a keep
5 VP better by the evaluation lost on visits).  So hard plays a solo game with the turn
lookahead over more determinizations than normal (``solo`` settings), on the same evaluation.

A game whose rules give ``ai_hard`` settings (engine/rules/package.py; with a ``players`` key,
only at those player counts) is played by hard with the turn lookahead instead, over more determinizations than normal, each first action valued
where playouts of its best turn end (``rollouts`` x ``rollout_plies`` actions of the rules'
playout policy: the others' answer and our next turn), not where the turn ends.  In A Wild
Venture the tree search was little stronger than normal (a tree over hundreds of small travel
and choice steps spreads its visits thin), the playouts are.  (It's a Wonderful World tried it
and keeps the tree: 10 of 22 against normal with playouts.)

Hard's own ``games`` settings tune this per game and player count: the tree's reward and budget,
or (``playout``) the lookahead with playouts.  Dice Forge at 3-4 players plays by that lookahead
with common random numbers (each first action's playouts meet the same dice): there the tree was
no better than normal (3 of 15 against two normals, 0.6x the fair share), most of its visits
going to the others' moves and its values to the dice; the playouts compared on the same rolls
won 9 of 24 (1.1x; 8 of 12 on one set of deals, 1 of 12 on the next) at a fraction of the
tree's CPU: no worse on what was measured, far from shown to be 2x.

Hard values positions (in the tree, its candidates' lookahead and the playouts' ends) by the
rules' ``evaluate_hard`` hook where a game has one, else ``evaluate`` (``evaluation``).  Dice
Forge's values resources by the own turns left to spend them: ``evaluate`` counts gold at its
rate until the last two rounds, so at 3-4 players normal sat on capped gold for rounds.
"""
from __future__ import annotations

import math

from engine.ai.agent import Agent, Budget, Search, hook, playout_action
from engine.ai.lookahead import LookaheadAgent
from engine.ai.value import evaluator, rewards, value_scale
from engine.rules.protocol import Action, Rules, State
from engine.rules.rng import Rng


class Node:
    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat            # the seat whose action led here
        self.visits = 0
        self.total = 0.0            # sum of that seat's rewards
        self.avail = 1              # iterations in which this action was legal at the parent
        self.children: dict[tuple[int, Action], Node] = {}


def _decided(root: Node, remaining: int) -> bool:
    """True when the most visited root move leads by more visits than iterations remain: the
    final choice (most visits) can no longer change, so stopping early changes nothing."""
    first = second = 0
    for child in root.children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


class IsmctsAgent(Agent):
    def __init__(self, seed: int, level: str = "hard", *, iterations: int = 1000,
                 rollout_plies: int = 12, exploration: float = 0.7, yield_every: int = 3,
                 early_stop: bool = True, solo: dict | None = None,
                 playout: dict | None = None, prune: dict | None = None,
                 playouts: bool | None = None, relative: str = "best", ordered: bool = True,
                 games: dict | None = None, evaluation: str = "evaluate",
                 max_seconds: float | None = None) -> None:
        super().__init__(seed, max_seconds)
        self.level = level
        # the rules' hook that values a position, in the tree and every lookahead it asks
        self.evaluation = evaluation
        # one-player games: the turn lookahead with these settings (None: search anyway)
        self.solo = (LookaheadAgent(seed, level, max_seconds=max_seconds,
                                    **{"evaluation": evaluation, **solo}) if solo else None)
        # games with ``ai_hard`` settings: the turn lookahead with these, the game's on top
        self.playout = dict(playout or {})
        self.playouts = playouts        # True/False: force or forbid that; None: as the rules say
        # the root's candidates: the best ``keep`` first actions by the turn lookahead with these
        # settings, within ``margin`` x the value scale of the best (None: every legal action)
        self.prune = dict(prune or {})
        self.iterations = iterations
        self.rollout_plies = rollout_plies
        self.exploration = exploration
        self.yield_every = yield_every
        self.early_stop = early_stop
        self.relative = relative        # a seat's reward: its lead over the "best" other or "mean"
        self.ordered = ordered          # below the root, expand in the rollout policy's order
        # per game id: overrides of the tree's settings (a "players" key: at those counts only)
        self.games = dict(games or {})

    def _search(self, rules: Rules, view: State, seat: int, rng: Rng, budget: Budget) -> Search:
        if self.solo is not None and getattr(view, "players", 0) == 1:
            return (yield from self.solo._search(rules, view, seat, rng, budget))
        tuned = self._tuned(rules, view)
        agent = self._playout_agent(rules, view, tuned)
        if agent is not None:
            return (yield from agent._search(rules, view, seat, rng, budget))
        root_actions = rules.legal_actions(view, seat)
        if len(root_actions) == 1:
            return root_actions[0]
        evalf = evaluator(rules, self.evaluation)
        scale = value_scale(rules)
        allowed = None
        if self.prune:
            root_actions = yield from self._candidates(rules, view, seat, root_actions, rng,
                                                       budget, scale)
            if len(root_actions) == 1:
                return root_actions[0]
            allowed = set(root_actions)
        policy = hook(rules, "rollout_action")
        c = tuned["exploration"]
        relative = tuned["relative"]
        iterations = tuned["iterations"]
        plies = tuned["rollout_plies"]
        ordered = tuned["ordered"]
        root = Node(-1)
        every = self.yield_every
        tick = 0
        # the rules' questions as locals: the loop below asks them hundreds of thousands of times
        legal_of, apply, to_act, is_over = (rules.legal_actions, rules.apply, rules.to_act,
                                            rules.is_over)
        sqrt, log = math.sqrt, math.log

        def rollout_choice(state: State, actor: int, actions: list) -> Action:
            return playout_action(policy, state, actor, actions, rng)

        for it in range(iterations):
            if budget.stop and it:
                break
            if self.early_stop and it and _decided(root, iterations - it):
                break           # no other move can still overtake the leader's visit count
            state = rules.determinize(view, seat, rng)
            # other seats of a simultaneous step commit first, blind to our choice
            for other in to_act(state):
                if other != seat:
                    acts = legal_of(state, other)
                    state = apply(state, other, rollout_choice(state, other, acts))
            if seat not in to_act(state):
                state = rules.determinize(view, seat, rng)
            node, path, actor = root, [root], seat
            # selection and expansion
            while not is_over(state):
                if node is not root:
                    actor = to_act(state)[0]
                legal = legal_of(state, actor)
                if node is root and allowed is not None:
                    legal = [a for a in legal if a in allowed] or legal
                children = node.children
                untried = []
                best, best_val = None, -1.0
                for a in legal:
                    child = children.get((actor, a))
                    if child is None:
                        untried.append(a)
                        continue
                    child.avail += 1
                    if not untried:
                        visits = child.visits
                        val = child.total / visits + c * sqrt(log(child.avail) / visits)
                        if val > best_val:
                            best, best_val = (a, child), val
                if untried:
                    # below the root the rollout policy picks which reply to try first, so the
                    # others' first answers in the tree are plausible ones, not uniform noise
                    a = (rollout_choice(state, actor, untried)
                         if node is not root and ordered else None)
                    if a not in untried:    # (a policy may answer with a move it knows is legal)
                        a = untried[rng.randrange(len(untried))]
                    child = Node(actor)
                    children[(actor, a)] = child
                    state = apply(state, actor, a)
                    path.append(child)
                    break
                a, node = best
                state = apply(state, actor, a)
                path.append(node)
                tick += 1
                if tick % every == 0:
                    yield it / iterations
            # rollout
            for _ in range(plies):
                if is_over(state):
                    break
                actor = to_act(state)[0]
                acts = legal_of(state, actor)
                state = apply(state, actor, policy(state, actor, acts, rng) if policy is not None
                              else acts[rng.randrange(len(acts))])
                tick += 1
                if tick % every == 0:
                    yield it / iterations
            reward = rewards(rules, state, evalf, scale, relative)
            for n in path[1:]:
                n.visits += 1
                n.total += reward[n.seat]
            root.visits += 1
            tick += 1
            if tick % every == 0:
                yield (it + 1) / iterations
        best_action, best_key = root_actions[0], (-1, -1.0)
        for a in rng.shuffled(root_actions):
            child = root.children.get((seat, a))
            if child is not None and child.visits:
                key = (child.visits, child.total / child.visits)
                if key > best_key:
                    best_action, best_key = a, key
        return best_action

    def _playout_agent(self, rules: Rules, view: State, tuned: dict) -> LookaheadAgent | None:
        """The lookahead with playouts that plays this game and count instead of the tree (the
        rules' ``ai_hard`` settings, or the level's own ``playout`` choice), or None."""
        settings = dict(getattr(rules, "ai_hard", None) or {})
        counts = settings.pop("players", None)      # the player counts it is for (None: all)
        if counts is not None and getattr(view, "players", 0) not in counts:
            settings = {}
        if tuned.get("playout") is not None:        # the AI's own choice for this game and count
            settings = {**settings, **tuned["playout"]}
        if self.playouts or (settings and self.playouts is None):
            return LookaheadAgent(self.seed, self.level, max_seconds=self.max_seconds,
                                  **{"evaluation": self.evaluation, **self.playout, **settings})
        return None

    def _tuned(self, rules: Rules, view: State) -> dict:
        """The tree's settings for this game and player count (``games``); a ``playout`` entry
        plays that game and count by the lookahead with playouts instead (those settings on top
        of ``playout``'s)."""
        out = {"exploration": self.exploration, "relative": self.relative,
               "iterations": self.iterations, "rollout_plies": self.rollout_plies,
               "ordered": self.ordered}
        extra = dict(self.games.get(getattr(rules, "id", ""), {}))
        counts = extra.pop("players", None)
        if counts is None or getattr(view, "players", 0) in counts:
            out.update(extra)
        return out

    def _candidates(self, rules: Rules, view: State, seat: int, actions: list, rng: Rng,
                    budget: Budget, scale: float) -> Search:
        """The first actions worth a search: the turn lookahead's best few (its values are
        noiseless compared with playouts, so the tree's visits go to real alternatives)."""
        opts = dict(self.prune)
        keep = int(opts.pop("keep", 4))
        margin = float(opts.pop("margin", 0.5)) * scale
        judge = LookaheadAgent(self.seed, self.level, **{"evaluation": self.evaluation, **opts})
        scored = yield from judge.scores(rules, view, seat, actions, rng, budget)
        if not scored:
            return actions
        top = scored[0][0]
        return [actions[i] for v, i in scored[:keep] if v >= top - margin]
