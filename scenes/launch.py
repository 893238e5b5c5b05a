"""Start, resume and restart games (the table scene of a game is named in engine.games)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games import load_scene, playable
from engine.rules import IllegalAction
from engine.rules.record import RecordError
from engine.saves import SaveStore, save_problem
from engine.session import GameSession, Seat

if TYPE_CHECKING:
    from engine.app import App
    from engine.scene import Scene as GameScene     # a table scene (scenes.game_base.GameScene)

def name_seats(app: "App", seats: list[Seat]) -> list[Seat]:
    """Give unnamed seats a default name in the current language."""
    names = app.i18n.t("seat.names").split(",")
    out = []
    for i, s in enumerate(seats):
        name = s.name or names[i % len(names)]
        if s.is_ai and not s.name:
            name = f"{name} {app.i18n.t('seat.ai_suffix')}"
        out.append(Seat(s.kind, s.level, name, s.color if s.color or i == 0 else i))
    return out


def new_session(app: "App", game: str, seats: list[Seat], seed: int | None = None,
                options: dict | None = None, demo: bool = False) -> GameSession:
    if seed is None:
        seed = app.options.seed         # None: GameSession.new draws one from the OS
    store = None if demo else SaveStore()
    return GameSession.new(game, name_seats(app, seats), seed, options,
                           autosave=_autosaver(app, store) if store else None)


def _autosaver(app: "App", store: SaveStore):
    """Autosave that, when the save cannot be written, says so once and lets the game go on."""
    return store.autosaver(
        lambda why: app.show_message(app.i18n.t("save.cannot_write", why=why), 9.0))


def start_game(app: "App", game: str, seats: list[Seat], seed: int | None = None,
               options: dict | None = None, demo: bool = False) -> "GameScene | None":
    """A new game's table scene (the "game" screen); a demo table is all AI and never saved.
    Seats and variants the rulebook does not allow together (a solo scenario for two players)
    give None and the rules' reason as a message: the menu stays as it was."""
    try:
        session = new_session(app, game, seats, seed, options, demo=demo)
    except IllegalAction as exc:
        app.show_message(app.i18n.t("menu.cannot_start", why=str(exc)), 7.0)
        return None
    if session.autosave:
        session.autosave(session.record)
    if demo:
        return load_scene(game)(app, session, demo=True)
    return load_scene(game)(app, session)


def resume_game(app: "App") -> "GameScene | None":
    """The saved game's scene, or None with a message shown (a bad file is moved aside)."""
    store = SaveStore()
    try:
        record = store.load()
        session = GameSession.from_record(record, autosave=_autosaver(app, store))
    except RecordError as exc:
        if store.exists():
            store.quarantine()
        app.show_message(save_problem(app.i18n, exc), 7.0)
        return None
    if session.game not in {g.id for g in playable()}:
        app.show_message(app.i18n.t("save.damaged", why=session.game), 7.0)
        return None
    return load_scene(session.game)(app, session)
