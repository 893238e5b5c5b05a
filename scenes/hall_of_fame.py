"""Hall of fame: the top scores per game, player count and variant, and per-name statistics.
A game with variants has a selector (top right) that steps through the variants with scores at
that player count, the plain game first; the table's caption names the variant on show."""
from __future__ import annotations

from typing import Hashable

import esper

from engine import theme
from engine.ecs.components import Clickable
from engine.games import GAMES, get_rules, spec
from engine.records import (RecordsStore, has_ranks, hall, rank_name, stats_rows, variant_label,
                            variants)
from engine.render import Renderer
from engine.scene import Scene
from engine.widgets.text import fit_lines, line_height, readable

TABLE = (95, 300, 1020, 750)        # hall of fame panel (x, y, w, h)
STATS = (1145, 300, 680, 750)       # statistics panel
ROW_H = 62
HALL_ROW_H = 54                     # ten rows under the caption naming the variant
STATS_ROWS = 9
VARIANT_BUTTON = (1625, 72, 400, 64)


class HallOfFameScene(Scene):
    def __init__(self, app, game: str | None = None, players: int | None = None,
                 places: list[int] | tuple[int, ...] = (), variant: str = "") -> None:
        """``places``: rows (1 = top) to highlight, the records just set in ``variant``
        (``engine.records.variant_key``; "" = the plain game)."""
        super().__init__(app)
        ids = [g.id for g in GAMES if g.has_rules]
        self.game = game if game in ids else ids[0]
        self.players = players
        self.variant = variant or ""
        self.places = set(places)
        self.stats_all = False          # statistics of every game together, not only this one
        store = RecordsStore()
        self.data = store.load()
        if store.error:
            self.app.show_message(self.t("records.damaged", why=store.error), 7.0)
        self._fit_players()

    def _fit_players(self) -> None:
        counts = spec(self.game).player_counts
        if self.players not in counts:
            self.places = set()
            played = [n for n in counts if variants(self.data, self.game, n)]
            self.players = played[0] if played else (2 if 2 in counts else counts[0])
        self._fit_variant()

    def variant_list(self) -> list[str]:
        """The variants to step through: the plain game, those with scores, the one on show."""
        found = variants(self.data, self.game, self.players)
        out = [""] + [v for v in found if v]
        if self.variant not in out:
            out.append(self.variant)
        return out

    def _fit_variant(self) -> None:
        """Keep the variant on show if it has scores here, else the plain game if it has, else
        the first variant that has."""
        found = variants(self.data, self.game, self.players)
        if self.variant in found or not found:
            return
        self.variant, self.places = ("" if "" in found else found[0]), set()

    def build(self) -> None:
        self.button("hall.back", self.t("records.back"), 225, 72, 260, 64, tag="back",
                    style="secondary", icon="back")
        games = [g for g in GAMES if g.has_rules]
        step = 1730 / len(games)
        for k, g in enumerate(games):
            self.button(f"hall.game.{g.id}", self.t(f"game.{g.id}"), 95 + step * (k + 0.5), 170,
                        step - 16, 64, tag=("game", g.id), style="secondary",
                        selected=g.id == self.game)
        counts = spec(self.game).player_counts
        for k, n in enumerate(counts):
            x = 960 + (k - (len(counts) - 1) / 2) * 220
            self.button(f"hall.players.{n}", self.t(f"records.players.{n}"), x, 252, 204, 56,
                        tag=("players", n), style="secondary", selected=n == self.players)
        if self._options():                 # a game with variants: step through their tables
            vs = self.variant_list()
            k = vs.index(self.variant)
            bx, by, bw, bh = VARIANT_BUTTON
            label = self.t("records.variant.button", k=k + 1, n=len(vs))
            if len(vs) > 1:
                ent = self.button("hall.variant", label, bx, by, bw, bh, tag="variant",
                                  style="secondary", tooltip=self.t("records.variant.tip"))
                esper.component_for_entity(ent, Clickable).buttons = (1, 3)   # right: previous
            else:                   # nothing to step through: a plain, readable label
                label = self.t("records.variant.single")     # (never "Variants: 1 of 1")
                self.entity("text", bx, by, bw, bh, 5, name="hall.variant", text=label, size=24,
                            color=theme.TEXT_DIM, anchor="center",
                            tooltip=self.t("records.variant.only"))
        x, y, w, h = STATS
        self.button("hall.stats_scope",
                    self.t("records.stats.this_game" if self.stats_all else "records.stats.all_games"),
                    x + w / 2, y + h - 44, 320, 56, tag="scope", style="secondary")
        if self.render is not None:
            self.render.invalidate()

    def _options(self) -> list:
        try:
            return list(get_rules(self.game).options())
        except (KeyError, LookupError, ImportError, ValueError):
            return []

    def variant_title(self) -> str:
        """The caption of the table: the plain game, or the variant's options."""
        if not self.variant:
            return self.t("records.variant.plain")
        return self.t("records.variant.title",
                      name=variant_label(self.game, self.variant, self.app.i18n.lang))

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "back":
            self.on_back()
        elif isinstance(tag, tuple) and tag[0] == "game" and tag[1] != self.game:
            self.game, self.players, self.places, self.variant = tag[1], None, set(), ""
            self._fit_players()
            self.rebuild()
        elif tag == "variant":
            vs = self.variant_list()
            step = -1 if button == 3 else 1
            self.variant = vs[(vs.index(self.variant) + step) % len(vs)]
            self.places = set()
            self.rebuild()
        elif tag == "scope":
            self.stats_all = not self.stats_all
            self.rebuild()
        elif isinstance(tag, tuple) and tag[0] == "players" and tag[1] != self.players:
            self.players, self.places = tag[1], set()
            self._fit_variant()
            self.rebuild()

    def on_back(self) -> None:
        """Back to the screen that opened the hall of fame (the results), else the menu."""
        if len(self.app.scenes.scenes) > 1:
            self.app.back()
        else:
            self.app.goto("menu", game=self.game)

    # -- drawing ----------------------------------------------------------------------------------
    def rows(self) -> list[dict]:
        return hall(self.data, self.game, self.players, self.variant)

    def draw_background(self, r: Renderer) -> None:
        super().draw_background(r)
        r.text(self.t("records.hall.title"), 960, 36, 64, theme.GOLD, "black", "midtop",
               shadow=True)
        self._draw_hall(r)
        self._draw_stats(r)

    def _draw_hall(self, r: Renderer) -> None:
        x, y, w, h = TABLE
        r.fill(x, y, w, h, theme.PANEL, 18, 3, theme.PANEL_EDGE)
        ranked = has_ranks(self.game, self.players)      # the rulebook ranks these scores
        cols = [("records.hall.rank", x + 50, "center"), ("records.hall.name", x + 100, "midleft"),
                ("records.hall.score", x + 450, "center"), ("records.hall.date", x + 590, "center"),
                ("records.hall.solo_rank" if ranked else "records.hall.against", x + 690, "midleft")]
        hy = self._draw_caption(r, x, y, w) + 18
        head = readable(r, 22)
        for key, cx, anchor in cols:
            r.text(self.t(key), cx, hy, head, theme.TEXT_DIM, "semibold", anchor)
        rows = self.rows()
        if not rows:
            r.text(self.t("records.hall.empty"), x + w / 2, y + 200, readable(r, 26), theme.TEXT_DIM,
                   "italic", "midtop", wrap=w - 120, align="center")
        size = readable(r, 28)
        for i, e in enumerate(rows):
            ry = hy + 24 + i * HALL_ROW_H
            new = (i + 1) in self.places
            top = i == 0
            r.fill(x + 20, ry, w - 40, HALL_ROW_H - 6,
                   (92, 70, 36, 235) if new else (58, 46, 40, 200) if i % 2 == 0 else (48, 38, 34, 200),
                   12, 3 if new else 0, theme.GOLD if new else None)
            cy = ry + (HALL_ROW_H - 6) / 2
            r.text(str(i + 1), cols[0][1], cy, size, theme.GOLD if top else theme.TEXT, "black", "center")
            if e["won"]:
                r.image("ui/icons/crown.svg", x + 76, cy - 11, 22, 22)
            r.text(e["name"], cols[1][1] + 10, cy, size, theme.TEXT, "semibold", "midleft",
                   max_width=280, ellipsis=True)
            r.text(str(e["score"]), cols[2][1], cy, size, theme.GOLD, "black", "center")
            r.text(e["date"], cols[3][1], cy, readable(r, 22), theme.TEXT_DIM, "regular", "center")
            extra = (rank_name(self.game, e.get("rank"), self.app.i18n.lang) if ranked
                     else self._against(e))
            r.text(extra, cols[4][1], cy, readable(r, 22), theme.TEXT, "regular", "midleft",
                   max_width=x + w - 30 - cols[4][1], ellipsis=True)
        # the note wraps inside the panel, under the rows (never under the statistics)
        r.text(self.t("records.hall.note"), x + w / 2, y + h - 10, readable(r, 18), theme.TEXT_DIM,
               "italic", "midbottom", wrap=w - 60, align="center")

    def _draw_caption(self, r: Renderer, x: float, y: float, w: float) -> float:
        """The variant on show over the table, on up to two lines (a long one ends in "…");
        returns the canvas y under it."""
        text = self.variant_title()
        key = (text, r.scale)
        if getattr(self, "_caption", (None,))[0] != key:
            size = readable(r, 24)
            self._caption = (key, fit_lines(r, text, w - 40,
                                            2 * line_height(r, size, "semibold"), size,
                                            readable(r, 20), "semibold"))
        size, lines = self._caption[1]
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        lh = line_height(r, size, "semibold")
        for k, line in enumerate(lines):
            r.text(line, x + w / 2, y + 10 + k * lh, size,
                   theme.GOLD if self.variant else theme.TEXT_DIM, "semibold", "midtop",
                   max_width=w - 40, ellipsis=True)
        return y + 10 + lh * max(1, len(lines))

    def _against(self, e: dict) -> str:
        levels = [self.t(f"seat.ai.{lv}") for lv in e.get("vs", [])]
        humans = self.players - 1 - len(levels)
        # the column stays short: the same opponent twice is counted, not repeated, and the AI
        # levels share their "AI · " once ("AI · Hard ×2, Normal")
        counted = {lv: levels.count(lv) for lv in levels}
        named = [lv if n == 1 else f"{lv} ×{n}" for lv, n in counted.items()]
        heads = {lv.split(" · ", 1)[0] for lv in named if " · " in lv}
        if len(heads) == 1 and all(" · " in lv for lv in named):
            head = heads.pop()
            named = [head + " · " + ", ".join(lv.split(" · ", 1)[1] for lv in named)]
        if humans > 0:
            human = self.t("seat.human")
            named.insert(0, human if humans == 1 else f"{human} ×{humans}")
        return ", ".join(named) or "—"

    def _draw_stats(self, r: Renderer) -> None:
        x, y, w, h = STATS
        r.fill(x, y, w, h, theme.PANEL, 18, 3, theme.PANEL_EDGE)
        title = self.t("records.stats.title", game=self.t(
            "records.stats.every_game" if self.stats_all else f"game.{self.game}"))
        r.text(title, x + w / 2, y + 16,
               readable(r, 28), theme.GOLD, "bold", "midtop", max_width=w - 40)
        cols = [("records.stats.name", x + 30, "midleft"), ("records.stats.games", x + 310, "center"),
                ("records.stats.wins", x + 445, "center"), ("records.stats.average", x + 580, "center")]
        hy = y + 84
        for key, cx, anchor in cols:
            r.text(self.t(key), cx, hy, readable(r, 20), theme.TEXT_DIM, "semibold", anchor,
                   max_width=130 if anchor == "center" else 220, ellipsis=True)
        rows = stats_rows(self.data, None if self.stats_all else self.game)[:STATS_ROWS]
        if not rows:
            r.text(self.t("records.stats.empty"), x + w / 2, y + 200, readable(r, 26),
                   theme.TEXT_DIM, "italic", "midtop", wrap=w - 80, align="center")
        size = readable(r, 26)
        for i, row in enumerate(rows):
            ry = y + 112 + i * ROW_H
            r.fill(x + 16, ry, w - 32, ROW_H - 8, (58, 46, 40, 200) if i % 2 == 0 else
                   (48, 38, 34, 200), 12)
            cy = ry + (ROW_H - 8) / 2
            r.text(row.name, cols[0][1], cy, size, theme.TEXT, "semibold", "midleft", max_width=210,
                   ellipsis=True)
            for (_, cx, _), value in zip(cols[1:], (row.played, row.wins, f"{row.average:.1f}")):
                r.text(str(value), cx, cy, size, theme.TEXT, "regular", "center", max_width=120)
