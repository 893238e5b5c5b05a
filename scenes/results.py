"""Results: final scores with each game's breakdown, the winner(s) and the deciding tie-breaker."""
from __future__ import annotations

from typing import Any, Hashable

import pygame

from engine import theme
from engine.records import RecordsStore, result_of, variant_label, variant_of
from engine.render import Renderer
from engine.replays import ReplayStore, summary_of
from engine.rules.table_hooks import optional
from engine.scene import Scene
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import line_height, readable, wrap_words

DEMO_RESULTS_S = 6.0


class ResultsScene(Scene):
    opaque = False

    def __init__(self, app, game_scene: Any, demo: bool = False) -> None:
        """``game_scene``: the finished table (a GameScene: session, seat names, notes)."""
        super().__init__(app)
        self.game_scene = game_scene
        self.session = game_scene.session
        self.demo = demo
        self.news: list = []            # engine.records.NewRecord: this game's hall of fame places
        self.replay_id: str | None = None
        self.keep()

    def counts(self) -> bool:
        """A finished game that counts: not a demo, and not a table that opted out (tutorial,
        replay viewer)."""
        return (not self.demo and getattr(self.game_scene, "counts_for_records", True)
                and self.session.is_over())

    def keep(self) -> None:
        """Enter the hall of fame and keep the replay, once per game (a problem with the files
        is a message, never a crash)."""
        gs = self.game_scene
        if not self.counts() or getattr(gs, "records_kept", False):
            self.news = list(getattr(gs, "records_news", []))
            self.replay_id = getattr(gs, "replay_id", None)
            return
        gs.records_kept = True
        names = [gs.seat_name(i) for i in range(len(self.session.seats))]
        store = RecordsStore()
        self.news = store.record(result_of(self.session, names))
        if store.error:
            self.app.show_message(self.t("records.damaged", why=store.error), 7.0)
        try:
            self.replay_id = ReplayStore().add(self.session.record, summary_of(self.session, names))
        except (OSError, ValueError) as exc:
            self.app.show_message(self.t("replays.damaged", why=str(exc)), 7.0)
        gs.records_news, gs.replay_id = self.news, self.replay_id

    def banner(self) -> str:
        """"Hall of fame: Olena enters the table at 2nd place (World in Progress, 3 players)";
        the hall's table, never a word that could read as winning this game."""
        if not self.news:
            return ""
        first = self.news[0]
        game = self.t(f"game.{first.game}")
        players = self.t(f"records.players.{first.players}")
        if len(self.news) == 1:
            return self.t("records.new", name=first.name,
                          place=self.t(f"records.place.{first.place}"), game=game, players=players)
        places = ", ".join(self.t("records.new_named", name=n.name,
                                  place=self.t(f"records.place.{n.place}"))
                           for n in sorted(self.news, key=lambda n: n.place))
        return self.t("records.new_many", game=game, players=players, list=places)

    def banner_variant(self) -> str:
        """The banner's second line when the record is in a variant's own table ("" if not)."""
        if not self.news or not self.news[0].variant:
            return ""
        first = self.news[0]
        return self.t("records.new_variant",
                      name=variant_label(first.game, first.variant, self.app.i18n.lang))

    ROW_H = 86
    BANNER_H = 64
    VARIANT_H = 34

    def banner_h(self) -> float:
        if not self.news:
            return 0
        return self.BANNER_H + (self.VARIANT_H if self.banner_variant() else 0)

    def _panel(self) -> tuple[float, float, float, float]:
        n = self.session.record.players
        h = (self._rows_top() + n * self.ROW_H + (0 if self.demo else 110) + self.banner_h()
             + 20)
        return (200, max(20, 540 - h / 2), 1520, h)

    def _grouped(self, cols) -> bool:
        return not all(role in ("points", "total") for _, role in cols)

    def _header_block(self, r: Renderer) -> tuple[float, float, float]:
        """(y of the group captions, y of the column headers, height of the headers), measured
        from the panel's top: captions above the headers, never through them."""
        cols = self.columns(self.rows())
        cw = self._cw(cols)
        lines = 1
        for key, _role in cols:
            if key == "total":
                continue
            label = self.game_scene.breakdown_label(key)
            size = _header_size(r, label, cw - 10)
            lines = max(lines, len(wrap_words(r, label, size, "semibold", cw - 10)))
        size = readable(r, 20)
        head_h = lines * line_height(r, size, "semibold")
        top = 190.0 if self.game_scene.results_note() else 170.0
        gy = top
        hy = top + (line_height(r, readable(r, 20), "semibold") + 14 if self._grouped(cols) else 0)
        return gy, hy, head_h

    def _rows_top(self) -> float:
        _, hy, head_h = self._header_block(self.app.renderer)
        return hy + max(head_h, 40) + 12

    def _cw(self, cols) -> float:
        return min(180, (1520 - 120 - 340 - 60) / max(1, len(cols)))

    def build(self) -> None:
        if not self.demo:
            x, y, w, h = self._panel()
            by = y + h - 70
            items = [("results.again", "again", "primary", "play", True),
                     ("results.replay", "replay", "secondary", "rotate_ccw",
                      self.replay_id is not None),
                     ("results.hall", "hall", "secondary", "crown", True),
                     ("results.menu", "menu", "secondary", "back", True)]
            for k, (name, tag, style, icon, enabled) in enumerate(items):
                self.button(name, self.t(name), 960 + (k - 1.5) * 330, by, 310, 72, tag=tag,
                            style=style, icon=icon, enabled=enabled)

    def rows(self) -> list[tuple[int, int, dict[str, int]]]:
        """(seat, score, breakdown) with the winners first, then by score."""
        rules, state = self.session.rules, self.session.state
        scores = rules.scores(state)
        winners = set(rules.winners(state))
        order = sorted(range(len(scores)), key=lambda s: (s not in winners, -scores[s], s))
        return [(s, scores[s], rules.score_breakdown(state, s)) for s in order]

    def columns(self, rows) -> list[tuple[str, str]]:
        """(key, role) of each results column in order: the lines that add up to the total
        ("points"), the lines that explain one ("detail"), the total, then the tie-breakers
        ("tiebreak"), by the rules' optional ``breakdown_roles`` (a line it leaves out is
        points)."""
        rules, state = self.session.rules, self.session.state
        fn = optional(rules, "breakdown_roles")
        try:
            roles = dict(fn(state)) if fn else {}
        except Exception:  # noqa: BLE001 - the results must show even if a game's roles fail
            roles = {}
        # every seat's keys (a game may list a part only for seats that scored it)
        keys = list(dict.fromkeys(k for row in rows for k in row[2] if k != "total"))
        role = {k: roles.get(k, "points") for k in keys}
        order = ("points", "detail")
        cols = [(k, role[k]) for want in order for k in keys if role[k] == want]
        cols.append(("total", "total"))
        cols += [(k, "tiebreak") for k in keys if role[k] == "tiebreak"]
        return cols

    def _draw_groups(self, r: Renderer, cols, cx_of, cw: float, gy: float,
                     panel: tuple[float, float]) -> None:
        """A caption over each run of columns of one role (points, details, tie-breakers) when
        the table has more than plain points, with a rule under it; a caption wider than its
        columns stays inside the panel (``panel``: its left and right edges)."""
        if not self._grouped(cols):
            return
        size = readable(r, 20)
        lh = line_height(r, size, "semibold")
        k = 0
        while k < len(cols):
            role = cols[k][1]
            end = k
            while end + 1 < len(cols) and cols[end + 1][1] == role:
                end += 1
            if role != "total":
                x0, x1 = cx_of(k) - cw / 2 + 6, cx_of(end) + cw / 2 - 6
                color = theme.GOLD if role == "tiebreak" else theme.TEXT_DIM
                text = self.t(f"results.group.{role}")
                room = panel[1] - panel[0] - 60
                tw = min(r.text_size(text, size, "semibold")[0], room)
                cx = min(max((x0 + x1) / 2, panel[0] + 30 + tw / 2), panel[1] - 30 - tw / 2)
                r.text(text, cx, gy, size, color, "semibold", "midtop", max_width=room,
                       ellipsis=True)
                r.fill(x0, gy + lh + 4, x1 - x0, 2, (*color[:3], 150))
            k = end + 1

    def draw_background(self, r: Renderer) -> None:
        r.fill(0, 0, 1920, 1080, (6, 4, 3, 185))
        x, y, w, h = self._panel()
        r.fill(x, y, w, h, (*theme.PANEL[:3], 255), 22, 4, theme.PANEL_EDGE)   # opaque: no table shows through
        gs = self.game_scene
        rules, state = self.session.rules, self.session.state
        winners = rules.winners(state)
        names = ", ".join(gs.seat_name(s) for s in winners)
        title = self.t("results.winner" if len(winners) == 1 else "results.winners", names=names)
        r.text(self.t("results.title"), 960, y + 24, 34, theme.TEXT_DIM, "semibold", "midtop")
        r.text(title, 960, y + 70, 52, theme.GOLD, "black", "midtop", max_width=w - 80, shadow=True)
        note = gs.results_note()
        if note:
            r.text(note, 960, y + 140, 24, theme.TEXT, "italic", "midtop", max_width=w - 80)
        rows = self.rows()
        cols = self.columns(rows)
        col0 = x + 60
        name_w = 340
        cw = self._cw(cols)
        gy, head_y, head_h = self._header_block(r)
        head_y += y
        hy = y + self._rows_top() - 45      # the rows start 45 under hy

        def cx_of(k: int) -> float:
            return col0 + 60 + name_w + cw * (k + 0.5)
        mid = head_y + head_h / 2
        r.text(self.t("results.rank"), col0, mid, 24, theme.TEXT_DIM, "semibold", "midleft")
        self._draw_groups(r, cols, cx_of, cw, y + gy, (x, x + w))
        for k, (key, role) in enumerate(cols):
            if key == "total":
                r.text(self.t("results.total"), cx_of(k), mid, 24, theme.GOLD, "bold", "center",
                       max_width=cw)
                continue
            label = gs.breakdown_label(key)
            r.text(label, cx_of(k), mid, _header_size(r, label, cw - 10), theme.TEXT_DIM,
                   "semibold", "center", wrap=cw - 10, align="center")
        prev = None
        rank = 0
        for i, (seat, score, bd) in enumerate(rows):
            ry = hy + 45 + i * self.ROW_H
            if prev != (seat in winners, score):
                rank = i + 1
            prev = (seat in winners, score)
            win = seat in winners
            r.fill(col0 - 20, ry, w - 80, 74, (70, 54, 40, 220) if win else (44, 36, 32, 200), 14,
                   3 if win else 0, theme.GOLD if win else None)
            r.text(str(rank), col0 + 6, ry + 37, 34, theme.GOLD if win else theme.TEXT, "black", "center")
            draw_seat_mark(r, col0 + 55, ry + 37, 17, gs.seat_color(seat))
            if win:
                r.image("ui/icons/crown.svg", col0 + 76, ry + 17, 40, 40)
            r.text(gs.seat_name(seat), col0 + 124, ry + 37, 30, theme.TEXT, "semibold", "midleft",
                   max_width=name_w - 70)
            for k, (key, role) in enumerate(cols):
                if key == "total":
                    r.text(str(score), cx_of(k), ry + 37, 36, theme.GOLD, "black", "center")
                    continue
                main, sub = gs.breakdown_cell(seat, key, bd.get(key, 0))
                color = theme.TEXT if role == "points" else theme.TEXT_DIM
                if not sub:
                    r.text(main, cx_of(k), ry + 37, 28, color, "regular", "center",
                           max_width=cw - 8)
                    continue
                # the number and its working, stacked without touching at any size
                lm, ls = line_height(r, 28), line_height(r, readable(r, 18))
                top = ry + max(0.0, (74 - lm - ls) / 2)
                r.text(main, cx_of(k), top, 28, color, "regular", "midtop", max_width=cw - 8)
                r.text(sub, cx_of(k), top + lm, readable(r, 18), theme.TEXT_DIM, "regular",
                       "midtop", max_width=cw - 8)
        text = self.banner()
        if text:
            by = hy + 45 + len(rows) * self.ROW_H + 6
            # gold only when every record holder also won this game: a loser's place in the
            # hall of fame must not look like a victory
            holders = {n.name for n in self.news}
            won = holders <= {gs.seat_name(s) for s in winners}
            fill, edge, fg = (((110, 74, 24, 235), theme.GOLD, theme.GOLD) if won else
                              ((58, 48, 42, 235), theme.PANEL_EDGE, theme.TEXT))
            r.fill(x + 120, by, w - 240, self.banner_h() - 12, fill, 16, 3, edge)
            r.image("ui/icons/crown.svg", x + 140, by + 8, 36, 36)
            r.text(text, 960, by + (self.BANNER_H - 12) / 2, 30, fg, "black" if won else "bold",
                   "center", max_width=w - 360, shadow=won)
            variant = self.banner_variant()
            if variant:             # a variant's record: its own table, named under the line
                r.text(variant, 960, by + self.BANNER_H - 14, readable(r, 22), theme.TEXT,
                       "semibold", "midtop", max_width=w - 360, ellipsis=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.demo and self.time > DEMO_RESULTS_S:
            self.app.goto("next_demo", game=self.session.game, previous=self.game_scene)

    def handle_event(self, ev, pos) -> None:
        if self.demo and ev.type == pygame.MOUSEBUTTONDOWN:
            self.app.goto("menu")
            return
        super().handle_event(ev, pos)

    def on_back(self) -> None:
        self.app.goto("menu", game=self.session.game)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "again":
            s = self.session
            self.app.goto("game", game=s.game, seats=list(s.seats), options=dict(s.record.options))
        elif tag == "menu":
            self.on_back()
        elif tag == "replay" and self.replay_id:
            self.app.goto("replay", replay_id=self.replay_id, back="replays")
        elif tag == "hall":
            first = self.news[0] if self.news else None
            self.app.push("hall_of_fame", game=self.session.game,   # Back returns here
                          players=self.session.record.players,
                          places=[n.place for n in self.news] if first else [],
                          variant=first.variant if first else
                          variant_of(self.session.game, self.session.record.options))


def _header_size(r: Renderer, label: str, width: float) -> float:
    """Readable header text that wraps between words, never inside one: shrink only as far as
    the longest word needs to fit the column."""
    size = readable(r, 20)
    longest = max(label.split() or [label], key=len)
    while size > r.min_size and r.assets.font(max(6, round(size * r.scale)), "semibold").size(longest)[0] > width * r.scale:
        size -= 1
    return size

