"""The main menu's network entries, kept out of ``MenuScene``: whether the set-up hosts a game
(a seat of kind "remote"), the "Join a table" button beside Rules, and hosting — which first
offers to resume a table this app hosted and did not finish (scenes/host.py)."""
from __future__ import annotations

from engine.net.protocol import shown_code
from engine.session import Seat
from engine.worlds import use_world
from scenes.choose import ChooseScene


def hosting(seats: list[Seat]) -> bool:
    """A remote seat: Start hosts a network game (saved by its server, not over the save)."""
    return any(s.kind == "remote" for s in seats)


def join_button(menu, anchor, w: float) -> float:
    """"Join a table" in the right half of the Rules row; the x of the Rules button's centre."""
    menu.button("menu.join", menu.t("menu.join"), anchor.x + anchor.w - w / 2, anchor.cy, w,
                anchor.h, tag="menu.join", style="secondary")
    return anchor.x + w / 2


def host(menu, game: str, seats: list[Seat], options: dict) -> None:
    """Host the set-up's game; if tables this app hosted are unfinished, ask first whether to
    resume one of them (same code and tokens: friends rejoin their seats) or host a new one."""
    from scenes.host import resumable_tables
    app = menu.app
    found = resumable_tables()
    if not found:
        app.goto("host", game=game, seats=seats, options=options)
        return

    def done(value) -> None:
        use_world(menu.world)
        if value == "new":
            app.goto("host", game=game, seats=seats, options=options)
        elif value not in (None, "back"):
            app.goto("host", resume=value)

    t = app.i18n.t
    app.scenes.push(ChooseScene(app, t("host.resume_title"), t("host.resume_list"),
                                _rows(app, found), [
                                    ("new", t("host.resume_new"), "secondary"),
                                    ("back", t("join.back"), "secondary")], done))


def _rows(app, found) -> list[tuple[str, str]]:
    """One row per unfinished hosted table: "Coatl · table ABC-234 · 12 moves"."""
    t = app.i18n.t
    return [(code, t("host.resume_row", game=t(f"game.{table.session.record.game}"),
                     code=shown_code(code), moves=t("host.moves", n=len(table.session.steps))))
            for code, _kept, table in found]


def can_resume(menu) -> bool:
    """The menu's Resume: the saved game, or a hosted table that is not finished."""
    from scenes.host import hosted_waiting
    return menu.can_resume or hosted_waiting()


def resume(menu) -> bool:
    """The menu's Resume with unfinished hosted tables: which one, or the saved game (a
    list); False if there is none (the saved game alone is resumed as before)."""
    from engine.saves import SaveStore
    from scenes.host import resumable_tables
    app = menu.app
    found = resumable_tables()
    if not found:
        return False
    t = app.i18n.t
    rows = _rows(app, found)
    if menu.can_resume:
        saved = SaveStore().load().game
        rows.insert(0, ("save", t("host.resume_saved", game=t(f"game.{saved}"))))

    def done(value) -> None:
        use_world(menu.world)
        if value == "save":
            app.goto("resume")
        elif value not in (None, "back"):
            app.goto("host", resume=value)

    app.scenes.push(ChooseScene(app, t("host.resume_title"), t("host.resume_which"), rows,
                                [("back", t("join.back"), "secondary")], done))
    return True
