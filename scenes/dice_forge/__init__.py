"""Dice Forge table: the islands with their feat stacks and portals (top left), the Temple with
the Sanctuary pools and the gardens (top right), the board of the seat in focus with both dice
as nets and as real dice, the four resource tracks, the Hammer, tokens and feat cards (bottom
left), the other seats' boards and the log (bottom right).

Like the template scene (scenes/world_in_progress): ``table.py`` describes the table from
``view_state`` as keyed ``EntitySpec``s, ``animations.py`` puts the viewer's events on the
scene's sequence (engine/sequencer.py) as tumbling dice, flying faces and counting tracks, and
this module routes input and reconciles when the sequence has played.  Forging is two clicks — a Sanctuary face, then a
face of either die — played as the rules' ("buy", face) and ("place", die, slot).  Every other
decision (choice faces, mirror, Hammer, Cerberus, Satyrs, Sphinx/Cyclops die, shield, boar
bearer, reinforcements, Triton) is a pop-up built from the legal actions, its answers worded
by ``choices.py``.
"""
from __future__ import annotations

from typing import Hashable


import esper

from engine.ecs.components import Transform, Visual
from engine.render import Renderer
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import queries as RQ
from engine.rules.dice_forge import scene_queries as Q
from engine.rules.dice_forge.actions import can_act
from engine.widgets.dialog import Choice
from engine.worlds import use_world
from scenes.game_base import TableScene
from scenes.table_input import scene_input

from . import animations, choices, zoom
from . import names as N
from .painters import PAINTERS, board_title_rect
from .selection import Selection
from .table import BANNER, describe

DIALOG = ("pick", "mirror", "hammer", "cerberus", "satyr", "satyr2", "die", "shield", "bearer")


class DiceForgeScene(TableScene):
    i18n_prefix = "df"
    painters = PAINTERS
    layout_name = "dice_forge"
    banner = BANNER

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.sel = Selection()                 # the Sanctuary face picked, waiting for a die face
        self._quick = False                    # the move being shown is an AI's purchase
        # the Hammer's share of gold, asked once and kept for the game: "ask" each time, all
        # to the "hammer", all to the "reserve" (seat -> mode; pass-and-play seats differ)
        self.hammer_mode: dict[int, str] = {}
        self.large = zoom.Large(self)           # the large view, as the tooltips ask it

    def turn_owner(self) -> int | None:
        """Whose turn it is (the banner never says "your turn" in another seat's turn, even
        when the viewer chooses a blessing's gain in it)."""
        return None if self.session.is_over() else self.view_state.active

    # -- perspective ---------------------------------------------------------------------------
    def big_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        return self.view_state.active

    def asked(self) -> str:
        """What the viewer is asked now ("" when nothing; see rules queries.asked)."""
        if self.viewer is None or not self.my_turn():
            return ""
        return RQ.asked(self.view_state, self.viewer)

    def can_start_action(self) -> bool:
        return can_act(self.view_state)

    @property
    def sel_face(self) -> str | None:
        return self.sel.face

    # -- the table -------------------------------------------------------------------------------
    def on_resume(self) -> None:
        use_world(self.world)
        self.dialogs.open = False

    def table_input(self):
        """What the table description is a function of (engine/table_input.py)."""
        return scene_input(self, self.sel.picks(self.legal()))

    describes_ahead = True      # the settle's frame only reconciles (scenes/game_base.py)

    def table_specs(self) -> list:
        return self.described(describe, self.table_input())

    def before_sync(self) -> None:
        animations.clear_temporaries()

    def refresh(self) -> None:
        self.sync()

    def reset_selection(self) -> None:
        self.sel.clear()
        self._quick = False

    def settle(self) -> None:
        self.sel.clear()
        self.sync(animate=not self._quick)
        self._quick = False

    # -- per frame -----------------------------------------------------------------------------
    def move_pace(self, seat: int, action, pace: float) -> float:
        """An AI's end of turn rolls a human's own blessing: that move plays at a human's pace."""
        if (action[0] == "end_turn" and not self.session.is_over()
                and not self.flow.is_ai(self.view_state.active)):
            return 1.0
        return pace

    def animate(self, seat: int, action, events) -> None:
        # an AI's purchase: its cost floats off and the table snaps; the forge that follows flies
        self._quick = action[0] == "buy" and self._anim_speedup > 1.0
        animations.animate(self, seat, events, quick=self._quick)
        self.sequence.then(self.settle)     # described anew once the sequence has played

    def update(self, dt: float) -> None:
        super().update(dt)
        self._maybe_dialog()

    def _maybe_dialog(self) -> None:
        if (self.dialogs.open or self.busy() or self.session.is_over() or self.demo
                or self.app.scenes.top is not self or self.handoff_pending):
            return
        kind = self.asked()
        if kind in DIALOG:
            self.open_dialog(kind)

    # -- dialogs ---------------------------------------------------------------------------------
    def choice_for(self, a: tuple) -> Choice:
        """The pop-up's answer for the legal action ``a`` (choices.py)."""
        return choices.choice_for(self, a)

    def open_dialog(self, kind: str, actions: list | None = None, cancel: bool = False) -> None:
        legal = actions if actions is not None else self.legal()
        if not legal:
            return
        v = self.view_state
        title = self.t(f"df.ask.{kind}")
        if kind == "pick":
            src = Q.pick_source(v, self.viewer)
            name = M.label(src, self.app.i18n.lang)
            if name:
                title = self.t("df.ask.pick_from", name=name)
        if kind == "pick" and self._all_losses(legal):
            title = self.t("df.ask.pick_lose_from", name=name) if name else self.t(
                "df.ask.pick_lose")
        if kind == "hammer":
            self._ask_hammer()
            return
        self.ask(title, [self.choice_for(a) for a in legal],
                 cancel=self.t("df.cancel") if cancel else None)

    _all_losses = staticmethod(choices.all_losses)

    def _ask_hammer(self) -> None:
        """The Hammer's share: played at once by the mode the player chose for the game, else
        asked with the splits and the two "from now on" answers."""
        v, seat = self.view_state, self.viewer
        splits = Q.hammer_choices(v.held[seat], Q.hammer_room(v, seat))
        mode = self.hammer_mode.get(seat, "ask")
        if mode != "ask" and splits:
            self.act(("hammer", splits[-1] if mode == "hammer" else 0))
            return
        held = v.held[seat]
        answers = [self.choice_for(("hammer", n)) for n in splits]
        for key, n in (("hammer", splits[-1]), ("reserve", 0)):
            answers.append(Choice(("always", key, n), self.t(f"df.hammer_always.{key}"),
                                  {"icons": [("hammer", n), ("gold", held - n)], "join": "+"},
                                  note=self.t("df.hammer_always_note")))

        def then(value) -> None:
            if isinstance(value, tuple) and value and value[0] == "always":
                self.hammer_mode[seat] = value[1]
                self.act(("hammer", value[2]))
            elif value is not None:
                self.act(value)
        self.ask(self.t("df.ask.hammer"), answers, then=then)

    # -- input -----------------------------------------------------------------------------------
    def on_free_click(self, ent: int, tag: Hashable, button: int) -> bool:
        """Another seat's panel, any time: its feat cards large, with their effects."""
        if isinstance(tag, tuple) and tag[0] == "other" and button == 1:
            self.browse_feats(tag[1])
            return True
        return False

    def browse_feats(self, seat: int) -> None:
        from engine.overlays import PileBrowserScene
        from .table import owned_kinds, owned_params
        inp = self.table_input()
        cards = [owned_params(inp, seat, cid) for cid in owned_kinds(self.view_state, seat)]
        # one card a kind, the copies counted in its title; the heading counts every card, as
        # the seat's panel does
        cards = [{**c, "title": f'{c["title"]} ×{c["count"]}'} if c["count"] > 1 else c
                 for c in cards]
        n = len(self.view_state.cards[seat])
        title = self.t("df.browse_feats", name=self.seat_name(seat), n=n)
        self.app.scenes.push(PileBrowserScene(self.app, title, cards, kind="df_card_large",
                                              painters=PAINTERS, card_h=640.0,
                                              aspect=330 / 462))

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind == "pool":
                self.app.audio.play("click")
                self.sel.pick_face(legal, tag[1])
                self.refresh()
            elif kind == "face":
                d, i = tag[1], tag[2]
                self.sel.builder.update(legal)
                buy = self.sel.builder.complete
                if self.asked() == "place":
                    self.act(("place", d, i))
                elif buy is not None:
                    self.sel.clear()
                    if self.act(buy) and self.asked() == "place":
                        self.act(("place", d, i))
            elif kind == "feat":
                self.act(("feat", tag[1]))
            elif kind == "reinforce":
                acts = [a for a in legal if a[0] == "reinforce" and a[1] == tag[1]]
                if len(acts) == 1:
                    self.act(acts[0])
                elif acts:
                    self.open_dialog("reinforce", acts, cancel=True)
        elif tag == "second":
            self.act(("second_action",))
        elif tag == "end":
            self.sel.clear()
            self.act(("end_turn",))
        elif tag == "pass":
            self.act(("pass",))
        elif tag == "triton":
            acts = [a for a in legal if a[0] == "triton"]
            if acts:
                self.open_dialog("triton", acts, cancel=True)

    # -- hint ------------------------------------------------------------------------------------
    def hint_targets(self, action) -> list[str]:
        """Names on the table a hint for ``action`` highlights, the thing to click first first:
        the Sanctuary face to buy, the die face to forge onto, the feat card, the owned card to
        use, a button; for a pop-up's answer, the die, hero, track or token it is about."""
        return [n for n in N.hint(action, self.table_input()) if self.find(n) is not None]

    def event_targets(self, event) -> list[str]:
        """Names on the table a hovered log line of ``event`` rings (the action log asks):
        the dice a blessing rolled, the track of what a seat gained."""
        return [n for n in N.event_names(event) if self.find(n) is not None]

    # -- overlay: a hovered face or die shown large --------------------------------------------
    def draw_overlay(self, r: Renderer) -> None:
        zoom.draw(self, r)
        super().draw_overlay(r)

    def kept_clear(self, r: Renderer) -> list[tuple[float, float, float, float]]:
        """No tooltip covers a board's title (the Temple's, the Islands'), nor the round (nor
        the large face or card shown now: ``large``, placed after the tooltip)."""
        out = []
        for _, (tf, vis) in esper.get_components(Transform, Visual):
            if not vis.visible:
                continue
            if vis.kind == "df_board" and vis.params.get("title"):
                out.append(board_title_rect(r, tf, vis.params))
            elif vis.params.get("keep_clear"):
                out.append(tuple(tf.rect))
        return out

    # -- texts -------------------------------------------------------------------------------------
    def act_prompt(self, v) -> str:
        """The main action's line, naming the reinforcements the player may use before it
        (play-test: the Silver Hind glowed, "Click to use it this turn", the banner said
        only forge or feat)."""
        if v.acts:
            return self.t("df.prompt.act2")
        cards = list(dict.fromkeys(a[1] for a in self.legal() if a[0] == "reinforce"))
        if len(cards) == 1:
            return self.t("df.prompt.act_card", card=M.label(cards[0], self.app.i18n.lang))
        return self.t("df.prompt.act_cards" if cards else "df.prompt.act")

    def prompt(self) -> str:
        if self.session.is_over():
            return ""
        v = self.view_state
        mover = self.banner_part._playing_other()
        if not self.my_turn() or mover is not None:
            # the banner names another (an AI's move still plays): its line, never the
            # viewer's question that waits under it, nor the one just answered
            seats = None if mover is None else [mover]
            heads = {q[0][0] for i, q in enumerate(v.queues) if q and (mover in (None, i))}
            if "place" in heads:
                return self.watch_line("df.watch.forge", seats)
            if heads:
                return self.watch_line("df.watch.choose", seats)
            if v.phase == "bless":
                return self.watch_line("df.watch.bless")
            return self.watch_line("df.watch.main", seats)
        kind = self.asked()
        if kind == "main":
            if self.sel_face:
                return self.t("df.prompt.forge_target",
                              face=M.label(self.sel_face, self.app.i18n.lang))
            if can_act(v):
                return self.act_prompt(v)
            if v.kind == "forge":
                return self.t("df.prompt.more")
            if ("second_action",) in self.legal():
                return self.t("df.prompt.second")
            return self.t("df.prompt.end")
        if kind == "place":
            return self.t("df.prompt.place")
        if kind == "ship":
            return self.t("df.prompt.ship", n=Q.discount(v, self.viewer))
        return self.t(f"df.ask.{kind}")

