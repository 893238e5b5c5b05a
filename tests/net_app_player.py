"""One player's app in a process of its own, for the network tests with several app processes
(tests/test_net_processes.py).  It starts the real app (headless), hosts from the set-up screen
or joins from the menu by address and code, then plays its seat only by posting mouse events at
what the table shows (tests/clicking.py), and tells on stdout, one JSON object a line:

    {"hosting": {"address": "127.0.0.1:8765", "code": "8X5QAX"}}   the host's lobby is open
    {"seated": 1}                                                   at the table, as seat 1
    {"steps": 12}                                                   moves on its table so far
    {"over": {"rows": [[0, 31], [1, 27]], "winners": [0], ...}}     the results screen's rows

and ends.  Its FIVE_REALMS_HOME is its own (the tokens a player's app keeps live there), so a
process killed mid-game and started again with the same folder takes its seat back:

    python -m tests.net_app_player host GAME PLAYERS [--seed S] [--resume]
    python -m tests.net_app_player join ADDRESS CODE SEAT NAME [--seed S]

``--resume``: the host's app hosts again and picks its unfinished table (same code and tokens).
A joiner whose table is lost clicks the banner's Reconnect.  The servers listen on 127.0.0.1.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

import pygame

from engine.app import App, AppOptions
from engine.uidriver import UIDriver
from tests.clicking import Clicker
from tests.uitest import clickable

FRAMES = 10 ** 8                # a bound far above any game: the test's timeout decides
RECONNECT_EVERY = 120           # frames between two clicks on Reconnect while the table is lost
JOIN_TRIES = 30                 # "Find the table" / "Take seat" again after a failure (a loaded
                                # machine's host may answer a request after its timeout)


def say(**what) -> None:
    print(json.dumps(what), flush=True)


def note(text: str) -> None:
    """A line on stderr (the test prints its tail when it fails)."""
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def table_scene(app):
    """The game's table among the app's scenes (under a pop-up or the results), or None."""
    return next((s for s in reversed(app.scenes.scenes) if hasattr(s, "hint_targets")), None)


def type_text(d: UIDriver, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.frames(2)


def click_until(d: UIDriver, name: str, done, tries: int = 12) -> None:
    """Click ``name`` until ``done()`` (a button that goes round its choices)."""
    for _ in range(tries):
        if done():
            return
        d.click(name)
    if not done():
        raise SystemExit(f"clicking {name} never got there")


def host(d: UIDriver, game: str, players: int, resume: bool) -> None:
    app = d.app
    app.scenes.push(app.make("menu", game=game))
    d.frames(3)
    d.click(f"menu.game.{game}")
    d.frames(2)
    menu = app.scenes.top
    if d.has(f"menu.players.{players}"):
        d.click(f"menu.players.{players}")
    assert menu.players == players, f"{game} has no {players}-player set-up"
    click_until(d, "menu.seat.0.kind", lambda: menu.seats[0].kind == "human")
    for i in range(1, players):
        click_until(d, f"menu.seat.{i}.kind", lambda: menu.seats[i].kind == "remote")
    for attempt in range(1, JOIN_TRIES + 1):    # Host again if its own server was late
        d.click("menu.start")
        d.frames(3)
        if resume:              # the unfinished tables this app hosted, before a new one
            rows = lambda: [n for n in d.names() if n.startswith("choose.")    # noqa: E731
                            and n not in ("choose.new", "choose.back")]
            d.wait(lambda: bool(rows()), 3000)
            d.click(rows()[0])
            d.frames(2)
        if type(app.scenes.top).__name__ == "HostScene":
            break
        note(f"try {attempt}: hosting failed: {app.toast!r}")
        for _ in range(5):                  # (back from the list of unfinished tables)
            if d.has("menu.start"):
                break
            d.key(pygame.K_ESCAPE)
    else:
        raise SystemExit(f"could not host in {JOIN_TRIES} tries")
    lobby = app.scenes.top
    say(hosting={"address": lobby.hosted.url.split("://", 1)[1], "code": lobby.code})
    if not lobby.started:
        d.wait(lambda: all(s["taken"] for s in lobby.seats() if s["kind"] == "human"), FRAMES)
    for attempt in range(1, JOIN_TRIES + 1):    # Start again if the table's answer was late
        d.click("host.open")
        if table_scene(app) is not None:
            return
        note(f"try {attempt}: starting the table failed: {app.toast!r}")
    raise SystemExit(f"could not start the table in {JOIN_TRIES} tries")


def join(d: UIDriver, address: str, code: str, seat: int, name: str) -> None:
    app = d.app
    app.scenes.push(app.make("menu"))
    d.frames(3)
    d.click("menu.join")
    d.wait(lambda: d.has("join.field.address"), 300)
    for field, text in (("address", address), ("code", code), ("name", name)):
        d.click(f"join.field.{field}")
        for _ in range(len(app.scenes.top.values[field]) + 1):
            d.key(pygame.K_BACKSPACE)
        type_text(d, text)
    for attempt in range(1, JOIN_TRIES + 1):    # as a player would: again if it failed
        d.click("join.look")
        if not d.has(f"join.seat.{seat}"):
            note(f"try {attempt}: finding the table failed: {app.scenes.top.error!r}")
            continue
        d.click(f"join.seat.{seat}")    # "Take seat 2" or, with a kept token, "Rejoin as Petro"
        d.frames(2)
        if table_scene(app) is not None:
            return
        note(f"try {attempt}: taking seat {seat} failed: {app.toast!r}")
    raise SystemExit(f"could not join seat {seat} in {JOIN_TRIES} tries")


def play(d: UIDriver, seed: int) -> None:
    app = d.app
    d.wait(lambda: table_scene(app) is not None, 3000)
    scene = table_scene(app)
    say(seated=scene.session.seat)
    clicker, told, lost = Clicker(d, scene, random.Random(seed)), -1, 0
    for _ in range(FRAMES):
        top = app.scenes.top
        if type(top).__name__ == "ResultsScene":
            return report(top, clicker)
        steps = len(scene.session.steps)
        if steps != told:
            told = steps
            say(steps=steps)
        lost = lost + 1 if clickable(scene, "net.reconnect") else 0
        if top is scene and lost % RECONNECT_EVERY == 1:
            d.click("net.reconnect")        # as a player would, now and then (the app
            #                                 also tries again by itself every few seconds)
        elif not clicker.step():
            d.frames(1)


def report(results, clicker: Clicker) -> None:
    rows = results.rows()
    session = results.session
    say(over={"rows": [[seat, score] for seat, score, _ in rows],
              "winners": sorted(session.rules.winners(session.state)),
              "steps": len(session.steps), "moves": clicker.moves,
              "misses": clicker.misses})


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(prog="python -m tests.net_app_player")
    sub = ap.add_subparsers(dest="role", required=True)
    h = sub.add_parser("host")
    h.add_argument("game")
    h.add_argument("players", type=int)
    h.add_argument("--resume", action="store_true")
    j = sub.add_parser("join")
    j.add_argument("address")
    j.add_argument("code")
    j.add_argument("seat", type=int)
    j.add_argument("name")
    for p in (h, j):
        p.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    app = App(AppOptions(size=(1280, 720), fixed_step=True, save_settings=False, lang="en",
                         speed=8.0, seed=args.seed))
    d = UIDriver(app)
    try:
        if args.role == "host":
            host(d, args.game, args.players, args.resume)
        else:
            join(d, args.address, args.code, args.seat, args.name)
        play(d, args.seed)
    finally:
        from scenes.host import Hosted
        if Hosted.current is not None:
            Hosted.current.stop()
        app.shutdown()


if __name__ == "__main__":
    main(sys.argv[1:])
