"""A network seat's table: the game's own table scene over a ``RemoteSession``
(engine/net/clientflow.py), with the banner telling whom the table waits for ("Waiting for
Olena to reconnect", "Waiting for the host to start the game") and, for the host, a button per
seat whose player is away ("Olena to the AI") that stays as long as the seat is away.  A
spectator's table is neutral: no hint, no undo, nothing on the table answers a click as a
move, and the banner never says "your turn"."""
from __future__ import annotations

from typing import Any, Callable

from engine.games import load_scene
import esper

from engine.ecs.components import Clickable, Name
from engine.net.clientflow import RemoteSession
from engine.widgets.dialog import Choice
from engine.overlays import ChoiceDialog
from engine.worlds import use_world

HAND_BUTTON = "net.hand_to_ai"  # entity names "net.hand_to_ai.<seat>", tags (HAND_BUTTON, seat)
SPECTATOR_HUD = ("hud.undo", "hud.hint")     # a spectator has neither


def open_net_table(app, seat_client: Any, host_token: str | None = None, url: str = "",
                   on_close: Callable[[], None] | None = None):
    """The table scene of a joined (or watched) network table; ``on_close`` runs when it closes
    (the host's server stops with the host's table)."""
    session = RemoteSession(seat_client, host_token, url)
    session.ai_suffix = app.i18n.t("seat.ai_suffix")
    session._sync_seats()
    scene = load_scene(session.game)(app, session)
    scene.counts_for_records = False        # the hall of fame counts the games it can replay
    scene.spectating = session.seat is None
    if scene.spectating and hasattr(scene, "table_specs"):
        scene.table_specs = without_hands(scene.table_specs)
    NetWatch(scene, session, on_close).install()
    return scene


# what lies before a player and not before a spectator, by the role in its name
# ("<game>.<role>...", as every game's names.py names things): the hand, and the drop zones and
# notes of a step everyone plays at once (It's a Wonderful World's "Construct"/"Recycle"); a
# "<game>.<area>.empty" note speaks to the player ("cards you slate ... wait here")
HAND_ROLES = ("hand", "hand_empty", "zone", "draftdrop")


def without_hands(describe: Callable[[], list]) -> Callable[[], list]:
    """A spectator's table description: the seat in focus is followed as at a demo table, but
    nobody's hand or tools lie in front of the spectator (no backs, no "your hand is empty")."""
    def mine(spec) -> bool:
        parts = (spec.name or spec.key).split(".")
        return len(parts) > 1 and (parts[1] in HAND_ROLES or parts[-1] == "empty")

    def specs() -> list:
        return [sp for sp in describe() if not mine(sp)]
    return specs


class NetWatch:
    """Per frame: whom the table waits for; the host's lasting "to the AI" buttons of the seats
    whose players are away; a spectator's neutral table."""

    def __init__(self, scene, session: RemoteSession,
                 on_close: Callable[[], None] | None = None) -> None:
        self.scene, self.session, self.on_close = scene, session, on_close
        self.shown: tuple = ()              # the seats with a hand-to-AI button
        self._banner = scene.banner_text
        self._update = scene.update
        self._exit = scene.exit
        self._click = scene.on_click

    def install(self) -> None:
        self.scene.banner_text = self.banner_text
        self.scene.update = self.update
        self.scene.exit = self.exit
        self.scene.on_click = self.on_click
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
        if s.seat is None and not s.is_over() and not s.pending:
            # a spectator: whose turn, never "your turn" (nor a thinking seat as "you")
            from scenes.parts.banner import name_list
            acting = s.to_act()
            text = scene.t("game.turn_of", name=name_list(scene, acting), n=len(acting))
        else:
            text = self._banner()
        if not s.table.started and not s.is_over():
            text = scene.t("net.not_started")
        else:
            waiting = [] if s.is_over() or s.pending else s.waiting_for()
            if waiting and not scene.my_turn():     # (in a step played at once, "your turn")
                names = ", ".join(scene.seat_name(w) for w in waiting)
                text = scene.t("net.waiting", name=names)
        if s.seat is None:                  # a spectator: never a player's own banner
            return f"{scene.t('net.watching')} · {text}"
        return text

    # -- per frame --------------------------------------------------------------------------
    def away(self) -> list[int]:
        """The seats the host may hand to the AI now: a player's seat whose player is away
        (dropped, or never came) in a game that has begun and is not over."""
        s = self.session
        if s.host_token is None or s.is_over() or not s.table.started or s.closed:
            return []
        return [i for i in s.table.away() if i != s.seat]

    def update(self, dt: float) -> None:
        self._update(dt)
        use_world(self.scene.world)
        self.sync_buttons()
        if self.session.seat is None:
            self.neutral()

    def sync_buttons(self) -> None:
        """One "to the AI" button per away seat, under the banner, as long as it is away (a
        rebuilt table gets them again)."""
        scene, seats = self.scene, tuple(self.away())
        names = [f"{HAND_BUTTON}.{seat}" for seat in seats]
        if seats == self.shown and all(scene.find(n) is not None for n in names):
            return
        for ent, name in list(esper.get_component(Name)):
            if name.name.startswith(HAND_BUTTON + "."):
                esper.delete_entity(ent, immediate=True)
        for k, seat in enumerate(seats):
            who = scene.seat_name(seat)
            scene.button(names[k], scene.t("net.hand_to_ai", name=who),
                         960 + (k - (len(seats) - 1) / 2) * 440, 134, 420, 60,
                         tag=(HAND_BUTTON, seat), style="primary", icon="play", z=900,
                         tooltip=scene.t("net.hand_tip", name=who))
        self.shown = seats

    def neutral(self) -> None:
        """A spectator's table: no Hint or Undo, and no table entity answers a left click
        (a right click still shows a card large)."""
        for ent, (click, name) in esper.get_components(Clickable, Name):
            if name.name in SPECTATOR_HUD:
                esper.delete_entity(ent, immediate=True)
        for ent, click in esper.get_component(Clickable):
            if 1 in click.buttons and not self._ours(ent, click):
                click.buttons = tuple(b for b in click.buttons if b != 1)

    def _ours(self, ent: int, click: Clickable) -> bool:
        """The HUD's menu button and the host's buttons stay clickable."""
        return click.tag == "menu" or (isinstance(click.tag, tuple) and click.tag
                                       and click.tag[0] == HAND_BUTTON)

    def on_click(self, ent: int, tag, button: int) -> None:
        if isinstance(tag, tuple) and tag and tag[0] == HAND_BUTTON:
            self.hand_to_ai(tag[1])
            return
        self._click(ent, tag, button)

    def hand_to_ai(self, seat: int) -> None:
        scene = self.scene
        scene.app.audio.play("click")
        try:
            self.session.hand_to_ai(seat)
        except Exception as exc:  # noqa: BLE001 - a lost connection is a message
            scene.app.show_message(str(exc))
