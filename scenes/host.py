"""Host a network game from the app: a table server on this machine (its own thread), the table
with the set-up's seats (a "remote" seat waits for a friend, an AI seat is played by the
server), announced on the local network.  The lobby shows the code, the addresses and port, the
seats as friends join; the game begins when the host presses Start (no move before, an AI
seat's neither), and the host's own seat (or, with no seat of their own, a spectator's view)
opens at the table.  A table the app hosted and did not finish (the app quit or crashed) is
resumed from its autosave with the same code and tokens (``TableServer.resume_saved``, as
``serve`` resumes), so friends rejoin their seats."""
from __future__ import annotations

from typing import Hashable

from engine.ai.workers import ai_executor
from engine.net.errors import localise
from engine import theme
from engine.net import keys
from engine.net.client import NetClient, NetError, SeatClient
from engine.net.protocol import bare_name, shown_code
from engine.net.server import ServerThread, TableServer
from engine.net.table import NetTable, tables_dir
from engine.rules.record import RecordError
from engine.render import Renderer
from engine.rules import IllegalAction
from engine.scene import Scene
from engine.session import Seat
from scenes.net_names import LOBBY_WATCHERS, short_list

PORT = 8765                     # tried first, so friends can remember it; else any free port


class Hosted:
    """The one table this app hosts: its server thread and LAN announcement."""

    current: "Hosted | None" = None

    def __init__(self, resume: str | None = None, port: int | None = None) -> None:
        from engine.net.lan import headless
        self.bind = "127.0.0.1" if headless() else "0.0.0.0"
        self.server: ServerThread | None = None
        # the server's AI seats think in a process of their own: the window never stutters
        self.executor = ai_executor(1)
        # a resumed table listens where it did, so its players' apps find it again there
        for port in dict.fromkeys(p for p in (port, PORT, 0) if p is not None):
            server = TableServer(tables_dir(), max_tables=8, ai_executor=self.executor)
            if resume is not None and not server.resume_saved(only=resume):
                self.executor.shutdown(wait=False, cancel_futures=True)
                raise OSError(f"the table {shown_code(resume)} cannot be resumed")
            for table in server.tables.values():    # resumed: held while the host sits in
                table.started = False               # the lobby (friends read "waiting for the
                                                    # host"), until Continue
            thread = ServerThread(server, self.bind, port)
            try:
                self.port = thread.start()
            except OSError:
                continue
            self.server = thread
            break
        if self.server is None:
            raise OSError("no port to listen on")
        self.url = f"ws://127.0.0.1:{self.port}"
        self.announcer = None
        self.host_name = ""             # the host's name, told to the joiners as it closes

    def announce(self, name: str, code: str, game: str) -> None:
        self.host_name = name if name != "Five Realms" else ""
        try:
            from engine.net.lan import Announcer
            self.announcer = Announcer(self.bind, self.port, name, code, game)
        except Exception:  # noqa: BLE001 - no LAN: friends type the address
            self.announcer = None

    def stop(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.server is not None:     # the joiners are told the host closed the table
            self.server.stop(farewell=("host", self.host_name))
            self.server = None
        self.executor.shutdown(wait=False, cancel_futures=True)

    @classmethod
    def start(cls, resume: str | None = None, port: int | None = None) -> "Hosted":
        if cls.current is not None:
            cls.current.stop()
        cls.current = None
        cls.current = cls(resume, port)
        return cls.current


def watchers_text(t, names: list[str]) -> str:
    """"Watching (2): Olena, a guest" (or "Nobody is watching") for the lobby."""
    if not names:
        return t("host.watchers_none")
    return t("host.watchers", n=len(names), names=short_list(t, names, LOBBY_WATCHERS))


def resumable_tables(limit: int = 6) -> list[tuple[str, dict, NetTable]]:
    """The tables this app hosted that are saved and not over, newest first (up to
    ``limit``): (code, what the app keeps of it, the table as saved)."""
    out = []
    for code, kept in reversed(list(keys.hosted().items())):
        path = tables_dir() / f"{code}.json"
        try:
            table = NetTable.load(path)
        except (OSError, RecordError, ValueError):
            keys.forget_hosted(code)            # finished and cleared, or damaged
            continue
        if table.session.is_over():
            keys.forget_hosted(code)
            continue
        out.append((code, kept, table))
        if len(out) >= limit:
            break
    return out


def resumable_hosted() -> tuple[str, dict, NetTable] | None:
    """The newest table this app hosted that is saved and not over; None if there is none."""
    found = resumable_tables(1)
    return found[0] if found else None


def hosted_waiting() -> bool:
    """Whether a table this app hosted may be waiting to be resumed (cheap: its file is
    there; ``resumable_tables`` reads it)."""
    return any((tables_dir() / f"{code}.json").is_file() for code in keys.hosted())


def _say_starting(app) -> None:
    app.show_message(app.i18n.t("host.starting"), 30.0)    # a server and a worker: seconds
    try:
        app.draw()
        app.window.flip()
    except Exception:  # noqa: BLE001 - no window yet (a test builds the scene directly)
        pass


def start_host(app, game: str = "", seats: list[Seat] | None = None,
               options: dict | None = None, resume: str | None = None):
    """The lobby of a new hosted table (or, ``resume``: of the table with that code, resumed
    from its autosave), or None with the reason shown (the menu stays)."""
    if resume is not None:
        return _resume_host(app, resume)
    from scenes.launch import name_seats
    seats = name_seats(app, seats or [])
    mine = next((i for i, s in enumerate(seats) if s.kind == "human"), None)
    # names travel bare ("Mira", not "Mira (AI)"): every screen adds its own language's mark
    wire = [{"kind": "ai" if s.is_ai else "human", "level": s.level, "name": bare_name(s.name),
             "color": s.color} for s in seats]
    _say_starting(app)
    try:
        hosted = Hosted.start()
        maker = NetClient(hosted.url)
        try:
            made = maker.request({"type": "create", "game": game, "seats": wire,
                                  "options": options or {}, "spectators": True,
                                  "start": "host"})
        finally:
            maker.close()
        code, host_token = made["code"], made["host_token"]
        if mine is not None:
            me = SeatClient.join(hosted.url, code, mine, seats[mine].name)
        else:                           # no seat of the host's own: the host watches
            me = SeatClient.watch(hosted.url, code, app.i18n.t("net.watcher_host"))
        keys.remember_hosted(code, game, host_token, mine, me.token, hosted.port)
        hosted.announce(seats[mine].name if mine is not None else "Five Realms", code, game)
    except (OSError, NetError, IllegalAction) as exc:
        _failed(app, exc)
        return None
    app.toast = None
    return HostScene(app, hosted, game, code, host_token, me)


def _resume_host(app, code: str):
    kept = keys.hosted().get(code)
    if kept is None:
        return None
    _say_starting(app)
    try:
        port = kept.get("port")
        hosted = Hosted.start(resume=code, port=port if isinstance(port, int) else None)
        if kept.get("seat") is not None and kept.get("token"):
            me = SeatClient.rejoin(hosted.url, code, kept["seat"], kept["token"])
        else:
            me = SeatClient.watch(hosted.url, code, app.i18n.t("net.watcher_host"))
        game = me.state.game
        hosted.announce(me.state.seats[me.seat]["name"] if me.seat is not None
                        else "Five Realms", code, game)
    except (OSError, NetError, IllegalAction) as exc:
        _failed(app, exc)
        return None
    app.toast = None
    lobby = HostScene(app, hosted, game, code, kept["host_token"], me, resumed=True)
    if isinstance(port, int) and hosted.port != port:   # taken: the lobby says the new one
        lobby.moved_from = port
    return lobby


def _failed(app, exc: Exception) -> None:
    if Hosted.current is not None:
        Hosted.current.stop()
        Hosted.current = None
    app.show_message(app.i18n.t("host.failed", why=localise(app.i18n.t, exc)), 7.0)


class HostScene(Scene):
    """The lobby: the code, the addresses and port, the seats filled and free; Start begins
    the game (a started table, resumed, continues)."""

    def __init__(self, app, hosted: Hosted, game: str, code: str, host_token: str,
                 me: SeatClient | None, resumed: bool = False) -> None:
        super().__init__(app)
        self.hosted, self.game, self.code, self.host_token, self.me = (hosted, game, code,
                                                                      host_token, me)
        self.resumed = resumed          # a game begun before: Continue (held until then)
        self.moved_from: int | None = None  # resumed on another port: the one it had (taken)
        self._seats_key: tuple = ()
        self.spectators = self._watching_allowed()

    def _watching_allowed(self) -> bool:
        """Whether the table takes spectators (a resumed table remembers the host's choice)."""
        try:
            return bool(self.me.client.request({"type": "info", "code": self.code})
                        ["table"].get("spectators", True)) if self.me is not None else True
        except (NetError, IllegalAction, KeyError, TypeError):
            return True

    def toggle_spectators(self) -> None:
        """The host lets others watch, or no longer (the server refuses new watchers)."""
        try:
            self.me.client.request({"type": "spectators", "code": self.code,
                                    "host_token": self.host_token,
                                    "allowed": not self.spectators})
        except (NetError, IllegalAction) as exc:
            self.app.show_message(self.t("host.failed", why=localise(self.t, exc)), 7.0)
            return
        self.spectators = not self.spectators
        self.rebuild()

    def seats(self) -> list[dict]:
        return self.me.state.seats if self.me is not None else []

    @property
    def started(self) -> bool:
        return self.resumed or (self.me is not None and self.me.state.started)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.me is None:
            return
        got = self.me.client.poll()        # seat news now; the moves wait for the table
        for msg in got:
            if msg.get("type") == "seats":
                self.me.state.apply(msg)
        self.me.client.pending.extendleft(reversed(got))
        key = (tuple((s["taken"], s["connected"], s["kind"]) for s in self.seats()),
               tuple(self.me.state.watchers))
        if key != self._seats_key:
            self._seats_key = key
            self.rebuild()

    def build(self) -> None:
        self.entity("panel", 960, 660, 1500, 700, 1)
        from engine.net.lan import local_addresses
        addrs = [f"{a}:{self.hosted.port}" for a in local_addresses()]
        self.entity("text", 560, 370, 700, 40, 5, text=self.t("host.addresses"), size=26,
                    color=theme.TEXT_DIM, anchor="center")
        for k, a in enumerate(addrs[:4]):
            self.entity("text", 560, 430 + k * 56, 700, 50, 5, text=a, size=36,
                        color=theme.TEXT, anchor="center", weight="semibold")
        self.entity("text", 560, 440 + min(4, len(addrs)) * 56, 700, 40, 5, name="host.port",
                    text=self.t("host.port", port=self.hosted.port), size=24,
                    color=theme.TEXT_DIM, anchor="center")
        self._build_seats()
        self.button("host.watch", self.t("host.watch_on" if self.spectators else "host.watch_off"),
                    1360, 706, 560, 56, tag="watch", style="secondary",
                    selected=self.spectators, enabled=self.me is not None,
                    tooltip=self.t("host.watch_tip"))
        self.entity("text", 1360, 752, 700, 36, 5, name="host.watchers",
                    text=watchers_text(self.t, self.me.state.watchers if self.me else []),
                    size=22, color=theme.TEXT_DIM, anchor="center")
        note = "host.note_started" if self.started else "host.note"
        text, color = self.t(note), theme.TEXT_DIM
        if self.moved_from is not None:         # friends' apps look at the old port
            text = self.t("host.moved", old=self.moved_from, port=self.hosted.port,
                          address=addrs[0] if addrs else f"127.0.0.1:{self.hosted.port}")
            color = theme.GOLD
        self.entity("text", 960, 815, 1300, 90, 5, text=text, size=22, name="host.note",
                    color=color, anchor="center", wrap=1300, align="center")
        self.button("host.open", self.t("host.continue" if self.started else "host.open"),
                    1200, 920, 420, 80, tag="open", style="primary", icon="play",
                    enabled=self.me is not None)
        self.button("host.cancel", self.t("host.cancel"), 720, 920, 420, 80, tag="cancel",
                    style="danger", icon="close")

    def _build_seats(self) -> None:
        seats = self.seats()
        humans = [i for i, s in enumerate(seats) if s["kind"] == "human" or s.get("handed")]
        filled = [i for i in humans if seats[i]["taken"] and seats[i]["connected"]]   # here
        self.entity("text", 1360, 350, 700, 40, 5, name="host.filled",
                    text=self.t("host.filled", n=len(filled), total=len(humans)), size=24,
                    color=theme.TEXT_DIM, anchor="center")
        for i, s in enumerate(seats):
            you = self.me is not None and i == self.me.seat
            key = ("host.seat_you" if you else
                   "host.seat_ai" if s["kind"] == "ai" else
                   "host.seat_joined" if s["taken"] and s["connected"] else
                   "host.seat_away" if s["taken"] else "host.seat_waiting")
            color = (theme.GOLD if key in ("host.seat_you", "host.seat_ai", "host.seat_joined")
                     else theme.TEXT_DIM)
            text = self.t(key, name=bare_name(s["name"]) or self.t("seat.player", n=i + 1))
            self.entity("text", 1360, 410 + i * 56, 700, 50, 5, text=text, name=f"host.seat.{i}",
                        size=28, color=color, anchor="center")

    def draw_background(self, r: Renderer) -> None:
        super().draw_background(r)
        r.text(self.t("host.title", game=self.t(f"game.{self.game}")), 960, 36, 56, theme.GOLD,
               "black", "midtop", shadow=True)
        r.text(self.t("host.code"), 960, 112, 26, theme.TEXT_DIM, "semibold", "midtop")
        r.text(shown_code(self.code), 960, 146, 96, theme.GOLD, "black", "midtop", shadow=True)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "open" and self.me is not None:
            self.open_table()
        elif tag == "watch" and self.me is not None:
            self.toggle_spectators()
        elif tag == "cancel":
            self.on_back()

    def open_table(self) -> None:
        """Start the game (if it has not begun) and take the host's seat at the table."""
        try:
            if not self.me.state.started:
                self.me.client.request({"type": "start", "code": self.code,
                                        "host_token": self.host_token})
        except (NetError, IllegalAction) as exc:
            self.app.show_message(self.t("host.failed", why=localise(self.t, exc)), 7.0)
            return
        me, self.me = self.me, None     # the table's session owns the connection now
        self.app.goto("net_table", seat_client=me, host_token=self.host_token,
                      url=self.hosted.url, on_close=self.hosted.stop)

    def on_back(self) -> None:
        if not self.started:            # never begun: nothing to resume later
            keys.forget_hosted(self.code)
        if self.me is not None:
            self.me.close()
            self.me = None
        self.hosted.stop()
        Hosted.current = None
        self.app.goto("menu")
