"""Coatl table: the central disk with its ten slots and the bags on the left, the six prophecies
along the top, the seat in focus in the middle (three coatl rows growing as chains of pieces with
their prophecy cards and temple, the 8-slot board, the hand and personal temples), a panel per
other seat on the right.

Modules: ``table.py`` describes the table from ``view_state`` as keyed ``EntitySpec``s;
``animations.py`` turns one action's events into where new things fly in from, sounds and score
pops; ``selection.py`` keeps the piece or card picked.  Everything legal comes from ``legal()``;
previews come from the pure rules helpers (``engine.rules.coatl.queries``); hidden hands and
temples are only ever read from the view.
"""
from __future__ import annotations

from typing import Hashable

import esper

from engine.ecs.components import Transform, Visual
from engine.render import Renderer
from engine.widgets.card import CardZoom
from engine.widgets.dialog import Choice
from engine.overlays import ChoiceDialog
from engine.rules.coatl.material import LETTER, colour_name, prophecy, temple
from scenes.game_base import TableScene
from scenes.parts.why import clear_refusal
from scenes.table_input import scene_input

from . import animations
from . import names as N
from .painters import PAINTERS, draw_prophecy, draw_temple
from .prompts import assemble_prompt
from .selection import Selection
from .table import BANNER, describe

ZOOM_HOVER_S = 0.7


def _temple_shrinks(p: dict) -> tuple[float, ...]:
    """A temple shown large (symbols and numbers; its caption keeps its size) may be drawn a
    fifth smaller to leave the log in view; a prophecy's small rules text may not."""
    return (1.0, 0.9, 0.8) if p.get("temple") else (1.0,)


class CoatlScene(TableScene):
    i18n_prefix = "coatl"
    painters = PAINTERS
    layout_name = "coatl"
    banner = BANNER

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.sel = Selection()
        self.offsets: dict = {}        # (seat, coatl) -> pieces added at the head (stable keys)
        self.peek: tuple[int, int] | None = None    # (viewer, seat): another seat shown large
        self.zoom = CardZoom(("coatl_card",), self._draw_large, (400, 560), ZOOM_HOVER_S,
                             caption=self._caption, shrink=_temple_shrinks)

    # -- perspective ---------------------------------------------------------------------------
    @property
    def sel_piece(self) -> int | None:
        return self.sel.piece

    @property
    def sel_card(self) -> str | None:
        return self.sel.card

    def big_seat(self) -> int:
        """The viewer's seat, or the seat whose panel the viewer clicked to see it large."""
        if self.viewer is not None:
            if self.peek is not None and self.peek[0] == self.viewer:
                return self.peek[1]
            return self.viewer
        return self.view_state.current if not self.session.is_over() else 0

    # -- the table -------------------------------------------------------------------------------
    def table_input(self):
        """What the table description is a function of (engine/table_input.py)."""
        self.sel.keep_if_legal(self.legal())         # picks are read against the legal now
        return scene_input(self, self.sel.picks(), {"offsets": dict(self.offsets)})

    def table_specs(self) -> list:
        return self.described(describe, self.table_input())

    def build_table(self) -> None:
        self.sel.reset(self.legal())
        super().build_table()

    def refresh(self) -> None:
        self.sel.keep_if_legal(self.legal())
        self.sync()

    def reset_selection(self) -> None:
        self.sel.reset(self.legal())

    def animate(self, seat: int, action, events) -> None:
        animations.animate(self, seat, events)
        self.sel.reset(self.legal())
        self.sync(animate=True)

    def kept_clear(self, r: Renderer) -> list[tuple[float, float, float, float]]:
        """No tooltip covers a coatl row's title ("Coatl 3"): a hand card's tooltip with its
        reason went over the third row's."""
        out = []
        for _, (tf, vis) in esper.get_components(Transform, Visual):
            if vis.visible and vis.kind == "coatl_row" and vis.params.get("title"):
                x, y, _, _ = tf.rect
                out.append((x, y, vis.params.get("sub_w", 96) + 14, 44))
        return out

    # -- input -----------------------------------------------------------------------------------
    def on_free_click(self, ent: int, tag: Hashable, button: int) -> bool:
        """Another seat's panel, any time: its coatls, board and cards large, as the viewer's
        own are; the viewer's own panel or "Back" returns to them."""
        if button != 1 or self.viewer is None:
            return False
        if isinstance(tag, tuple) and tag[0] == "other":
            self.look_at(tag[1])
            return True
        if tag == "back":
            self.look_at(self.viewer)
            return True
        return self.big_seat() != self.viewer     # no move while another's coatls are shown

    def look_at(self, seat: int) -> None:
        """Show ``seat``'s side large (the viewer's own: their side back).  A refusal said on
        the side shown before is about that side: it is taken down (play-test: it stayed
        over the "Back" button the other side puts where it was), and any other message is
        placed anew, clear of this side's buttons."""
        self.app.audio.play("click")
        self.peek = None if seat == self.viewer else (self.viewer, seat)
        clear_refusal(self)
        self.resync()
        self.app.place_toast_again()

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        self.sel.keep_if_legal(legal)
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind in ("take", "pick", "pick_deck", "add", "start", "play", "temple"):
                self.act(tag)
            elif kind == "piece":
                self.app.audio.play("click")
                self.sel.pick_piece(tag[1])
                self.refresh()
            elif kind == "card":
                card = tag[1]
                if ("discard", card) in legal:
                    self.act(("discard", card))
                else:
                    self.app.audio.play("click")
                    self.sel.pick_card(card)
                    self.refresh()
            elif kind == "priest":
                self.act(tag)
            elif kind == "token":
                self.use_token(tag[1], legal)
            elif kind == "temple_pick":
                acts = [a for a in legal if a[0] == "temple" and a[2] == tag[1]]
                if len(acts) == 1:
                    self.act(acts[0])
                elif acts:              # two coatls completed this turn could take it: which?
                    self.app.audio.play("click")
                    self.sel.pick_temple(tag[1])
                    self.refresh()
        elif tag in ("done", "end", "keep", "pass"):
            self.act((tag,))
        elif tag == "cancel":
            self.sel.clear()
            self.refresh()

    def use_token(self, token: str, legal: list) -> None:
        """A sacrifice token: See the Future plays at once, Priest Commitment lights the temple
        stacks, Perfect Pick asks for the kind, then the colour(s), in choice dialogs."""
        self.app.audio.play("click")
        if token == "future":
            self.act(("see_future",))
        elif token == "priest":
            self.sel.pick_priest()
            self.refresh()
        else:
            picks = [a for a in legal if a[0] == "perfect_pick"]
            self._perfect_pick(picks, ())

    def _perfect_pick(self, picks: list, chosen: tuple) -> None:
        """One dialog per part of the pick: kind, then colour, then (bodies) the second colour."""
        lang = self.app.i18n.lang
        k = len(chosen) + 1
        options = sorted({a[k] for a in picks if a[:k] == ("perfect_pick",) + chosen
                          and len(a) > k})
        if not options:
            return
        choices = []
        for o in options:       # each option drawn as the piece it gives
            kind = o if k == 1 else chosen[0]
            colour = (next(a[2] for a in picks if a[1] == o) if k == 1 else o)
            label = self.t(f"coatl.kind.{o}") if k == 1 else colour_name(LETTER[o], lang)
            prev = {"cards": [("coatl_piece", {"code": kind[0] + LETTER[colour]})],
                    "aspect": 1.0}
            choices.append(Choice(o, label, prev))

        def done(value) -> None:
            if value is None:
                return
            now = chosen + (value,)
            if ("perfect_pick",) + now in picks:
                self.act(("perfect_pick",) + now)
            else:
                self._perfect_pick(picks, now)

        self.app.scenes.push(ChoiceDialog(self.app, self.t("coatl.perfect_pick"), choices, done,
                                          cancel=self.t("coatl.dialog_cancel"),
                                          action_of=lambda v: ("perfect_pick", *chosen, v)))

    def on_drag_start(self, ent: int, payload: Hashable) -> None:
        if not self.my_turn() or not isinstance(payload, tuple):
            return
        self.sel.keep_if_legal(self.legal())
        if payload[0] == "piece" and self.sel.piece != payload[1]:
            self.sel.pick_piece(payload[1])
            self.refresh()
        elif payload[0] == "card" and self.sel.card != payload[1]:
            self.sel.pick_card(payload[1])
            self.refresh()

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        if not isinstance(payload, tuple) or not isinstance(target, tuple):
            return False
        if payload[0] == "piece" and target[0] == "end":
            return self.act(("add", payload[1], target[1], target[2]))
        if payload[0] == "piece" and target[0] == "start":
            return self.act(("start", payload[1]))
        if payload[0] == "card" and target[0] == "row":
            return self.act(("play", payload[1], target[1]))
        return False

    # -- hint: what to click for an action ---------------------------------------------------------
    def hint_targets(self, action) -> list[str]:
        """Names on the table for ``action``, the thing to click first first: the disk slot, the
        card of the six or the deck, the board piece then the coatl end (or the empty row for a
        new coatl), the hand card then its coatl, the temple then its coatl, a token, a button."""
        return [n for n in N.hint(action, self.table_input()) if self.find(n) is not None]

    # -- overlay: the large card -------------------------------------------------------------------
    def _draw_large(self, r: Renderer, p: dict, x: float, y: float, w: float, h: float) -> None:
        lang = self.app.i18n.lang
        if p.get("temple"):
            draw_temple(r, p["temple"], x, y, w, h, lang)
        else:
            draw_prophecy(r, p["card"], x, y, w, h, lang, detail=True)

    def _caption(self, p: dict) -> str:
        """Under a large temple: its condition in words (its face shows only symbols)."""
        if not p.get("temple"):
            return ""
        text = temple(p["temple"]).text
        return text.get(self.app.i18n.lang, text["en"])

    # -- texts -------------------------------------------------------------------------------------
    def prompt(self, short: bool = False) -> str:
        """The banner line, after "Last turn (n actions) · " once the end has been triggered;
        ``short``: its short form, for a banner too narrow for the long one."""
        if self.session.is_over():
            return ""
        text = self._prompt(short)
        v = self.view_state
        if v.ending and v.phase != "keep":
            n = max(1, min(2, v.actions_left))
            return self.t(f"coatl.last_turn_{n}") + " · " + text
        return text

    def short_prompt(self, text: str) -> str | None:
        """The short form of the banner line ``text`` (None: it has none)."""
        if text != CoatlScene.prompt(self):
            return None
        return CoatlScene.prompt(self, short=True)

    def _prompt(self, short: bool = False) -> str:
        v = self.view_state
        if self.viewer is not None and self.big_seat() != self.viewer:
            # another's side is shown: whose, and the way back (not a move the table refuses)
            peek = "coatl.prompt.peek_short" if short else "coatl.prompt.peek"
            return self.t(peek, name=self.seat_name(self.big_seat()))
        if not self.my_turn():
            return self.watch_line(f"coatl.watch.{v.phase}")
        legal = self.legal()
        if v.phase == "keep":
            n = len(v.hands[self.viewer])
            return self.t("coatl.prompt.keep", n=n) if n > 3 else self.t("coatl.prompt.keep_ok")
        if v.phase in ("draft", "foresee"):
            return self.t(f"coatl.prompt.{v.phase}")
        if self.sel.priest:
            return self.t("coatl.prompt.priest")
        if self.sel.temple is not None:
            return self.t("coatl.prompt.temple_row")
        if self.sel.piece is not None:      # the lit targets: coatl ends, or only the button
            ends = any(a[0] == "add" for a in self.sel.picks().matching)
            return self.t("coatl.prompt.piece" if ends else "coatl.prompt.piece_new")
        if self.sel.card is not None:
            return self.t("coatl.prompt.card", name=prophecy(self.sel.card).name.get(
                self.app.i18n.lang, self.sel.card))
        if v.phase == "assemble":
            return assemble_prompt(self.t, legal, short)
        if legal == [("pass",)]:
            return self.t("coatl.prompt.pass")
        return self.t("coatl.prompt.choose")


    def results_note(self) -> str:
        return ""
