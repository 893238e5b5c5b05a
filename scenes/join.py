"""Join a table: tables heard on the local network (zeroconf), or an address and a code typed
in; then a free seat (or watching, if the table allows it) and the table scene of that seat."""
from __future__ import annotations

from typing import Hashable

import pygame

from engine.net.errors import localise
from engine import theme
from engine.net import keys
from engine.net.client import DEFAULT_PORT, NetClient, NetError, SeatClient, url_of
from engine.net.protocol import ProtocolError, bare_name, normal_code, shown_code
from engine.render import Renderer
from engine.rules import IllegalAction
from engine.scene import Scene

FIELDS = ("address", "code", "name")
LIMITS = {"address": 60, "code": 8, "name": 16}
LAN_ROWS = 7


class JoinScene(Scene):
    def __init__(self, app, address: str = "", code: str = "") -> None:
        super().__init__(app)
        last_address, last_code = keys.last_table()    # as typed last time (this user's)
        if not address and not code:
            address, code = last_address, last_code
        self.values = {"address": address or f"127.0.0.1:{DEFAULT_PORT}",
                       "code": shown_code(code.strip().upper()),
                       "name": keys.last_name()}
        self.editing: str | None = None if code else "code"
        self.summary: dict | None = None
        self.error = ""                 # why the last look or join failed (in the panel)
        self.url = ""
        self.browser = None
        self.lan: list = []
        self._lan_key: tuple = ()

    # -- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        try:
            from engine.net.lan import Browser
            self.browser = Browser()
        except Exception:  # noqa: BLE001 - no network here: the address field still works
            self.browser = None
        super().enter()

    def exit(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().exit()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is not None:
            found = self.browser.tables()
            key = tuple(found)
            if key != self._lan_key:
                self._lan_key, self.lan = key, found
                self.rebuild()

    # -- build -----------------------------------------------------------------------------
    def build(self) -> None:
        self.button("join.back", self.t("join.back"), 225, 72, 260, 64, tag="back",
                    style="secondary", icon="back")
        self.entity("text", 960, 160, 1600, 80, 5, text=self.t("join.note"), size=24,
                    color=theme.TEXT_DIM, anchor="center", wrap=1600, align="center")
        self.entity("panel", 520, 640, 800, 760, 1, title=self.t("join.lan"))
        for k, t in enumerate(self.lan[:LAN_ROWS]):
            game = self.t('game.' + t.game) if t.game else t.name
            label = f"{game} · {shown_code(t.code)} · {t.address}:{t.port}"
            self.button(f"join.lan.{k}", label, 520, 360 + k * 86, 720, 70, tag=("lan", k),
                        style="secondary", tooltip=self.t("join.lan_tip", game=game,
                                                          host=t.host or t.name))
        if not self.lan:
            self.entity("text", 520, 400, 700, 60, 5, text=self.t("join.lan_none"), size=26,
                        color=theme.TEXT, anchor="center", wrap=680, align="center")
        self.entity("panel", 1360, 640, 840, 760, 1)
        for k, f in enumerate(FIELDS):
            y = 330 + k * 100
            self.entity("text", 1100, y, 240, 60, 5, text=self.t(f"join.{f}"), size=26,
                        color=theme.TEXT, anchor="midleft", weight="semibold")
            editing = self.editing == f
            self.button(f"join.field.{f}", self.values[f] + ("|" if editing else ""), 1480, y,
                        480, 64, tag=("field", f), style="ghost", selected=editing)
        self.button("join.look", self.t("join.look"), 1360, 640, 600, 76, tag="look",
                    style="primary", icon="play")
        if self.summary is not None:
            self._build_seats()
        elif self.error:
            self.entity("text", 1360, 800, 760, 160, 5, text=self.error, size=26,
                        color=theme.DANGER, anchor="center", wrap=740, align="center")

    def _build_seats(self) -> None:
        s = self.summary
        self.entity("text", 1360, 730, 760, 40, 5, text=self.t("join.seats"), size=24,
                    color=theme.GOLD, anchor="center", weight="semibold")
        held = keys.held(self.url, s["code"])
        for i, seat in enumerate(s["seats"]):
            name = seat["name"] or self.t("seat.player", n=i + 1)
            if i in held and (seat["taken"] or seat.get("handed")):
                label, ok = self.t("join.rejoin", n=i + 1, name=name), True
            elif seat["kind"] == "ai":
                label, ok = self._ai_label(i, name), False
            elif seat["taken"]:
                label, ok = self.t("join.seat_taken", n=i + 1, name=name), False
            else:
                label, ok = self.t("join.seat_free", n=i + 1, name=name), True
            self.button(f"join.seat.{i}", label, 1360, 790 + i * 56, 700, 50, tag=("seat", i),
                        style="primary" if ok else "secondary", enabled=ok)
        if s.get("spectators"):
            self.button("join.watch", self.t("join.watch"), 1360, 800 + len(s["seats"]) * 56,
                        300, 50, tag="watch", style="secondary", icon="info")

    def _ai_label(self, i: int, name: str) -> str:
        """"Seat 3: Mira (AI)": this screen's language's AI mark once, whatever mark (of any
        language) the name came with (a table of an older app sent "Mira (ШІ)")."""
        return self.t("join.seat_ai", n=i + 1, name=bare_name(name))

    def draw_background(self, r: Renderer) -> None:
        super().draw_background(r)
        r.text(self.t("join.title"), 960, 36, 64, theme.GOLD, "black", "midtop", shadow=True)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        f = self.editing
        if f is not None and ev.type == pygame.TEXTINPUT:
            self.values[f] = (self.values[f] + ev.text)[:LIMITS[f]]
            self.rebuild()
            return
        if f is not None and ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                self.values[f] = self.values[f][:-1]
            elif ev.key == pygame.K_TAB:
                self.editing = FIELDS[(FIELDS.index(f) + 1) % len(FIELDS)]
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.editing = None
                self.look()
            elif ev.key == pygame.K_ESCAPE:
                self.editing = None
            self.rebuild()
            return
        super().handle_event(ev, pos)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if isinstance(tag, tuple) and tag[0] == "field":
            self.editing = tag[1]
            self.rebuild()
            return
        self.editing = None
        if tag == "back":
            self.on_back()
        elif tag == "look":
            self.look()
        elif isinstance(tag, tuple) and tag[0] == "lan" and tag[1] < len(self.lan):
            t = self.lan[tag[1]]
            self.values["address"] = f"{t.address}:{t.port}"
            self.values["code"] = shown_code(t.code)
            self.look()
        elif isinstance(tag, tuple) and tag[0] == "seat":
            self.take(tag[1])
        elif tag == "watch":
            self.take(None)
        self.rebuild()

    def on_back(self) -> None:
        self.app.goto("menu")

    # -- talking to the table ----------------------------------------------------------------
    def look(self) -> None:
        """Ask the server about the table (its seats); a problem is a message."""
        self.summary, self.error = None, ""
        try:
            code = normal_code(self.values["code"])
            self.values["code"] = shown_code(code)
            self.url = url_of(self.values["address"])
            keys.remember_table(self.values["address"].strip(), self.values["code"])
            client = NetClient(self.url, timeout=4.0)
            try:
                self.summary = client.request({"type": "info", "code": code})["table"]
            finally:
                client.close()
        except (NetError, IllegalAction, ProtocolError, ValueError) as exc:
            self.error = self.t("join.failed", why=localise(self.t, exc))
        self.rebuild()

    def take(self, seat: int | None) -> None:
        if self.summary is None:
            return
        code = self.summary["code"]
        name = self.values["name"].strip()
        token = keys.held(self.url, code).get(seat) if seat is not None else None
        try:
            if seat is None:
                client = SeatClient.watch(self.url, code, name)
            elif token is not None and (self.summary["seats"][seat]["taken"]
                                        or self.summary["seats"][seat].get("handed")):
                client = SeatClient.rejoin(self.url, code, seat, token)
                keys.remember(self.url, code, seat, token,      # (it may have been kept
                              self.summary["seats"][seat].get("name", ""))   # at another port)
            else:
                client = SeatClient.join(self.url, code, seat, name)
                keys.remember(self.url, code, seat, client.token, name)
            if name:
                keys.remember_name(name)
        except (NetError, IllegalAction) as exc:
            if token is not None and "token" in str(exc):
                keys.forget(self.url, code, seat)   # a key that no longer fits
            self.look()
            self.error = self.t("join.failed", why=localise(self.t, exc))
            self.app.show_message(self.error, 6.0)  # the seats are shown again below
            return
        # the table's host token, kept by new-table on this computer: "To the AI…" as a host
        self.app.goto("net_table", seat_client=client, url=self.url,
                      host_token=keys.host_token(self.url, code), hosted=False)
