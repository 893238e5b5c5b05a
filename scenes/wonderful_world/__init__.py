"""It's a Wonderful World table: the step track (top left), the empire card of the seat in focus
with its production, cubes and stock, the cubes waiting to be placed with "auto-place" and
"end step" (left), the construction area, the built developments, the draft area with the
construct / recycle zones (middle), the draft hand fanned large (bottom), a compact panel per
other seat and the log (right).

Like the template scene: ``table.py`` describes the table from ``view_state`` as keyed
``EntitySpec``s, ``animations.py`` turns the viewer's events into choreography (production
counted up, the supremacy token flying to its winner, hands passing from the side they come
from, the empire's five-cube conversion), this module routes input.  Every legal action is one
or two clicks: a hand card (draft), a drafted card then a zone (or drag it there), a card under
construction or the empire (or drag a waiting cube onto it), "auto-place", "end step", and the
"more" dialog for krystallium, leader tokens, discards, the science token and the solo search.
"""
from __future__ import annotations

from functools import partial
from typing import Hashable


import esper

from engine.ecs.components import Transform
from engine.render import Renderer
from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import (ID_INDEX, KINDS, RESOURCES, SLOTS,
                                                   card_name)
from engine.rules.wonderful_world.state import EMPTY
from engine.rules.wonderful_world.text import card_text, kind_name
from engine.widgets.card import CardZoom
from engine.overlays import PileBrowserScene
from engine.worlds import use_world
from scenes.game_base import TableScene
from scenes.parts.why import refuse
from scenes.table_input import scene_input

from . import animations
from . import choices
from . import placing
from . import names as N
from .painters import PAINTERS, draw_dev, slot_centres, slot_size, title_band
from .selection import ZONES, Selection, card_actions, more_actions
from .table import (BANNER, BROWSER_CARD_H, ZOOM_CARD, browse_cards, describe,
                    revealed_drafted)

ZOOM_HOVER_S = 0.8


PUT = ("place", "empire", "krys", "krys_k", "leader")     # what puts something on a card

class WonderfulWorldScene(TableScene):
    i18n_prefix = "ww"
    painters = PAINTERS
    layout_name = "wonderful_world"
    banner = BANNER
    zoom_keeps_clear = ("track",)       # the round and phase panel, as the log and the banner

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.sel = Selection()                # the drafted card picked (then its zone)
        self.hand_origin: tuple[float, float] | None = None
        # above the hand: the fan stays visible under the large card
        self.zoom = CardZoom(("ww_dev",), self._draw_large, ZOOM_CARD, ZOOM_HOVER_S,
                             center_y=420)

    # -- perspective ---------------------------------------------------------------------------
    def kind(self, k: str) -> str:
        return kind_name(k, self.app.i18n.lang)

    def asked(self) -> str:
        if self.viewer is None or not self.my_turn():
            return "wait"
        return Q.asked(self.view_state, self.viewer)

    @property
    def sel_card(self) -> str | None:
        return self.sel.card

    def more_actions(self) -> list:
        return more_actions(self.legal())

    def actions_for_card(self, i: int) -> list:
        return card_actions(self.legal(), i)

    def revealed_drafted(self, seat: int) -> list:
        """The seat's drafted cards the viewer may see (revealed together, as the rulebook
        does), in picking order; a card still hidden is left out."""
        return revealed_drafted(self.view_state, seat)

    def browse_seat(self, seat: int) -> None:
        """Another empire's cards, full size, in sections as a player's own table shows them:
        drafted (revealed), under construction (with their cubes), built."""
        o = self.view_state.seats[seat]
        drafted = self.revealed_drafted(seat)
        cards = browse_cards(self, o, drafted)
        if cards:
            title = self.t("ww.browse_seat", name=self.seat_name(seat), cons=len(o.cons),
                           built=len(o.built), drafted=len(drafted))
            self.app.scenes.push(PileBrowserScene(self.app, title, cards, kind="ww_dev",
                                                   painters=PAINTERS, card_h=BROWSER_CARD_H))
        else:           # before any pick is revealed: say why nothing opens (play-test 14)
            self.app.show_message(self.t("ww.browse_none", name=self.seat_name(seat)))

    # -- the table -------------------------------------------------------------------------------
    def on_resume(self) -> None:
        use_world(self.world)
        self.dialogs.open = False

    def table_input(self):
        """What the table description is a function of (engine/table_input.py)."""
        origins = dict(self.origins)
        if self.hand_origin is not None:
            origins[N.HAND_ORIGIN] = self.hand_origin
        return scene_input(self, self.sel.picks(self.legal()), origins=origins)

    def table_specs(self) -> list:
        return describe(self.table_input())

    def after_sync(self) -> None:
        super().after_sync()
        self.hand_origin = None

    def refresh(self) -> None:
        self.sync()

    def reset_selection(self) -> None:
        self.sel.clear()

    def animate(self, seat: int, action, events) -> None:
        animations.animate(self, seat, events)
        self.sync(animate=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._maybe_dialog()

    def auto_action(self):
        """A production step with nothing left to place ends by itself (the setting)."""
        legal = self.legal()
        if legal == [("done",)] and self.view_state.phase == "production":
            return ("done",)
        return None

    def _maybe_dialog(self) -> None:
        """The decision the rules ask for (science token, solo keep) as a dialog, once the
        table is still: a dialog stops the table under it, so a cube or gain still flying
        would hang frozen over the empire card while it is up."""
        if (self.dialogs.open or not self.settled() or self.session.is_over() or self.demo
                or self.app.scenes.top is not self or self.handoff_pending):
            return
        kind = self.asked()
        if kind in ("choose", "keep"):
            self.open_dialog(self.t(f"ww.ask.{kind}"), self.legal())

    # -- dialogs ---------------------------------------------------------------------------------
    def open_dialog(self, title: str, actions: list, cancel: bool = False) -> None:
        if actions:
            self.ask(title, [choices.choice(self, a) for a in actions],
                     cancel=self.t("ww.cancel") if cancel else None)

    def open_more(self) -> None:
        """The "More actions" dialog (``choices.more_choices``: with many options, a card under
        construction first)."""
        acts = self.more_actions()
        if acts:
            self.ask(self.t("ww.ask.more"), choices.more_choices(self, acts),
                     cancel=self.t("ww.cancel"), then=partial(choices.more_chosen, self))

    # -- hint ------------------------------------------------------------------------------------
    def hint_targets(self, action) -> list[str]:
        """Names on the table for ``action`` of the seat in focus, the thing to click first
        first: the hand card to pick; the drafted card then its zone; the card under
        construction (or the empire) then the waiting cube; "end step"; else "more"."""
        return [n for n in N.hint(action, self.table_input()) if self.find(n) is not None]

    # -- input -----------------------------------------------------------------------------------
    def kept_clear(self, r) -> list:
        """In planning no tooltip covers Construct and Recycle, where the cards go (play-test 14:
        a card's tooltip covered them)."""
        zones = (self.layout[f"zone.{z}"] for z in ZONES)
        return [(a.x, a.y, a.w, a.h) for a in zones] if self.view_state.phase == "planning" else []

    def on_free_click(self, ent: int, tag: Hashable, button: int) -> bool:
        if isinstance(tag, tuple) and tag[0] == "other":     # look any time, not only on your turn
            self.browse_seat(tag[1])
            return True
        return False

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind == "hand":
                self.act(("pick", tag[1]))
            elif kind == "drafted":
                self.app.audio.play("click")
                self.sel.pick_card(legal, tag[1])
                self.refresh()
            elif kind == "zone" and self.sel_card:
                action = self.sel.to_zone(legal, tag[1])
                if action is not None:
                    self.act(action)
            elif kind == "cons" and self.sel.cube is not None:
                placing.put_cube(self, self.sel.cube, ("cons", tag[1]), legal)
            elif kind == "cons":
                i = tag[1]
                places = [a for a in legal if a[0] == "place" and a[1] == i]
                if self.asked() == "place" and len(places) == 1:
                    self.act(places[0])
                else:
                    acts = places if self.asked() == "place" else self.actions_for_card(i)
                    lang = self.app.i18n.lang
                    name = card_name(self.view_state.seats[self.viewer].cons[i][0], lang)
                    self.open_dialog(name, acts, cancel=True)
            elif kind == "cube":        # picked (or put back): the card clicked next takes it
                self.app.audio.play("click")
                self.sel.pick_cube(legal, RESOURCES[tag[1]])
                self.refresh()
        elif tag == "empire" and self.sel.cube is not None:
            placing.put_cube(self, self.sel.cube, ("empire",), legal)
        elif tag == "empire":
            acts = [a for a in legal if a[0] == "empire"]
            if len(acts) == 1:
                self.act(acts[0])
            else:
                self.open_dialog(self.t("ww.empire"), acts, cancel=True)
        elif tag == "auto":
            self.auto_place()
        elif tag == "done":
            self.act(("done",))
        elif tag == "more":
            self.open_more()

    def auto_place(self) -> None:
        placing.auto_place(self)

    def on_drag_start(self, ent: int, payload: Hashable) -> None:
        """A drafted card picked up is the selected one: the zones it may go to glow."""
        if (self.my_turn() and isinstance(payload, tuple) and payload[0] == "drafted"
                and self.sel_card != payload[1] and self.sel.pick_card(self.legal(), payload[1])):
            self.refresh()

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        if not isinstance(payload, tuple) or self.busy() or not self.my_turn():
            return False
        legal = self.legal()
        if payload[0] == "drafted" and isinstance(target, tuple) and target[0] == "zone":
            a = (target[1], payload[1])
            if a in legal:
                self.sel.clear()
                return self.act(a)
            return refuse(self, a)
        if payload[0] == "pick" and target is not None:
            return self.act(("pick", payload[1]))
        if payload[0] == "krys" and isinstance(target, tuple) and target[0] == "cons":
            return self.drop_krys(ent, target[1], legal)
        if payload[0] == "cube":
            res = RESOURCES[payload[1]]
            if target == "empire":
                return placing.put_cube(self, res, ("empire",), legal)
            if isinstance(target, tuple) and target[0] == "cons":
                return placing.put_cube(self, res, target, legal)
        return False

    def drop_krys(self, token: int, i: int, legal: list) -> bool:
        """The krystallium dropped on card ``i`` under construction: onto the legal slot under
        the token (the nearest one, within a slot's reach), else it snaps back."""
        card = self.find(N.cons(i))
        if card is None or i >= len(self.view_state.seats[self.viewer].cons):
            return False
        d = self.view_state.seats[self.viewer].cons[i][0]
        fill = self.view_state.seats[self.viewer].cons[i][1]
        ok = {a[2]: a for a in legal if a[0] == "krys" and a[1] == i}
        tf, ctf = esper.component_for_entity(token, Transform), \
            esper.component_for_entity(card, Transform)
        w, h = ctf.w * ctf.scale, ctf.h * ctf.scale
        band = title_band(self.app.renderer, d, self.app.i18n.lang, w, h)
        reach = slot_size(d, w, h, band=band) * 0.9
        best = None
        for j, (cx, cy) in enumerate(slot_centres(d, ctf.x - w / 2, ctf.y - h / 2, w, h,
                                                  band=band)):
            kind = KINDS[SLOTS[d][j]]
            dist = max(abs(tf.x - cx), abs(tf.y - cy))
            if kind in ok and fill[j] == EMPTY and dist <= reach and (
                    best is None or dist < best[0]):
                best = (dist, ok[kind])
        if best is None:                # over the card, off its free slots: say where
            self.controls.refused.say(self.t("ww.krys_miss"))
            return False
        return self.act(best[1])

    # -- overlay: the large card -------------------------------------------------------------------
    def _draw_large(self, r: Renderer, p: dict, x: float, y: float, w: float, h: float) -> None:
        draw_dev(r, {**p, "mini": False, "text": card_text(p["id"], self.app.i18n.lang)}, x, y, w,
                 h, detail=True)

    # -- results -----------------------------------------------------------------------------------
    def breakdown_cell(self, seat: int, key: str, value: int) -> tuple[str, str]:
        """Solo: the rank and the medal by name, the scenario condition as yes / no."""
        from engine.rules.wonderful_world.scoring import RANK_NAMES
        lang = self.app.i18n.lang
        if key == "rank":
            names = ("beginner", "dictator", "emperor", "god_incarnate")
            name = names[value] if 0 <= value < len(names) else names[0]
            return (RANK_NAMES.get(lang, RANK_NAMES["en"])[name], "")
        if key == "medal":
            return (self.t(f"ww.medal.{value}" if 0 <= value <= 3 else "ww.medal.0"), "")
        if key == "scenario_complete":
            return (self.t("ww.yes" if value else "ww.no"), "")
        return super().breakdown_cell(seat, key, value)

    def results_note(self) -> str:
        """Solo: the rank reached against the rulebook's table, or the scenario's medal."""
        from engine.rules.wonderful_world.scoring import MEDALS
        v = self.session.view(None)     # the finished game, as everyone sees it
        if v.players != 1 or v.phase != "over":
            return ""
        bd = self.rules.score_breakdown(v, 0)
        if v.scenario:
            b, s, g = MEDALS[v.scenario]
            return self.t("ww.note.scenario", n=v.scenario, b=b, s=s, g=g,
                          medal=self.breakdown_cell(0, "medal", bd.get("medal", 0))[0])
        return self.t("ww.note.solo", rank=self.breakdown_cell(0, "rank", bd.get("rank", 0))[0])

    # -- texts -------------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.session.is_over():
            return ""
        v = self.view_state
        if not self.my_turn():
            return self.watch_line(f"ww.watch.{v.phase}")
        kind = self.asked()
        if kind == "place":
            n = sum(v.seats[self.viewer].avail)
            return self.t("ww.prompt.place", n=n)
        if kind == "plan" and self.sel_card:
            return self.t("ww.prompt.plan_sel", name=card_name(ID_INDEX[self.sel_card],
                                                               self.app.i18n.lang))
        if kind == "produce":       # only "done" left: say so plainly (play-test 14)
            none = not any(a[0] in PUT for a in self.legal())
            return self.t("ww.prompt.produce" + "_none" * none, what=self.kind(RESOURCES[v.step]))
        return self.t(f"ww.prompt.{kind}")

