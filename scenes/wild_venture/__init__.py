"""A Wild Venture table: the board map on the left (paths, spaces with their rewards, both
travellers), the shared deck and discard pile and the log under it, the other seat's panel at
the top right, the seat in focus under it (buildings, starters + inhabitants, belongings with
their supplies), its hand, coins and VP card.

Mouse only: a card in hand plays (or is discarded / tucked when an effect asks), a starter or an
inhabitant activates, a glowing space is travelled to, and every other decision (the starting
inhabitant, chests, looks, trigger order, investing, enchanting, replaying, retiring) is a
pop-up of options.  Modules: ``table.py`` describes the table from ``view_state``;
``animations.py`` turns events into travel along the path, flying coins and tucking cards;
``dialogs.py`` builds the pop-ups from the legal actions.  Nothing hidden is ever read from the
real state.
"""
from __future__ import annotations

from typing import Hashable

import esper

from engine.ecs.components import Transform, Visual
from engine.layout import load_layout
from engine.rules.wild_venture.scene_queries import decision, top_op
from engine.widgets.card import CardZoom, card_params
from engine.overlays import ChoiceDialog, PileBrowserScene
from engine.render import Renderer
from scenes.game_base import TableScene
from scenes.table_input import scene_input

from . import animations, dialogs
from . import names as N
from .painters import PAINTERS
from .table import back_params, card_data, describe

BANNER = (510.0, 8.0, 900.0, 76.0)


class WildVentureScene(TableScene):
    painters = PAINTERS
    layout_name = "wild_venture"
    banner = BANNER

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.board_layout = load_layout(f"wild_venture_{session.view(None).board}")
        self.zoom = CardZoom()
        self.zoom.top = BANNER[1] + BANNER[3] + 8     # the large card leaves the banner in view
        self.dialog_for = None          # the decision a dialog was last opened for
        self.dialog_page = 0                  # the page shown of a long list of options
        self._synced_for = None

    # -- perspective ---------------------------------------------------------------------------
    def big_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        st = self.view_state
        return st.current if not self.session.is_over() else 0

    # -- the table -------------------------------------------------------------------------------
    def table_input(self):
        """What the table description is a function of (engine/table_input.py)."""
        return scene_input(self, extra={"board": self.board_layout})

    def table_specs(self) -> list:
        return self.described(describe, self.table_input())

    def animate(self, seat: int, action, events) -> None:
        before = animations.capture(self, events)
        animations.origins(self, seat, events)
        self.sync(animate=True)
        animations.after(self, seat, events, before)
        # the table now shows this state: update() need not describe it a second time
        self._synced_for = self._sync_mark()

    def _sync_mark(self) -> tuple:
        """What the table was last described for: whose turn it is, the step, the viewer and
        the window's scale (the description sizes the other seat's row titles to the readable
        size of its window: a table described at 1280x720 and drawn, resized, at 800x450 ran
        them together, «МешканціБудівлі», play-test 16)."""
        return (self.my_turn(), len(self.session.steps), self.viewer,
                getattr(self.app.renderer, "scale", 1.0))

    # -- decisions in pop-ups -------------------------------------------------------------------
    def decision_key(self):
        v = self.view_state
        return (len(self.session.steps), decision(v, self.viewer), top_op(v))

    def update(self, dt: float) -> None:
        super().update(dt)
        mark = self._sync_mark()
        if mark != self._synced_for and not self.handoff_pending:
            self._synced_for = mark
            self.sync(animate=True)         # the turn came back: the legal targets light up
        if self.app.scenes.top is not self or self.demo:
            return
        if not self.my_turn() or self.busy() or self.session.is_over():
            return
        key = self.decision_key()
        if key[1] in ("dialog", "pick") and self.dialog_for != key:
            self.dialog_for = key
            self.open_dialog()

    def open_dialog(self) -> None:
        spec = dialogs.build(self, self.legal(), self.dialog_page)
        if spec is None:
            return
        title, choices, mode = spec
        self.app.scenes.push(ChoiceDialog(self.app, title, choices, self.dialog_done,
                                          mode=mode, cancel=self.t("wv.later")))

    def dialog_done(self, value) -> None:
        if value is None:
            self.sync(animate=False)
            return
        if isinstance(value, tuple) and value and value[0] == "_page":
            self.dialog_page = value[1]
            self.open_dialog()
            return
        self.dialog_page = 0
        if isinstance(value, list):         # an order: the first one is resolved first
            value = value[0]
        self.act(value)

    def kept_clear(self, r: Renderer) -> list[tuple[float, float, float, float]]:
        """No tooltip covers a row's title (Buildings, Inhabitants, Belongings) and count, the
        seat in focus's or the other seat's: at 1280x720 the Hint button's tooltip went over
        the other seat's "Belongings"."""
        out = []
        for _, (tf, vis) in esper.get_components(Transform, Visual):
            if vis.visible and vis.kind == "wv_row":
                x, y, _, h = tf.rect
                out.append((x, y, vis.params.get("label_w", 110), h))
            elif vis.visible and vis.params.get("keep_clear"):
                out.append(tuple(tf.rect))      # the other seat's row titles, in its panel
        return out

    # -- input -----------------------------------------------------------------------------------
    def on_free_click(self, ent: int, tag: Hashable, button: int) -> bool:
        if isinstance(tag, tuple) and tag and tag[0] == "browse":
            self.browse(tag[1])
            return True
        return False

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind == "move":
                self.act(tag)
            elif kind == "hand":
                for a in legal:
                    if a[0] in ("play", "discard", "tuck", "set_aside") and a[1] == tag[1]:
                        self.act(a)
                        return
            elif kind == "row":
                acts = [a for a in legal if a[0] in ("activate", "free", "target")
                        and a[1] == tag[1]]
                if acts:
                    self.act(acts[0])
                    return
                pairs = [a for a in legal if a[0] == "enchant" and a[1] == tag[1]]
                if len(pairs) == 1:
                    self.act(pairs[0])
                elif pairs:
                    self.app.scenes.push(ChoiceDialog(
                        self.app, self.t("wv.dlg.enchant"), dialogs.enchant_choices(self, pairs),
                        self.dialog_done, cancel=self.t("wv.cancel")))
        elif tag == "end":
            self.act(("end",))
        elif tag == "choose":
            self.dialog_page = 0
            self.open_dialog()

    def browse(self, what: str) -> None:
        v = self.view_state
        if what == "discard":
            cards = [card_params(card_data(self, c)) for c in reversed(v.discard)]
            title = self.t("wv.browse.discard", n=len(cards))
        else:
            seat = int(what.split(".")[1])
            cards = [card_params(card_data(self, c)) if c != "?" else back_params(self)
                     for c, _ in v.tucked[seat]]
            title = self.t("wv.browse.vp", name=self.seat_name(seat), n=len(cards))
        if cards:
            self.app.scenes.push(PileBrowserScene(self.app, title, cards))

    # -- hints -------------------------------------------------------------------------------------
    def hint_targets(self, action) -> list[str]:
        """Names on the table that a hint for ``action`` lights up, the one to click first first:
        a card in hand, a starter or inhabitant, a building (+ the token it takes), a space to
        travel to, the End turn button, or the Choose button for a decision made in a pop-up."""
        return [n for n in N.hint(action, self.table_input()) if self.find(n) is not None]

    # -- texts -------------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.session.is_over():
            return ""
        v = self.view_state
        if not self.my_turn():
            return self.watch_line("wv.watch")
        d = decision(v, self.viewer)
        op = top_op(v)
        if d == "main":
            if v.main_left > 0:
                return self.t("wv.prompt.main", n=v.main_left)
            return self.t("wv.prompt.end")
        if d == "hand":
            return self.t(f"wv.prompt.{op}", n=v.stack[-1][3])
        if d == "travel":
            return self.t("wv.prompt.travel", n=v.stack[-1][3])
        if d == "row":
            return self.t("wv.prompt.target")
        if d == "set_aside":
            return self.t("wv.prompt.set_aside")
        return self.t("wv.prompt.dialog")

    def breakdown_label(self, key: str) -> str:
        k = f"wv.bd.{key}"
        text = self.t(k)
        return key if text == k else text

    def results_note(self) -> str:
        return ""
