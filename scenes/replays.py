"""Replays list: the last finished games kept (newest first); a click opens the viewer."""
from __future__ import annotations

from typing import Hashable

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.render import Renderer
from engine.replays import ReplayStore
from engine.scene import Scene
from engine.widgets.text import readable
from scenes.parts.seat_names import local_name

PER_PAGE = 8
ROW_H = 90


def paint_replay_row(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    lift = -3 if ctx.hovered else 0
    y += lift
    r.fill(x + 4, y + 6, w, h, (0, 0, 0, 90), 14)
    r.fill(x, y, w, h, (78, 62, 48) if ctx.hovered else (54, 43, 37), 14, 2,
           theme.GOLD if ctx.hovered else theme.PANEL_EDGE)
    big, small = readable(r, 28), readable(r, 21)
    r.text(p["title"], x + 24, y + 12, big, theme.GOLD, "bold", "topleft", max_width=w * 0.55)
    r.text(p["when"], x + w - 24, y + 14, small, theme.TEXT_DIM, "regular", "topright")
    cx = x + 24
    for name, score, won in p["seats"]:         # the winners crowned, in gold
        if won:
            r.image("ui/icons/crown.svg", cx, y + h - 14 - small * 1.1, small * 1.1, small * 1.1)
            cx += small * 1.1 + 6
        label = f"{name} {score}"
        r.text(label, cx, y + h - 12, small, theme.GOLD if won else theme.TEXT,
               "semibold" if won else "regular", "bottomleft")
        cx += r.text_size(label, small, "semibold" if won else "regular")[0] + 34


class ReplaysScene(Scene):
    painters = {"replay_row": paint_replay_row}

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        store = ReplayStore()
        self.items = store.list()
        if store.errors:
            self.app.show_message(self.t("replays.damaged", why=store.errors[0]), 7.0)
        self.page = max(0, min(page, self.pages - 1))

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.items) // PER_PAGE))

    def build(self) -> None:
        self.button("replays.back", self.t("records.back"), 225, 72, 260, 64, tag="back",
                    style="secondary", icon="back")
        shown = self.items[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, info in enumerate(shown):
            # default seat names read in the language shown, as on the table
            seats = [(local_name(self.app, name), score, seat in info.winners)
                     for seat, (name, score) in enumerate(zip(info.names, info.scores))]
            title = self.t("replays.row", game=self.t(f"game.{info.game}"),
                           players=self.t(f"records.players.{info.players}"))
            when = f"{info.finished} · {self.t('replays.moves', n=info.actions)}"
            self.entity("replay_row", 960, 205 + k * (ROW_H + 10), 1400, ROW_H, 5,
                        name=f"replays.row.{k}", tag=("open", info.id),
                        tooltip=self.t("replays.open_tip"), title=title, when=when,
                        seats=seats)
        if not self.items:
            self.entity("text", 960, 480, 1200, 80, 5, text=self.t("replays.empty"), size=30,
                        color=theme.TEXT_DIM, anchor="center")
        if self.pages > 1:
            self.button("replays.prev", self.t("replays.prev"), 700, 1030, 260, 60, tag="prev",
                        style="secondary", enabled=self.page > 0)
            self.entity("text", 960, 1030, 400, 60, 5,
                        text=self.t("replays.page", page=self.page + 1, pages=self.pages),
                        size=24, color=theme.TEXT_DIM, anchor="center")
            self.button("replays.next", self.t("replays.next"), 1220, 1030, 260, 60, tag="next",
                        style="secondary", enabled=self.page < self.pages - 1)

    def draw_background(self, r: Renderer) -> None:
        super().draw_background(r)
        r.text(self.t("replays.title"), 960, 36, 64, theme.GOLD, "black", "midtop", shadow=True)
        r.text(self.t("replays.note"), 960, 112, readable(r, 22), theme.TEXT_DIM, "italic", "midtop")

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "back":
            self.on_back()
        elif tag == "prev":
            self.page = max(0, self.page - 1)
            self.rebuild()
        elif tag == "next":
            self.page = min(self.pages - 1, self.page + 1)
            self.rebuild()
        elif isinstance(tag, tuple) and tag[0] == "open":
            self.app.goto("replay", replay_id=tag[1], back="replays")

    def on_back(self) -> None:
        self.app.goto("menu")
