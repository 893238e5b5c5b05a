"""Network play: the protocol, the table server in its own process on 127.0.0.1, whole games of
every title through it, a client killed and rejoining with its token, the server killed and
resumed from its autosave, and what crosses the wire checked against each viewer's view."""
from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import get_rules, with_rules
from engine.net import protocol as P
from engine.net.client import NetClient, NetError, SeatClient
from engine.net.codec import events_from_wire, events_to_wire, redact_action
from engine.rules import IllegalAction
from engine.rules.record import GameRecord
from engine.saves import read_checked
from tests.netplay import ROOT, ServerProcess, create_table, play_to, wait_until

GAMES = [g.id for g in with_rules()]
FAST = ("--rate", "2000")       # random bots play far faster than people


@pytest.fixture()
def server(tmp_path):
    srv = ServerProcess(tmp_path / "home", *FAST)
    yield srv
    srv.stop()


def seats_for(game: str, humans: int, ai: int = 0) -> list[dict]:
    return [{"kind": "human"}] * humans + [{"kind": "ai", "level": "random"}] * ai


def saved_record(home: Path, code: str) -> GameRecord:
    data = read_checked(home / "data" / "tables" / f"{code}.json", "table", "table_format", 1)
    return GameRecord.from_json(data["record"])


# -- the protocol on its own ---------------------------------------------------------------------
def test_messages_are_checked_in_size_version_and_type():
    ok = P.parse_message(json.dumps({"v": 1, "type": "ping"}))
    assert ok["type"] == "ping"
    for bad in ["nope", "[1]", json.dumps({"v": 2, "type": "ping"}),
                json.dumps({"v": 1, "type": "shutdown"}), b'{"v":1,"type":"ping"}',
                '{"v":1,"type":"ping","x":NaN}',
                json.dumps({"v": 1, "type": "ping", "pad": "x" * P.MAX_MESSAGE})]:
        with pytest.raises(P.ProtocolError):
            P.parse_message(bad)


def test_tokens_are_128_bits_and_only_their_hash_matches():
    t = P.new_token()
    assert P.is_token(t) and len(t) == 32 and t != P.new_token()
    h = P.token_hash(t)
    assert P.token_matches(t, h) and not P.token_matches(P.new_token(), h)
    assert not P.token_matches(h, h) and not P.token_matches(None, h)


def test_table_codes_read_aloud_and_typed_loosely():
    code = P.new_code()
    assert len(code) == P.CODE_LENGTH and set(code) <= set(P.CODE_ALPHABET)
    assert P.normal_code(f" {code[:3].lower()}-{code[3:]} ") == code
    with pytest.raises(P.ProtocolError):
        P.normal_code("O0O0O0")


def test_rate_limit_allows_a_burst_then_the_sustained_rate():
    lim = P.RateLimit(0.0, rate=10, burst=5)
    assert [lim.allow(0.0) for _ in range(6)] == [True] * 5 + [False]
    assert lim.allow(0.1) and not lim.allow(0.1)


@pytest.mark.parametrize("game", GAMES)
def test_events_cross_the_wire_unchanged(game):
    rules = get_rules(game)
    rng = random.Random(3)
    n = rules.player_counts[-1]
    state = rules.new_game(n, 7)
    for _ in range(60):
        if rules.is_over(state):
            break
        seat = rng.choice(rules.to_act(state))
        state, events = rules.step(state, seat, rng.choice(rules.legal_actions(state, seat)))
        for viewer in (None, 0):
            seen = rules.view_events(events, viewer)
            wire = json.loads(json.dumps(events_to_wire(seen)))
            assert events_from_wire(rules, wire) == seen


def test_an_action_is_told_to_others_without_strings_their_view_lacks():
    assert redact_action(("draft", "c17", 2), {"c3"}) == ["draft", "?", 2]
    assert redact_action(("draft", "c17", 2), {"c17"}) == ["draft", "c17", 2]


# -- whole games through a server process ----------------------------------------------------------
def _play_whole_game(server, tmp_path, game: str, seed: int) -> None:
    rules = get_rules(game)
    n = rules.player_counts[0] if rules.player_counts[0] > 1 else rules.player_counts[1]
    humans = min(n, 2)
    made = create_table(server.url, game, seats_for(game, humans, n - humans))
    code = made["code"]
    bots = [SeatClient.join(server.url, code, s, f"P{s}") for s in range(humans)]
    watcher = SeatClient.watch(server.url, code)
    rng = random.Random(seed)
    play_to(bots, rng, lambda: all(b.state.over for b in bots))
    wait_until(lambda: watcher.state.over, 20, watcher.pump, "the spectator's end")
    record = saved_record(tmp_path / "home", code)
    final = rules.new_game(record.players, record.seed, record.options or None)
    for seat, action in record.actions:
        final = rules.apply(final, seat, action)
    assert rules.is_over(final)
    for b in [*bots, watcher]:
        assert b.state.n == len(record.actions)
        assert b.state.result["scores"] == list(rules.scores(final))
        assert b.state.result["winners"] == list(rules.winners(final))
        assert len(b.state.log) == len(record.actions)
        b.close()


@pytest.mark.parametrize("game", GAMES)
def test_two_clients_and_a_spectator_play_a_whole_game(server, tmp_path, game):
    _play_whole_game(server, tmp_path, game, 1)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [2, 3, 4])
def test_whole_games_long(server, tmp_path, game, seed):
    _play_whole_game(server, tmp_path, game, seed)


def test_an_illegal_action_is_refused_and_changes_nothing(server, tmp_path):
    code = create_table(server.url, "coatl", seats_for("coatl", 2))["code"]
    a, b = (SeatClient.join(server.url, code, s) for s in (0, 1))
    n = a.state.n
    with pytest.raises(IllegalAction):
        a.act(("no_such_verb", 1))
    with pytest.raises(IllegalAction):
        a.client.request({"type": "join", "code": code, "seat": 1})     # taken
    assert a.client.request({"type": "info", "code": code})["table"]["steps"] == n
    a.act(a.state.legal[0])         # the refused ones did not spend the seat's sequence
    assert a.state.n == n + 1
    a.close(), b.close()


# -- faults ------------------------------------------------------------------------------------------
CLIENT_SCRIPT = r"""
import random, sys, time
sys.path.insert(0, sys.argv[4])
from engine.net.client import SeatClient
from tests.netplay import play_round
c = SeatClient.join(sys.argv[1], sys.argv[2], int(sys.argv[3]), "Olena")
print(c.token, flush=True)
rng = random.Random(5)
while not c.state.over:
    play_round([c], rng)
"""


def test_a_client_killed_mid_game_rejoins_with_its_token(server, tmp_path):
    code = create_table(server.url, "dice_forge", seats_for("dice_forge", 2))["code"]
    proc = subprocess.Popen([sys.executable, "-c", CLIENT_SCRIPT, server.url, code, "0",
                             str(ROOT)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    token = proc.stdout.readline().strip()
    assert P.is_token(token)
    other = SeatClient.join(server.url, code, 1, "Taras")
    rng = random.Random(9)
    play_to([other], rng, lambda: other.state.n >= 12)
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    # the table shows the seat dropped and waits for it
    wait_until(lambda: not other.state.seats[0]["connected"], 20, other.pump,
               "the drop to be told")
    with pytest.raises(NetError):                       # a wrong token cannot take the seat
        SeatClient.rejoin(server.url, code, 0, P.new_token())
    back = SeatClient.rejoin(server.url, code, 0, token)
    assert back.state.seat == 0 and back.state.n >= 12
    play_to([back, other], rng, lambda: back.state.over and other.state.over)
    assert len(saved_record(tmp_path / "home", code).actions) == back.state.n
    back.close(), other.close()


@pytest.mark.slow      # two server processes and a whole game; the default run keeps a resume
# from the autosave after a kill in tests/test_net_lobby.py (the host's app crashed)
def test_the_server_killed_resumes_from_its_autosave_with_the_same_tokens(tmp_path):
    home = tmp_path / "home"
    srv = ServerProcess(home, *FAST)
    try:
        code = create_table(srv.url, "wonderful_world", seats_for("wonderful_world", 2))["code"]
        bots = [SeatClient.join(srv.url, code, s) for s in (0, 1)]
        rng = random.Random(4)
        play_to(bots, rng, lambda: bots[0].state.n >= 20)
        accepted = max(b.state.n for b in bots)
        tokens = [b.token for b in bots]
        for b in bots:
            b.close()
    finally:
        srv.kill()
    srv2 = ServerProcess(home, *FAST)
    try:
        assert P.shown_code(code) in srv2.banner      # with its dash, as players say it
        bots = [SeatClient.rejoin(srv2.url, code, s, tokens[s]) for s in (0, 1)]
        assert bots[0].state.n >= accepted            # no accepted action was lost
        play_to(bots, rng, lambda: all(b.state.over for b in bots))
        for b in bots:
            b.close()
    finally:
        srv2.stop()


def test_bench_measures_a_move_reaching_the_other_connection():
    from engine.bench import measure_net_move
    got = measure_net_move(5)
    assert got["moves"] == 5 and 0 < got["p50"] <= got["p95"]


def test_serve_speaks_tls_with_a_certificate_and_key(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days",
                           "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                           "-keyout", str(key), "-out", str(cert)], capture_output=True)
    if made.returncode != 0:
        pytest.skip("no openssl to make a certificate")
    srv = ServerProcess(tmp_path / "home", "--tls-cert", str(cert), "--tls-key", str(key))
    try:
        assert srv.url.startswith("wss://")
        client = NetClient(srv.url, tls_verify=False)       # a self-signed certificate
        assert client.request({"type": "ping"})["type"] == "pong"
        client.close()
        with pytest.raises(NetError):                       # no plain text on a TLS port
            NetClient(srv.url.replace("wss://", "ws://"), timeout=3).request({"type": "ping"}, 3)
    finally:
        srv.stop()
