"""The soak harness: every registered game runs clean for a few games per player count, and
deliberately broken toy games are caught with the seed and action index to reproduce."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import replace

import pytest

from engine import soak
from engine.games import get_rules, registered
from toygames import TOY_BID, TOY_NIM, ToyBidRules

LONG = os.environ.get("FIVE_REALMS_LONG") == "1"
# one game per player count proves each registered title runs clean through the harness at
# every count, its variants drawn from the seed; the thousands are the background soaks' and
# FIVE_REALMS_LONG=1's
GAMES_PER_COUNT = 50 if LONG else 1


@pytest.mark.parametrize("game_id", registered())
def test_every_registered_game_soaks_clean(game_id):
    out = io.StringIO()
    status = soak.run([game_id], GAMES_PER_COUNT, seed=1, out=out)
    report = out.getvalue()
    assert status == 0, report
    line = next(ln for ln in report.splitlines() if ln.startswith(game_id))
    counts = len(get_rules(game_id).player_counts)
    assert f"games {GAMES_PER_COUNT * counts:>6}" in line and "faults    0" in line


class _NimWithoutInvariants(type(TOY_NIM)):
    check_invariants = None             # a game that offers no ``check_invariants``


def test_toy_games_soak_clean_and_notes_missing_optional_parts():
    out = io.StringIO()
    assert soak.run([TOY_BID, _NimWithoutInvariants()], 4, seed=3, out=out) == 0, out.getvalue()
    assert "no check_invariants" in out.getvalue()      # reported, not a fault


# -- broken toys ----------------------------------------------------------------------------------
TOTAL_CARDS = 36


class LosesCards(ToyBidRules):
    """Invariant: 36 cards in play.  Bug: a 'take' from the market at index 1 loses the card."""
    id = "toy_loses_cards"

    def check_invariants(self, s):
        n = (len(s.deck) + sum(map(len, s.hands)) + len(s.market) + sum(map(len, s.tableau))
             + len(s.discard) + sum(1 for b in s.bids if b > 0))
        return [] if n == TOTAL_CARDS else [f"{n} cards in play, not {TOTAL_CARDS}"]

    def step(self, s, seat, action):
        new, events = super().step(s, seat, action)
        if tuple(action) == ("take", 1):
            hand = list(new.hands[seat])
            hand.remove(s.market[1])
            new = replace(new, hands=new.hands[:seat] + (tuple(hand),) + new.hands[seat + 1:])
        return new, events


class NamesCards(ToyBidRules):
    """Cards serialise as names ("card7"); bids are secret.  Bug: the log names the bid card to
    everyone, and the drawn card's event reaches the other seats too."""
    id = "toy_names_cards"

    def to_json(self, s):
        d = super().to_json(s)
        for k in ("deck", "bids", "market", "discard"):
            d[k] = [f"card{v}" for v in d[k]]
        d["hands"] = [[f"card{v}" for v in h] for h in d["hands"]]
        d["tableau"] = [[f"card{v}" for v in t] for t in d["tableau"]]
        return d

    def from_json(self, d):
        d = dict(d)
        for k in ("deck", "bids", "market", "discard"):
            d[k] = [int(v[4:]) for v in d[k]]
        d["hands"] = [[int(v[4:]) for v in h] for h in d["hands"]]
        d["tableau"] = [[int(v[4:]) for v in t] for t in d["tableau"]]
        return super().from_json(d)

    def describe(self, action, lang="en", viewer=None, seat=None):
        verb, arg = action
        return f"{verb} card{arg}"          # the leak: a bid is secret until revealed

    def view_events(self, events, viewer):
        return list(events)


class NeverEnds(ToyBidRules):
    id = "toy_never_ends"

    def _end_turn(self, s):
        return replace(super()._end_turn(s), phase="bid", round=0)


class ForgetsInJson(ToyBidRules):
    id = "toy_forgets_scores"

    def from_json(self, d):
        return replace(super().from_json(d), scores=(0,) * d["players"])


class MutatesInput(ToyBidRules):
    """Bug: a 'take' also writes into the state it was given (its round)."""
    id = "toy_mutates_input"

    def step(self, s, seat, action):
        new, events = super().step(s, seat, action)
        if tuple(action)[0] == "take":
            object.__setattr__(s, "round", s.round + 1)
        return new, events


class ParserRunsInvariants(LosesCards):
    """LosesCards whose from_json refuses what check_invariants finds, and says so: the soak
    then skips its own second run of the invariants, and must still name the invariant."""
    id = "toy_parser_runs_invariants"
    from_json_runs_invariants = True

    def from_json(self, d):
        s = super().from_json(d)
        problems = self.check_invariants(s)
        if problems:
            raise ValueError("impossible toy state: " + "; ".join(problems))
        return s


@pytest.mark.parametrize("broken,check", [(LosesCards(), "invariants"), (NamesCards(), "secrets"),
                                          (NeverEnds(), "ends"), (ForgetsInJson(), "json"),
                                          (MutatesInput(), "immutable"),
                                          (ParserRunsInvariants(), "invariants")])
def test_a_broken_game_is_reported_with_seed_and_action_index(broken, check):
    out = io.StringIO()
    status = soak.run([broken], 3, seed=10, max_actions=400, out=out)
    report = out.getvalue()
    assert status == 1, report
    faults = [ln for ln in report.splitlines() if ln.startswith("FAULT")]
    assert faults and all(f"[{check}]" in ln for ln in faults), report
    assert "seed=" in faults[0] and "action=" in faults[0]
    assert f"--seed" in report and "--games 1" in report
    # the fault reproduces from its seed alone
    first = soak.soak([broken], 3, 10, max_actions=400, out=io.StringIO())[0].faults[0]
    again = soak.soak_game(broken, first.players, first.seed, max_actions=400).faults[0]
    assert (again.action_index, again.check, again.message) == \
        (first.action_index, first.check, first.message)


def test_an_invariant_a_trusted_parser_skips_is_still_checked_by_the_soak(monkeypatch):
    """The soak skips its own invariants run only for rules whose from_json runs them; a game
    that does not say so gets the soak's run (here its parser checks nothing)."""
    calls = []
    rules = LosesCards()
    monkeypatch.setattr(rules, "check_invariants",
                        lambda s: calls.append(s) or LosesCards.check_invariants(rules, s))
    result = soak.soak_game(rules, 2, 10, max_actions=400)
    assert calls and len(calls) >= result.actions


def test_hidden_tokens_are_strings_the_view_drops():
    rules = NamesCards()
    state = rules.new_game(2, 5)
    full = rules.to_json(state)
    mine = {f"card{c}" for c in state.hands[0]}
    hidden = soak.hidden_tokens(rules, full, state, 1)
    assert mine - {f"card{c}" for c in state.hands[1] + state.market} <= hidden
    nim = TOY_NIM.new_game(2, 1)
    assert not soak.hidden_tokens(TOY_NIM, TOY_NIM.to_json(nim), nim, 0)


def test_soak_command_line_prints_a_line_per_game_and_exits_non_zero_on_faults():
    game = registered()[0]
    proc = subprocess.run([sys.executable, "main.py", "soak", game, "--games", "1", "--seed", "2",
                           "--jobs", "2"], capture_output=True, text=True, timeout=300,
                          cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith(game))
    clean = "faults    0" in line
    assert proc.returncode == (0 if clean else 1), proc.stdout + proc.stderr
    bad = subprocess.run([sys.executable, "main.py", "soak", "no_such_game"], capture_output=True,
                         text=True, timeout=60,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert bad.returncode == 2 and "unknown game" in bad.stderr
    assert soak._unregistered("rng") is None and soak._unregistered("../x") is None
    wrong = subprocess.run([sys.executable, "main.py", "soak", game, "--players", "99"],
                           capture_output=True, text=True, timeout=60,
                           cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert wrong.returncode == 2 and "not 99" in wrong.stderr


def test_a_player_count_a_game_does_not_allow_skips_that_game():
    out = io.StringIO()
    assert soak.run([TOY_BID, TOY_NIM], 1, seed=1, players=3, out=out) == 0
    assert "toy_nim              skipped" in out.getvalue()
    assert "toy_bid              games      1" in out.getvalue()


# -- variants ------------------------------------------------------------------------------------
def test_soak_plays_every_choice_of_every_option_and_only_set_ups_the_rules_accept():
    rules = get_rules("wild_venture")
    seen = {o.key: set() for o in rules.options()}
    for seed in range(1, 41):
        opts = soak.soak_options(rules, 2, seed)
        assert opts == soak.soak_options(rules, 2, seed)          # reproducible from the seed
        rules.new_game(2, seed, opts)                              # accepted as drawn
        for k, v in opts.items():
            seen[k].add(v)
    assert seen == {o.key: set(o.choices) for o in rules.options()}


def test_an_option_refused_at_this_player_count_falls_back_to_its_default():
    rules = get_rules("wonderful_world")
    solo = {soak.soak_options(rules, 1, s)["solo_scenario"] for s in range(1, 60)}
    assert solo == set(range(7))                                   # every scenario, solo
    for seed in range(1, 30):                                       # never at 3 players
        assert soak.soak_options(rules, 3, seed)["solo_scenario"] == 0


def test_a_fault_names_the_options_it_was_played_with():
    class Autumnal(ToyBidRules):
        id = "toy_autumnal"

        def options(self):
            from engine.rules.protocol import Option
            return super().options() + [
                Option("season", {"en": "Season"}, ("spring", "autumn"), "spring")]

        def new_game(self, players, seed, options=None):
            rest = dict(options or {})
            if rest.pop("season", None) == "autumn":
                raise RuntimeError("autumn set-up crashes")
            return ToyBidRules.new_game(self, players, seed, rest)

    results = [soak.soak_game(Autumnal(), 2, s) for s in range(1, 12)]
    faults = [f for r in results for f in r.faults]
    assert faults and all(f.options["season"] == "autumn" for f in faults)
    assert any(r.options["season"] == "spring" and not r.faults for r in results)
    assert "'season': 'autumn'" in str(faults[0])


def test_a_time_budget_stops_starting_games_and_the_line_says_how_many_ran():
    out = io.StringIO()
    # any budget is used up by the first game: one game runs, whatever the machine's speed
    [summary] = soak.soak([TOY_BID], 5, seed=3, out=out, max_seconds=1e-9)
    assert summary.games == 1 and summary.planned == 5 * len(TOY_BID.player_counts)
    assert f"(time budget: 1 of {summary.planned} games played)" in out.getvalue()
    assert summary.cpu > 0 and "cpu" in out.getvalue()
    [full] = soak.soak([TOY_BID], 2, seed=3, out=io.StringIO(), max_seconds=1e9)
    assert full.games == full.planned and "time budget" not in full.line()


def test_ctrl_c_stops_the_soak_and_still_reports_the_games_that_ran(monkeypatch):
    """An interrupted soak (Ctrl+C, SIGINT) prints its line for the games played so far."""
    real = soak.soak_game
    played = []

    def game(*args, **kwargs):
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(soak, "soak_game", game)
    out = io.StringIO()
    summaries = soak.soak([TOY_BID, TOY_BID], 5, seed=3, out=out)
    assert len(summaries) == 1 and summaries[0].games == 3 and summaries[0].interrupted
    assert f"(interrupted: 3 of {summaries[0].planned} games played)" in out.getvalue()


def test_player_counts_take_turns_so_a_cut_short_soak_covers_each():
    rules = get_rules("dice_forge")
    tasks = soak.plan(rules, 3, 100)
    assert tasks[:3] == [(2, 100), (3, 100), (4, 100)] and len(tasks) == 9
    assert sorted(tasks) == sorted((p, 100 + k) for p in (2, 3, 4) for k in range(3))


def test_sigterm_stops_a_background_soak_and_still_reports_the_games_that_ran(tmp_path):
    """A soak started in the background ignores SIGINT; ``kill`` (SIGTERM) stops it as Ctrl+C
    does: the line for the games played so far, the summary, exit status 130."""
    import signal
    from pathlib import Path
    from tests.waiting import wait_until
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen(
        [sys.executable, "main.py", "soak", "wild_venture", "--games", "500", "--seed", "1"],
        cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))

    def cpu_seconds() -> float:
        fields = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    try:
        wait_until(lambda: proc.poll() is not None or cpu_seconds() > 1.5, 120,
                   message="the soak to play a few games")
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, (proc.returncode, out, err)
    assert "(interrupted:" in out and "games played)" in out and "(interrupted)" in out, out
