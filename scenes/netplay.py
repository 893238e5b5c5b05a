"""A network seat's table: the game's own table scene over a ``RemoteSession``
(engine/net/clientflow.py), with the banner telling whom the table waits for ("Waiting for
Olena to reconnect", "Waiting for the host to start the game") and, for the host, a button per
seat whose player is away ("Olena to the AI") that stays as long as the seat is away.  A
spectator's table is neutral: no hint, no undo, nothing on the table answers a click as a
move, and the banner never says "your turn"."""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

from engine.net.errors import localise
from engine.games import load_scene
import esper

from engine.ecs.components import Clickable, Hoverable, Name, Transform, Visual
from engine.ecs.painters import PaintCtx, paint_button
from engine.net.clientflow import RemoteSession
from engine.worlds import use_world
from scenes.confirm import ConfirmScene
from scenes.net_names import seats_said, watchers_line
from scenes.net_notices import SeatNotices
from scenes.net_quit import ask_end_hosted, ask_leave
from scenes.net_reconnect import Reconnector
from scenes.parts.log_text import LogLine

HAND_BUTTON = "net.hand_to_ai"  # the host's button: hand an away seat to the AI (asks first)
RECONNECT = "net.reconnect"     # a joiner's button once the connection is lost
TO_MENU = "net.to_menu"         # ... once the host closed the table (or it is found closed)
# Both sit inside the banner strip at its right end (the banner spans x 510..1410, y 8..84):
# no game lays a card, a drop zone or a button there; the banner's text is centred in what
# the button leaves (``Banner.reserve``).  Its label is as large as the HUD's (10 px on screen
# at 800x450), whole: no icon takes its room.
BAR = (1294, 46, 220, 56)
BAR_LABEL = 26
BAR_RESERVE = BAR[2] + 16
BAR_GAP = 12                    # between two buttons side by side (Reconnect, To the menu)
SPECTATOR_HUD = ("hud.undo", "hud.hint")     # a spectator has neither


def open_net_table(app, seat_client: Any, host_token: str | None = None, url: str = "",
                   on_close: Callable[[], None] | None = None, hosted: bool | None = None):
    """The table scene of a joined (or watched) network table; ``on_close`` runs when it closes
    (the host's server stops with the host's table).  ``host_token`` without ``hosted``: the
    player opened the table on a server (new-table) and may hand a dropped seat to the AI."""
    session = RemoteSession(seat_client, host_token, url, hosted)
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
    """Per frame: whom the table waits for; the host's "to the AI" button while a player is
    away; a joiner's "Reconnect" once the connection is lost (tried again quietly every few
    seconds: net_reconnect.py); the log's lines about seats ("Petro's seat is played by the
    AI", "Petro is back"); a spectator's neutral table."""

    def __init__(self, scene, session: RemoteSession,
                 on_close: Callable[[], None] | None = None) -> None:
        self.scene, self.session, self.on_close = scene, session, on_close
        self.shown: tuple = ()              # what the banner's button is for now
        self.seen: list[tuple] = self._seats()  # the seats as last seen (their changes)
        self.notices = SeatNotices(scene, session)  # the log's lines about seats
        self.back = Reconnector(scene, session, self.reconnected)   # a joiner's way back
        self.was_closed = False
        self.in_lobby = session.in_lobby()  # before the host's Start: an empty log
        self.restyle = False                # seats changed: the panels say so once at rest
        self._banner = scene.banner_text
        self._update = scene.update
        self._exit = scene.exit
        self._click = scene.on_click
        self._log_entries = scene.log.entries
        self._overlay = scene.draw_overlay
        self._prompt = scene.prompt

    def install(self) -> None:
        self.scene.banner_text = self.banner_text
        self.scene.update = self.update
        self.scene.exit = self.exit
        self.scene.on_click = self.on_click
        self.scene.log.entries = self.entries
        self.scene.draw_overlay = self.draw_overlay
        self.scene.prompt = self.prompt
        self.scene.network = True           # the menu says the table plays on
        self.scene.net_watch = self
        self.scene.seat_name = self.seat_name
        self.scene.panel_name = self.panel_name
        if self.session.hosted:
            ask = partial(ask_end_hosted, self.scene, self.session)
            self.scene.before_quit = ask
            self.scene.before_close = ask       # the window's close button asks too
        elif self.session.seat is not None:     # a seated joiner: "Leave the table?", from
            ask = partial(ask_leave, self.scene, self.session)  # the menu and the window alike
            self.scene.before_quit = ask
            self.scene.before_close = ask

    def seat_name(self, seat: int) -> str:
        """A seat's name as it came over the network, on every panel, line and banner: never
        read as a default name of this app's language ("Olena" stays "Olena")."""
        return self.session.seat_name(seat, lambda s: self.scene.t("seat.player", n=s + 1))

    def panel_name(self, seat: int) -> str:
        """A seat's name on its panel: a player who is away says so ("Petro (away)")."""
        name, s = self.seat_name(seat), self.session
        if (seat != s.seat and not s.closed and s.table.started and not s.is_over()
                and seat in s.table.away()):
            return f"{name} {self.scene.t('net.away_mark')}"
        return name

    def draw_overlay(self, r) -> None:
        """The banner is drawn over the table's entities: the button inside it is drawn again
        over the banner (it is clicked as an entity, as any button)."""
        self._overlay(r)
        for name in (HAND_BUTTON, RECONNECT, TO_MENU):
            ent = self.scene.find(name)
            if ent is not None:
                hov = esper.try_component(ent, Hoverable)
                paint_button(r, esper.component_for_entity(ent, Transform),
                             esper.component_for_entity(ent, Visual).params,
                             PaintCtx(hovered=bool(hov and hov.hovered), clock=self.scene.time))

    def prompt(self) -> str:
        """Nothing is asked of anyone while the table is out of reach; a closed table says
        what happens next."""
        if self.session.closed and not self.session.is_over():
            if self.back.host_gone():
                return self.scene.t("net.closed_sub")
            return self.scene.t("net.unreachable_sub") if self.back.unreachable() else ""
        return self._prompt()

    def exit(self) -> None:
        self._exit()
        self.back.close()
        if self.on_close is not None:
            self.on_close()
            self.on_close = None

    def banner_text(self) -> str:
        s, scene = self.session, self.scene
        if s.closed and not s.is_over():
            return self.back.lost_text()
        if s.seat is None and not s.is_over() and not s.pending:
            # a spectator: whose turn, never "your turn" (nor a thinking seat as "you")
            from scenes.parts.banner import name_list
            acting = s.to_act()
            text = scene.t("game.turn_of", name=name_list(scene, acting), n=len(acting))
        else:
            text = self._banner()
        if not s.table.started and not s.is_over():
            full = s.table.start_mode == "full"     # a serve table: when every seat has come
            text = scene.t("net.not_full" if full else
                           "net.not_continued" if s.table.n else   # resumed: the host is in
                           "net.not_started")                      # the lobby
        else:
            waiting = [] if s.is_over() or s.pending else s.waiting_for()
            if waiting and not scene.my_turn():     # (in a step played at once, "your turn")
                text = seats_said(scene, "net.waiting", waiting)
        if s.seat is None:                  # a spectator: never a player's own banner
            return f"{scene.t('net.watching')} · {text}"
        watchers = s.table.watchers
        if s.host_token is not None and watchers:   # the host sees who watches
            text = f"{text} · {watchers_line(scene.t, watchers)}"
        return text

    # -- the log's lines about seats ------------------------------------------------------------
    def _seats(self) -> list[tuple]:
        return [(s.get("name", ""), s.get("kind"), bool(s.get("connected")),
                 bool(s.get("handed"))) for s in self.session.table.seats]

    def watch_seats(self) -> None:
        """A seat handed to the AI or given back, a player gone or back: a line in the log
        (net_notices.py), and the panels say so at once."""
        now = self._seats()
        self.notices.watch(self.seen, now)
        if now != self.seen:                # "Petro (AI)", "Petro (away)": at once, not at
            self.restyle = True             # the next move
        self.seen = now
        self.show_seats()

    def entries(self) -> list[LogLine]:
        """The log's lines with the seats' lines among them; none in the lobby."""
        if self.session.in_lobby():         # nothing is played before the host's Start
            return []
        return self.notices.merged(self._log_entries())

    def show_seats(self) -> None:
        """The panels show the seats as they are now, as soon as the table is at rest (a
        move playing is not cut short)."""
        if self.restyle and not self.scene.busy() and not self.session.pending:
            self.restyle = False
            self.scene.sync(animate=False)
            if self.scene.render is not None:   # the panels' pictures are painted anew (a
                self.scene.render.invalidate()  # cached one kept "Petro (AI)" until a move)

    # -- per frame --------------------------------------------------------------------------
    def away(self) -> list[int]:
        """The seats the host may hand to the AI now: a player's seat whose player is away
        (dropped, or never came) in a game that has begun and is not over."""
        s = self.session
        if s.host_token is None or s.is_over() or not s.table.started or s.closed:
            return []
        return [i for i in s.table.away() if i != s.seat]

    def update(self, dt: float) -> None:
        if not self.session.closed:
            self.session.receive()          # seat changes at once, whoever's turn it is
        self._update(dt)
        use_world(self.scene.world)
        self.watch_seats()
        self.lobby_left()
        self.back.retry(dt)
        if self.session.closed != self.was_closed:     # lost or back: the table anew (no
            self.was_closed = self.session.closed       # targets, no hint, no undo if lost)
            self.scene.resync()
        self.sync_buttons()
        if self.session.seat is None:
            self.neutral()

    def lobby_left(self) -> None:
        """The host pressed Start: the log begins, with what set-up played (Dice Forge's
        opening rolls), which the lobby did not show."""
        lobby = self.session.in_lobby()
        if self.in_lobby and not lobby:
            self.scene.log.text.retell()    # the opening lines are told anew
        self.in_lobby = lobby

    def reconnected(self) -> None:
        """Back at the table: the seats as they are now are not news, but a player seen
        leaving (the host who closed it, too) who is there again is back."""
        self.seen = self._seats()
        self.notices.reconnected(self.seen)
        self.scene.app.show_message(self.scene.t("net.reconnected"))

    def button_wanted(self) -> tuple:
        if self.back.host_gone():
            return ("menu",)
        if self.back.unreachable():         # tries on the spot, or leaves (seat kept)
            return ("reconnect", "menu")
        return ("reconnect",) if self.back.lost() else tuple(self.away())

    def sync_buttons(self) -> None:
        """One button inside the banner strip: the host's "To the AI…" while a player is
        away, a joiner's "Reconnect" while the connection is lost (a rebuilt table gets it
        again)."""
        scene, want = self.scene, self.button_wanted()
        names = {HAND_BUTTON, RECONNECT, TO_MENU}
        present = [n for n in names if scene.find(n) is not None]
        if want == self.shown and (not want or present):
            return
        for ent, name in list(esper.get_component(Name)):
            if name.name in names:
                esper.delete_entity(ent, immediate=True)
        x, y, w, h = BAR
        if want and isinstance(want[0], str):   # the way back: Reconnect, To the menu
            for k, what in enumerate(reversed(want)):   # right to left, from the bar's end
                name = TO_MENU if what == "menu" else RECONNECT
                scene.button(name, scene.t(name), x - k * (w + BAR_GAP), y, w, h, tag=name,
                             style="primary" if k == 0 else "secondary", z=900,
                             size=BAR_LABEL, tooltip=scene.t(f"{name}_tip"))
        elif want:
            scene.button(HAND_BUTTON, scene.t("net.hand_button"), x, y, w, h,
                         tag=HAND_BUTTON, style="secondary", z=900, size=BAR_LABEL,
                         tooltip=seats_said(scene, "net.hand_tip", want))
        buttons = len(want) if want and isinstance(want[0], str) else min(1, len(want))
        scene.banner_part.reserve = buttons * BAR_RESERVE + (buttons > 1) * BAR_GAP
        self.shown = want

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
        """The HUD's menu button and the banner's button stay clickable."""
        return click.tag in ("menu", HAND_BUTTON, RECONNECT, TO_MENU)

    def on_click(self, ent: int, tag, button: int) -> None:
        if tag == HAND_BUTTON:
            self.ask_hand_to_ai()
            return
        if tag == RECONNECT:
            self.scene.app.audio.play("click")
            self.back.reconnect()
            return
        if tag == TO_MENU:                  # the seat's token is kept: Join offers Rejoin
            self.scene.app.audio.play("click")
            self.scene.app.goto("menu")
            return
        self._click(ent, tag, button)

    def ask_hand_to_ai(self) -> None:
        """Which away seat the AI plays from now on (or none): asked, never on one click."""
        scene, seats = self.scene, self.away()
        scene.app.audio.play("click")
        if not seats:
            return
        answers = [(seat, scene.t("net.hand_to_ai", name=scene.seat_name(seat)), "danger")
                   for seat in seats[:3]]
        answers.append(("cancel", scene.t("common.cancel"), "secondary"))

        def done(value) -> None:
            use_world(scene.world)
            if isinstance(value, int) and not isinstance(value, bool):
                self.hand_to_ai(value)

        scene.app.scenes.push(ConfirmScene(scene.app, scene.t("net.hand_title"),
                                           seats_said(scene, "net.hand_tip", seats), answers,
                                           done))

    def hand_to_ai(self, seat: int) -> None:
        scene = self.scene
        try:
            self.session.hand_to_ai(seat)
        except Exception as exc:  # noqa: BLE001 - a lost connection is a message
            scene.app.show_message(localise(scene.t, exc))
            return
        self.session.receive()              # the seat's panel says "(AI)" at once
        self.watch_seats()
