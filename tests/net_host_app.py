"""A host's app in a process of its own, for the crash test (tests/test_net_lobby.py): it hosts
GAME with its own seat 0 and a remote seat 1, prints ``URL CODE``, starts the game once the
friend joined and plays random legal moves for its seat until it is killed.  Headless; the
server it opens listens on 127.0.0.1 only.

    python -m tests.net_host_app GAME
"""
from __future__ import annotations

import random
import sys

from engine.app import App, AppOptions
from engine.session import Seat
from engine.uidriver import UIDriver


def main(game: str) -> None:
    app = App(AppOptions(size=(1280, 720), fixed_step=True, save_settings=False, lang="en",
                         speed=8.0, seed=7))
    d = UIDriver(app)
    lobby = app.make("host", game=game, seats=[Seat("human", "normal", "Hana", 0),
                                               Seat("remote", "normal", "", 1)], options={})
    app.scenes.push(lobby)
    d.frames(3)
    print(lobby.hosted.url, lobby.code, flush=True)
    d.wait(lambda: lobby.seats()[1]["taken"], 10 ** 9)
    d.click("host.open")
    d.frames(3)
    table = app.scenes.top
    rng = random.Random(1)
    while True:                         # until killed: the crash
        d.frames(1)
        if table.my_turn():
            table.act(rng.choice(table.legal()))


if __name__ == "__main__":
    main(sys.argv[1])
