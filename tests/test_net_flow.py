"""A network seat in the turn flow (no window): the other seats' moves arrive one per settled
table, the seat acts through the server, undo goes through the server; LAN discovery on the
loopback interface only."""
from __future__ import annotations

import random

import pytest

from engine.net.client import SeatClient
from engine.net.clientflow import RemoteSession
from engine.rules import IllegalAction
from engine.turnflow import TurnFlow
from tests.netplay import create_table, wait_until


def test_remote_seats_moves_arrive_through_the_turn_flow_and_the_game_ends(served_url):
    code = create_table(served_url, "dice_forge", [{"kind": "human"}, {"kind": "human"},
                                               {"kind": "ai", "level": "random"}])["code"]
    mine = RemoteSession(SeatClient.join(served_url, code, 0, "Olena"))
    other = SeatClient.join(served_url, code, 1, "Taras")
    flow = TurnFlow(mine)
    assert flow.viewer == 0 and flow.is_remote(1) and flow.is_remote(2)
    rng = random.Random(2)
    seen = []

    def step() -> None:
        for p in flow.tick(1 / 60, False):
            seen.append(p)
            assert p.seat != 0 and mine.steps[-1].action.lines["en"]
        if flow.my_turn():
            before = len(mine.steps)
            flow.act(rng.choice(flow.legal()))
            # moves that reached the server first are applied before it, unanimated
            assert len(mine.steps) >= before + 1 and mine.steps[-1].seat == 0
        other.update()
        if 1 in other.state.to_act and other.state.legal and not other.state.over:
            try:
                other.act(rng.choice(other.state.legal))
            except IllegalAction:
                pass
        if not flow.my_turn():
            other.pump(0.01)

    wait_until(lambda: mine.is_over() and not mine.pending, 120, step, "the game's end")
    assert {p.seat for p in seen} == {1, 2}
    assert mine.rules.scores(mine.state) == mine.table.result["scores"]
    assert len(mine.steps) == other.state.n
    flow.close()
    other.close()


def test_a_refused_move_is_an_illegal_action_and_changes_nothing(served_url):
    code = create_table(served_url, "coatl", [{"kind": "human"}, {"kind": "human"}])["code"]
    mine = RemoteSession(SeatClient.join(served_url, code, 0))
    flow = TurnFlow(mine)
    with pytest.raises(IllegalAction):
        flow.act(("no_such_verb",))
    assert mine.steps == [] and mine.net.state.seq == 0
    flow.close()


def test_lan_tables_are_heard_on_the_loopback_interface(monkeypatch):
    monkeypatch.setenv("FIVE_REALMS_LAN_INTERFACES", "127.0.0.1")
    from engine.net.lan import Announcer, Browser, lan_interfaces
    assert lan_interfaces() == ["127.0.0.1"]
    ann = Announcer("127.0.0.1", 45678, "Olena", "ABC234", "coatl")
    browser = Browser()
    try:
        found = wait_until(lambda: [t for t in browser.tables() if t.code == "ABC234"], 20,
                           lambda: browser.zc.loop and None or __import__("time").sleep(0.05),
                           "the announcement")
        assert found[0].address == "127.0.0.1" and found[0].port == 45678
        assert found[0].game == "coatl"
        assert found[0].host == "Olena"         # the join list's tooltip names the host
    finally:
        browser.close()
        ann.close()


def test_undo_goes_through_the_server_and_a_spectator_follows(served_url):
    code = create_table(served_url, "wonderful_world", [{"kind": "human"}, {"kind": "human"}])["code"]
    mine = RemoteSession(SeatClient.join(served_url, code, 0))
    other = SeatClient.join(served_url, code, 1)
    watcher = RemoteSession(SeatClient.watch(served_url, code))
    flow, watching = TurnFlow(mine), TurnFlow(watcher)
    assert watching.viewer is None and not watching.my_turn() and watching.legal() == []
    rng = random.Random(1)
    undone = False
    for _ in range(400):
        if flow.my_turn() and not flow.can_undo():
            flow.act(rng.choice(flow.legal()))
        if flow.can_undo():
            n = mine.table.n
            flow.undo()
            assert mine.table.n == n - 1 and len(mine.steps) == n - 1
            undone = True
            break
        flow.tick(1 / 60, False)
        other.update()
        if 1 in other.state.to_act and other.state.legal:
            try:
                other.act(rng.choice(other.state.legal))
            except IllegalAction:
                pass
        if not mine.pending:
            mine.wait(0.01)
    assert undone, "no undoable move came up"
    wait_until(lambda: watcher.table.n == mine.table.n and not watcher.pending, 20,
               lambda: watching.tick(1 / 60, False) or watcher.wait(0.01))
    assert watcher.seat is None and len(watcher.steps) == mine.table.n
    for s in (flow, watching):
        s.close()
    other.close()
