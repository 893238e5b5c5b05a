"""The main menu's network entries, kept out of ``MenuScene``: whether the set-up hosts a game
(a seat of kind "remote"), the "Join a table" button beside Rules, and hosting — which first
offers to resume a table this app hosted and did not finish (scenes/host.py)."""
from __future__ import annotations

from engine.net.protocol import shown_code
from engine.session import Seat
from engine.worlds import use_world
from scenes.confirm import ConfirmScene


def hosting(seats: list[Seat]) -> bool:
    """A remote seat: Start hosts a network game (saved by its server, not over the save)."""
    return any(s.kind == "remote" for s in seats)


def join_button(menu, anchor, w: float) -> float:
    """"Join a table" in the right half of the Rules row; the x of the Rules button's centre."""
    menu.button("menu.join", menu.t("menu.join"), anchor.x + anchor.w - w / 2, anchor.cy, w,
                anchor.h, tag="menu.join", style="secondary")
    return anchor.x + w / 2


def host(menu, game: str, seats: list[Seat], options: dict) -> None:
    """Host the set-up's game; if a table this app hosted is unfinished, ask first whether to
    resume it (same code and tokens: friends rejoin their seats) or host a new one."""
    from scenes.host import resumable_hosted
    app = menu.app
    found = resumable_hosted()
    if found is None:
        app.goto("host", game=game, seats=seats, options=options)
        return
    code, kept, table = found

    def done(value) -> None:
        use_world(menu.world)
        if value == "resume":
            app.goto("host", resume=code)
        elif value == "new":
            app.goto("host", game=game, seats=seats, options=options)

    t = app.i18n.t
    text = t("host.resume", game=t(f"game.{table.session.record.game}"),
             code=shown_code(code), moves=len(table.session.steps))
    app.scenes.push(ConfirmScene(app, t("host.resume_title"), text, [
        ("resume", t("host.resume_yes", code=shown_code(code)), "primary"),
        ("new", t("host.resume_new"), "secondary"),
        ("back", t("join.back"), "secondary")], done))
