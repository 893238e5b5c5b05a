"""Main menu: the five games as illustrated tiles, seats and variants, and the main actions."""
from __future__ import annotations

from typing import Hashable

import pygame


from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.layout import load_layout
from engine.render import Renderer
from engine.widgets.text import fit_text
from engine.games import GAMES, playable, spec
from engine.rules.record import RecordError
from engine.saves import SaveStore, save_problem
from engine.scene import Scene
from engine.session import Seat
from scenes.confirm import ask_before_replacing_save
from scenes import menu_net
from scenes.seat_setup import (SEAT_CYCLE, SEAT_ICONS, next_color, next_kind, next_name,
                               seat_kind)
from scenes.variants import VariantsDialog, changed

# a click moves right; "remote": a friend on another computer (the game is hosted, scenes/host.py)
MAX_NAME = 16


def setup_of(last: dict, game: str) -> dict:
    """The set-up last played of ``game`` in the settings' ``last_setup`` (each game keeps its
    own; an older settings file kept only the last game's, at the top)."""
    games = last.get("games")
    own = games.get(game) if isinstance(games, dict) else None
    if isinstance(own, dict):
        return own
    return last if last.get("game") == game else {}


def paint_game_tile(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    lift = -6 if ctx.hovered and p["ready"] else 0
    y += lift
    sel = p["selected"]
    r.fill(x + 5, y + 10, w, h, (0, 0, 0, 110), 18)
    r.fill(x, y, w, h, (44, 34, 30), 18, 4 if sel else 2, theme.GOLD if sel else theme.PANEL_EDGE)
    blurb = ctx.tr(f"game.{p['game']}.blurb")
    size = max(18, r.min_size)
    # every tile's cover as high as the one with the longest description leaves: one even row
    art_h = min(_art_height(r, ctx.tr(f"game.{g.id}.blurb"), w, h, size) for g in GAMES)
    iw = min(w - 16, (art_h - 10) * 480 / 300)      # the cover keeps its shape, only smaller
    r.image(p["cover"], x + w / 2 - iw / 2, y + 8, iw, art_h - 10)
    if not p["ready"]:
        r.fill(x + 8, y + 8, w - 16, art_h - 10, (20, 16, 14, 140), 12)
        r.fill(x + w / 2 - 90, y + art_h / 2 - 22, 180, 44, (30, 24, 20, 230), 22, 2, theme.PANEL_EDGE)
        r.text(ctx.tr("menu.coming_soon"), x + w / 2, y + art_h / 2, 22, theme.TEXT_DIM,
               "semibold", "center")
    r.text(ctx.tr(f"game.{p['game']}"), x + w / 2, y + art_h + 6, 28, theme.GOLD if sel else theme.TEXT,
           "bold", "midtop", max_width=w - 20)
    # the blurb fills what is left of the tile, readable at any size, never touching the
    # tile's lower edge
    top = y + art_h + 44
    fit_text(r, blurb, x + 14, top, w - 28, y + h - 10 - top, size, theme.TEXT_DIM,
             min_size=r.min_size, align="left", valign="top")


def _art_height(r: Renderer, blurb: str, w: float, h: float, size: float) -> float:
    """The cover's height in a game tile ``w`` x ``h``: as wide as the tile, unless the
    description needs more lines than the room under it leaves (a small window's larger text,
    play-test 10: cut with "…" at 800x450); then the cover gives way, down to half."""
    from engine.widgets.text import fit_lines, line_height
    full = w * 300 / 480
    _, lines = fit_lines(r, blurb, w - 28, 10_000, size, size)
    need = line_height(r, size) * len(lines) + 2
    return max(full * 0.5, min(full, h - 44 - 10 - need))


class MenuScene(Scene):
    painters = {"game_tile": paint_game_tile}

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.layout = load_layout("menu")
        ready = [g.id for g in playable()]
        last = self.app.settings.last_setup
        self.game = game or last.get("game") or (ready[0] if ready else GAMES[0].id)
        if self.game not in ready:
            self.game = ready[0] if ready else GAMES[0].id
        self.players = 0
        self.seats: list[Seat] = []
        self.options: dict = {}
        self.editing: int | None = None      # seat whose name is being typed
        self.typed = False
        self.can_resume = self._save_loads()
        self._setup_game(self.game)

    def _setup_game(self, game: str) -> None:
        """Seats for ``game``: the last set-up played (from the settings) where it fits."""
        self.game = game
        rules = spec(game).rules
        counts = rules.player_counts
        self.players = 2 if 2 in counts else counts[0]
        self.seats = [Seat("human" if i == 0 else "ai", "normal", "", i) for i in range(max(counts))]
        self.options = {o.key: o.default for o in rules.options()}
        last = setup_of(self.app.settings.last_setup, game)
        if not last:
            return
        if last.get("players") in counts:
            self.players = last["players"]
        for i, data in enumerate(last.get("seats") or []):
            if i < len(self.seats) and isinstance(data, dict):
                try:
                    seat = Seat.from_json(data)
                except (TypeError, ValueError):
                    continue
                if f"{seat.kind}:{seat.level}" in SEAT_CYCLE or seat.kind in ("human", "remote"):
                    self.seats[i] = Seat(seat.kind, seat.level, seat.name[:MAX_NAME], seat.color)
        for o in rules.options():
            value = (last.get("options") or {}).get(o.key, o.default)
            if value in o.choices:
                self.options[o.key] = value

    def remember_setup(self) -> None:
        """Keep this set-up in the settings so the menu offers it again next time: the last
        game's at the top (the menu opens on it), every game's own under "games"."""
        setup = {"game": self.game, "players": self.players, "options": dict(self.options),
                 "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "color": s.color}
                           for s in self.seats[: self.players]]}
        games = dict(self.app.settings.last_setup.get("games") or {})
        games[self.game] = {k: v for k, v in setup.items() if k != "game"}
        self.app.settings.last_setup = {**setup, "games": games}
        self.app.save_settings()

    def _save_loads(self) -> bool:
        """Resume is offered only for a save that loads; a damaged one is moved aside (kept for
        bug reports) and the player is told why."""
        store = SaveStore()
        self.saved_game: str | None = None
        if not store.exists():
            return False
        try:
            record = store.load()
        except (RecordError, OSError, ValueError) as exc:
            if store.exists():
                store.quarantine()
            self.app.show_message(save_problem(self.app.i18n, exc), 7.0)
            return False
        if record.game not in {g.id for g in playable()}:
            return False
        self.saved_game = record.game
        return True

    # -- build -------------------------------------------------------------------------------------
    def build(self) -> None:
        L = self.layout
        ready = {g.id for g in playable()}
        for i, g in enumerate(GAMES):
            a, game = L[f"game.{i}"], g.id
            self.entity("game_tile", a.cx, a.cy, a.w, a.h, 10, name=f"menu.game.{game}",
                        tag=("game", game), game=game, cover=g.cover, ready=game in ready,
                        selected=game == self.game)
        s = L["setup"]
        self.entity("panel", s.cx, s.cy, s.w, s.h, 1, title=self.t(f"game.{self.game}"))
        a = L["actions"]
        self.entity("panel", a.cx, a.cy, a.w, a.h, 1)
        rules = spec(self.game).rules
        p = L["players"]
        self.entity("text", p.x + 90, p.cy, 180, 40, 5, text=self.t("menu.players"), size=28,
                    weight="semibold", anchor="midleft", color=theme.TEXT)
        for k, n in enumerate(rules.player_counts):
            self.button(f"menu.players.{n}", str(n), p.x + 230 + k * 84, p.cy, 70, 56,
                        tag=("players", n), style="secondary", selected=n == self.players)
        v = L["variants"]
        opts = rules.options()
        if not opts:
            self.entity("text", v.cx, v.cy, v.w, 40, 5, text=self.t("menu.no_variants"), size=20,
                        color=theme.TEXT_DIM, anchor="center")
        if len(opts) > 1:               # several options: one button opens the variants pop-up
            n = changed(opts, self.options)
            label = (self.t("variants.button", n=n) if n else self.t("variants.button_none"))
            self.button("menu.variants", label, v.cx, v.cy, v.w, 56, tag="menu.variants",
                        style="secondary", icon="settings")
        for k, o in enumerate(opts if len(opts) == 1 else ()):
            cur = self.options.get(o.key, o.default)
            label = f"{o.name.get(self.app.i18n.lang, o.key)}: {self._choice_name(o, cur)}"
            self.button(f"menu.option.{o.key}", label, v.cx, v.cy + k * 66, v.w, 56,
                        tag=("option", o.key), style="secondary")
        for i in range(self.players):
            self._build_seat(i)
        self.entity("text", s.x + s.w / 2, s.y + s.h - 26, s.w - 80, 30, 5,   # the panel's width
                    text=self.t("menu.seat_hint"),
                    size=18, color=theme.TEXT_DIM, anchor="midleft")
        # the selected game's actions in the right column, the saved game under them; the
        # app-wide screens in the top corners (records left, settings and quit right)
        hosting = self._hosting()
        buttons = [("menu.start", "primary", "play", True, None),
                   ("menu.learn", "secondary", "info", True, "menu.learn_tip"),
                   ("menu.demo", "secondary", "play", True, None),
                   ("menu.rules", "secondary", "log", True, None),
                   ("menu.resume", "secondary", "undo", menu_net.can_resume(self), None)]
        for k, (name, style, icon, enabled, tip) in enumerate(buttons):
            b = L[f"button.{k}"]
            x, w = b.cx, b.w
            if name == "menu.rules":        # the rules share their row with joining a table
                w = (b.w - 12) / 2
                x = menu_net.join_button(self, b, w)
            label = self.t("menu.host" if name == "menu.start" and hosting else name)
            self.button(name, label, x, b.cy, w, b.h, tag=name, style=style, icon=icon,
                        enabled=enabled, tooltip=self.t(tip) if tip else None)
        sv = L["saved"]
        self.entity("rect", sv.cx, sv.y + 4, sv.w - 40, 2, 3, color=theme.PANEL_EDGE)
        saved = (f'{self.t("menu.saved_game")}: {self.t(f"game.{self.saved_game}")}'
                 if self.can_resume and self.saved_game else
                 self.t("host.hosted_waiting") if menu_net.can_resume(self)    # a hosted table
                 else self.t("menu.no_saved_game"))
        self.entity("text", sv.cx, sv.cy + 4, sv.w, sv.h, 5, name="menu.saved", text=saved, size=20,
                    color=theme.TEXT_DIM, anchor="center")
        corners = [("menu.hall", "secondary", "crown"), ("menu.replays", "secondary", "rotate_ccw"),
                   ("menu.settings", "secondary", "settings"), ("menu.quit", "danger", "close")]
        for k, (name, style, icon) in enumerate(corners):
            b = L[f"corner.{k}"]
            self.button(name, self.t(name), b.cx, b.cy, b.w, b.h, tag=name, style=style, icon=icon)

    def _choice_name(self, option, value) -> str:
        names = option.choice_names.get(self.app.i18n.lang)
        if names:
            return names[option.choices.index(value)]
        return str(value)

    def _seat_name(self, i: int) -> str:
        seat = self.seats[i]
        if seat.name:
            from scenes.parts.seat_names import local_name    # a default name follows the language
            return local_name(self.app, seat.name)
        return self.app.i18n.t("seat.names").split(",")[i % 5]

    def _build_seat(self, i: int) -> None:
        a = self.layout[f"seat.{i}"]
        seat = self.seats[i]
        self.entity("rect", a.cx, a.cy, a.w, a.h, 2, color=(58, 46, 40, 200), radius=12)
        col = theme.SEAT_COLORS[seat.color % len(theme.SEAT_COLORS)]
        self.entity("marker", a.x + 40, a.cy, 48, 48, 6, name=f"menu.seat.{i}.color",
                    tag=("color", i), color=col)
        editing = self.editing == i
        self.button(f"menu.seat.{i}.name", self._seat_name(i) + ("|" if editing else ""),
                    a.x + 260, a.cy, 340, 52, tag=("name", i), style="ghost", selected=editing,
                    tooltip=self.t("menu.name_tip"))
        kind = seat_kind(seat)
        # the tooltip lists the order a left click steps through (a right click walks it back)
        order = " → ".join(self._kind_label(k) for k in SEAT_CYCLE)
        self.button(f"menu.seat.{i}.kind", self._kind_label(kind), a.x + 660, a.cy, 380, 52,
                    tag=("kind", i), style="primary" if kind == "human" else "secondary",
                    icon=SEAT_ICONS.get(kind, "settings"), buttons=(1, 3),
                    tooltip=self.t("menu.kind_tip", order=order))

    def _kind_label(self, kind: str) -> str:
        """A seat kind of SEAT_CYCLE as the kind button says it."""
        return self.t(f"seat.{kind}" if ":" not in kind else f"seat.ai.{kind.split(':')[1]}")

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        """While a seat's name is being edited, typed text goes into it."""
        if self.editing is not None:
            seat = self.seats[self.editing]
            if ev.type == pygame.TEXTINPUT:
                name = (seat.name if self.typed else "") + ev.text
                seat.name = name[:MAX_NAME]
                self.typed = True
                self.rebuild()
                return
            if ev.type == pygame.KEYDOWN:
                if ev.key == pygame.K_BACKSPACE:
                    seat.name = (seat.name if self.typed else self._seat_name(self.editing))[:-1]
                    self.typed = True
                elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                    self._end_edit()
                self.rebuild()
                return
        super().handle_event(ev, pos)

    def _end_edit(self) -> None:
        if self.editing is not None and not self.seats[self.editing].name.strip():
            self.seats[self.editing].name = ""          # empty: back to the default name
        self.editing, self.typed = None, False

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if not (isinstance(tag, tuple) and tag[0] == "name"):
            self._end_edit()
        if isinstance(tag, tuple):
            kind, val = tag
            step = -1 if button == 3 else 1         # a right click steps back
            if kind == "game":
                if val not in {g.id for g in playable()}:
                    self.app.show_message(self.t("menu.not_ready", game=self.t(f"game.{val}")))
                    return
                self._setup_game(val)
            elif kind == "players":
                self.players = val
            elif kind == "color":
                next_color(self.seats, self.players, val, step)
            elif kind == "name" and (self.editing != val or self.typed):
                self.editing, self.typed = val, False      # type a name, or click again
            elif kind == "name":
                self.seats[val].name = next_name(self.app.i18n.t("seat.names").split(","),
                                                 self._seat_name, self.players, val, step)
            elif kind == "kind":
                next_kind(self.seats[val], step)
            elif kind == "option":
                o = next(o for o in spec(self.game).rules.options() if o.key == val)
                cur = self.options.get(val, o.default)
                self.options[val] = o.choices[(o.choices.index(cur) + 1) % len(o.choices)]
            self.rebuild()
            return
        if tag == "menu.variants":
            title = self.t("variants.title", game=self.t(f"game.{self.game}"))
            self.app.scenes.push(VariantsDialog(self.app, title, spec(self.game).rules.options(),
                                                self.options, self.rebuild))
            return
        if tag == "menu.start":
            self.remember_setup()
            if self.can_resume and not self._hosting():    # it would overwrite the save
                self._ask_overwrite()
            else:
                self._start()
        elif tag == "menu.join":
            self.app.goto("join")
        elif tag == "menu.demo":
            self.app.goto("demo", game=self.game)
        elif tag == "menu.learn":
            self.remember_setup()
            self.app.goto("tutorial", game=self.game)
        elif tag == "menu.hall":            # at the game and player count chosen here, which
            self.remember_setup()               # the menu offers again on the way back
            self.app.goto("hall_of_fame", game=self.game, players=self.players)
        elif tag == "menu.replays":
            self.app.goto("replays")
        elif tag == "menu.resume":
            if menu_net.resume(self):           # unfinished hosted tables: which one?
                return
            if self.app.goto("resume") is None:
                self.can_resume = self._save_loads()
                self.rebuild()
        elif tag == "menu.rules":
            self.app.push("rules", game=self.game)
        elif tag == "menu.settings":
            self.app.push("settings")
        elif tag == "menu.quit":
            self.app.quit()

    def _hosting(self) -> bool:
        return menu_net.hosting(self.seats[: self.players])

    def _start(self) -> None:
        seats = [Seat(s.kind, s.level, self._seat_name(i) if s.name else "", s.color)
                 for i, s in enumerate(self.seats[: self.players])]
        if self._hosting():
            menu_net.host(self, self.game, seats, dict(self.options))
        else:
            self.app.goto("game", game=self.game, seats=seats, options=dict(self.options))

    def _ask_overwrite(self) -> None:
        ask_before_replacing_save(self.app, self._start, lambda: self.on_click(0, "menu.resume", 1))

    def on_resume(self) -> None:
        self.can_resume = self._save_loads()
        self.rebuild()

    def on_back(self) -> None:
        self.app.quit()

    def draw_background(self, r: Renderer) -> None:
        super().draw_background(r)
        a = self.layout["title"]
        r.text(self.t("app.title"), a.cx, a.y + 6, 64, theme.GOLD, "black", "midtop", shadow=True)
        r.text(self.t("app.subtitle"), a.cx, a.y + 84, 24, theme.TEXT_DIM, "italic", "midtop")
