"""A network seat's table: the game's own table scene over a ``RemoteSession``
(engine/net/clientflow.py), with the banner telling whom the table waits for ("Waiting for
Olena to reconnect") and, for the host, an offer to hand a dropped seat to the AI."""
from __future__ import annotations

from typing import Any, Callable

from engine.games import load_scene
from engine.net.clientflow import RemoteSession
from engine.widgets.dialog import Choice
from engine.overlays import ChoiceDialog
from engine.worlds import use_world

OFFER_AI_AFTER_S = 8.0          # the host is offered the AI after waiting this long for a seat


def open_net_table(app, seat_client: Any, host_token: str | None = None, url: str = "",
                   on_close: Callable[[], None] | None = None):
    """The table scene of a joined (or watched) network table; ``on_close`` runs when it closes
    (the host's server stops with the host's table)."""
    session = RemoteSession(seat_client, host_token, url)
    session.ai_suffix = app.i18n.t("seat.ai_suffix")
    session._sync_seats()
    scene = load_scene(session.game)(app, session)
    scene.counts_for_records = False        # the hall of fame counts the games it can replay
    NetWatch(scene, session, on_close).install()
    return scene


class NetWatch:
    """Per frame: who the table waits for; the host's offer to hand a dropped seat to the AI."""

    def __init__(self, scene, session: RemoteSession,
                 on_close: Callable[[], None] | None = None) -> None:
        self.scene, self.session, self.on_close = scene, session, on_close
        self.waiting_since: dict[int, float] = {}
        self.offered: set[int] = set()
        self._banner = scene.banner_text
        self._update = scene.update
        self._exit = scene.exit

    def install(self) -> None:
        self.scene.banner_text = self.banner_text
        self.scene.update = self.update
        self.scene.exit = self.exit
        if self.session.host_token is not None:
            self.scene.before_quit = self.before_quit

    def before_quit(self, quit_: Callable[[], None]) -> None:
        """The host's Quit ends the friends' game: ask first."""
        scene = self.scene
        if self.session.is_over() or self.session.closed:
            quit_()
            return

        def done(value) -> None:
            use_world(scene.world)
            if value == "end":
                quit_()

        scene.app.scenes.push(ChoiceDialog(
            scene.app, scene.t("net.end_hosted"),
            [Choice("end", scene.t("net.end_yes")), Choice("stay", scene.t("net.end_no"))],
            done))

    def exit(self) -> None:
        self._exit()
        if self.on_close is not None:
            self.on_close()
            self.on_close = None

    def banner_text(self) -> str:
        s, scene = self.session, self.scene
        if s.closed and not s.is_over():
            return scene.t("net.lost")
        text = self._banner()
        waiting = [] if s.is_over() or s.pending else s.waiting_for()
        if waiting:
            names = ", ".join(scene.seat_name(w) for w in waiting)
            text = scene.t("net.waiting", name=names)
        if s.seat is None:                  # a spectator: never a player's own banner
            return f"{scene.t('net.watching')} · {text}"
        return text

    def update(self, dt: float) -> None:
        self._update(dt)
        s = self.session
        if s.host_token is None or s.is_over():
            return
        now = self.scene.time
        waiting = set(s.waiting_for())
        for seat in list(self.waiting_since):
            if seat not in waiting:
                del self.waiting_since[seat]
                self.offered.discard(seat)
        for seat in waiting:
            since = self.waiting_since.setdefault(seat, now)
            if now - since >= OFFER_AI_AFTER_S and seat not in self.offered:
                self.offered.add(seat)
                self.offer_ai(seat)

    def offer_ai(self, seat: int) -> None:
        scene = self.scene
        name = scene.seat_name(seat)

        def done(value) -> None:
            use_world(scene.world)
            if value == "ai":
                try:
                    self.session.hand_to_ai(seat)
                except Exception as exc:  # noqa: BLE001 - a lost connection is a message
                    scene.app.show_message(str(exc))
            else:                   # "keep waiting" (or Esc): ask again after another wait
                self.waiting_since[seat] = scene.time
                self.offered.discard(seat)

        scene.app.scenes.push(ChoiceDialog(
            scene.app, scene.t("net.dropped", name=name),
            [Choice("ai", scene.t("net.hand_to_ai", name=name)),
             Choice("wait", scene.t("net.keep_waiting"))], done))
