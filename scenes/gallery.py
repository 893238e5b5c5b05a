"""The widget gallery (``python main.py gallery``): every shared widget with sample data, in
English and Ukrainian, on the keyed table.  It is also the worked example of a table scene:

* the scene keeps its own small state (hand, deck, discard, dice, gold...);
* ``describe()`` turns that state into keyed ``EntitySpec``s — a pure function;
* after every change ``sync()`` reconciles them: a drawn card flies from the deck into the
  fan, a played card keeps its entity from hand to play area, a counter counts up.

Try: click the deck (draw), drag a card to the play area (too dear: it shakes), right-click or
hover a card (zoom), click the face-down card (flip), Roll, +3 gold, the track, the dialogs.
"""
from __future__ import annotations

import random
from typing import Hashable

import esper
import pygame

from engine import theme
from engine.ecs.components import Clickable, Draggable, Hoverable, Transform
from engine.ecs.effects import shake
from engine.ecs.processors import tween_to
from engine.ecs.table import EntitySpec, Table
from engine.render import Renderer
from engine.scene import Scene
from engine.widgets.builder import ActionBuilder
from engine.widgets.card import CARD_H, CARD_W, CardData, CardZoom, card_params
from engine.widgets.counter import counter_params, pop_gain, track_params, track_pos
from engine.widgets.dialog import PARTIAL, Choice
from engine.widgets.dice import die_params, roll
from engine.widgets.hand import hand_specs
from engine.overlays import ChoiceDialog, PileBrowserScene
from engine.widgets.pile import pile_params
from engine.worlds import use_world

TEXT = {
    "en": {
        "title": "Widget gallery", "cards": "Cards", "play": "Play area: drop a card here",
        "hand": "Hand", "piles": "Piles", "deck": "Deck", "discard": "Discard", "dice": "Dice",
        "roll": "Roll", "counters": "Counters", "gain": "+3 gold", "track": "Track",
        "choose": "Choose…", "order": "Order triggers", "builder": "Action builder",
        "gold": "Gold", "energy": "Energy", "points": "Points", "lang": "Українська",
        "too_dear": "Not enough gold for {name}", "played": "Played {name}",
        "drew": "Drew {name}", "rolled": "Rolled face {a} and {b}",
        "chose": "Chose: {v}", "ordered": "Order: {v}", "partial": "Do as much as you can",
        "cancel": "Cancel", "confirm": "Confirm", "reward": "Choose a reward",
        "triggers": "Resolve these in the order you like", "trig": "Trigger",
        "opt_gold": "+3 gold", "opt_card": "Draw this card", "opt_face": "Forge this face",
        "note_cost": "costs 2 energy", "browse": "Click to browse",
        "b_hint": "Click a part: the legal actions narrow", "b_done": "Complete: {a}",
        "back": "Quit", "deal": "Deal 5",
    },
    "uk": {
        "title": "Галерея віджетів", "cards": "Карти", "play": "Ігрова зона: перетягніть карту сюди",
        "hand": "Рука", "piles": "Колоди", "deck": "Колода", "discard": "Скид", "dice": "Кубики",
        "roll": "Кинути", "counters": "Лічильники", "gain": "+3 золота", "track": "Шкала",
        "choose": "Вибрати…", "order": "Порядок ефектів", "builder": "Побудова дії",
        "gold": "Золото", "energy": "Енергія", "points": "Очки", "lang": "English",
        "too_dear": "Бракує золота на «{name}»", "played": "Зіграно «{name}»",
        "drew": "Взято «{name}»", "rolled": "Випали грані {a} і {b}",
        "chose": "Вибрано: {v}", "ordered": "Порядок: {v}", "partial": "Зробити що можна",
        "cancel": "Скасувати", "confirm": "Підтвердити", "reward": "Виберіть нагороду",
        "triggers": "Розіграйте в зручному порядку", "trig": "Ефект",
        "opt_gold": "+3 золота", "opt_card": "Взяти цю карту", "opt_face": "Викувати цю грань",
        "note_cost": "коштує 2 енергії", "browse": "Клацніть, щоб переглянути",
        "b_hint": "Клацайте частини: легальні дії звужуються", "b_done": "Готово: {a}",
        "back": "Вийти", "deal": "Роздати 5",
    },
}

# sample cards: (id, type, cost, icons, points, en name, en text, uk name, uk text, en type, uk type)
CARD_ROWS = [
    ("c1", "structure", [("gold", 3), ("energy", 1)], [("science", 2)], 4,
     "Solar Forge", "Each production: +1 science for every structure you own.",
     "Сонячна кузня", "Кожне виробництво: +1 наука за кожну вашу споруду.",
     "Structure", "Споруда"),
    ("c2", "vehicle", [("material", 2)], [("energy", 1)], 1,
     "Sky Courier", "When built: draw a card.",
     "Небесний кур'єр", "Коли збудовано: візьміть карту.", "Vehicle", "Транспорт"),
    ("c3", "research", [("science", 3)], [("point", 2)], 2,
     "Deep Archive", "Worth 2 points for each research card in your empire at the end of the game.",
     "Глибинний архів", "Наприкінці гри дає 2 очки за кожну карту дослідження у вашій імперії.",
     "Research", "Дослідження"),
    ("c4", "project", [("gold", 5), ("material", 2), ("energy", 2)], [("gold", 2), ("gem", 1)], 7,
     "Tidal Engine", "Produces 2 gold and a gem.", "Припливний двигун",
     "Виробляє 2 золота й самоцвіт.", "Project", "Проєкт"),
    ("c5", "discovery", [("energy", 2)], [("moon", 1)], None,
     "Moon Relic", "Once per round: turn a sun into a moon.", "Місячна реліквія",
     "Раз на раунд: перетворіть сонце на місяць.", "Discovery", "Відкриття"),
    ("c6", "ally", [("gold", 1)], [("heart", 1)], 1,
     "Old Ferryman", "Your next card costs 1 gold less.", "Старий перевізник",
     "Наступна карта коштує на 1 золото менше.", "Ally", "Союзник"),
    ("c7", "action", [], [("shield", 2)], None,
     "Hold the Line", "Cancel one attack against you.", "Тримати стрій",
     "Скасуйте одну атаку проти вас.", "Action", "Дія"),
    ("c8", "event", [("time", 1)], [("card", 2)], 3,
     "Comet Year", "Everyone draws two cards.", "Рік комети", "Кожен бере дві карти.",
     "Event", "Подія"),
]
FACES = [
    [{"icon": "gold", "n": 1}, {"icon": "gold", "n": 1}, {"icon": "gold", "n": 2},
     {"icon": "sun", "n": 1}, {"icon": "moon", "n": 1}, {"icon": "point", "n": 2}],
    [{"pips": 1}, {"pips": 2}, {"pips": 3}, {"pips": 4}, {"pips": 5}, {"pips": 6}],
]
BUILDER_LEGAL = [("buy", "sun", 1), ("buy", "sun", 3), ("buy", "moon", 2), ("forge", "sun", 1)]


def card_data(cid: str, lang: str) -> CardData:
    row = next(r for r in CARD_ROWS if r[0] == cid)
    cid, typ, cost, icons, pts, en, en_t, uk, uk_t, en_ty, uk_ty = row
    return CardData(cid, en if lang == "en" else uk, typ, None, tuple(cost), tuple(icons),
                    en_t if lang == "en" else uk_t, pts, en_ty if lang == "en" else uk_ty,
                    back="Five Realms")


class GalleryScene(Scene):
    HAND_Y = 905
    DECK = (1300, 300)
    DISCARD = (1510, 300)
    PILE_W, PILE_H = 150, 210
    TRACK = (1250, 878, 600, 46)

    def __init__(self, app, lang: str | None = None) -> None:
        super().__init__(app)
        self.lang = lang or app.i18n.lang
        self.table = Table()
        self.zoom = CardZoom()
        self.rng = random.Random(5)         # visual only
        self.row = ["c1", "c2", "c3", "c4", "c8"]
        self.row_up = {"c8": False}
        self.hand = ["c5", "c6", "c7"]
        self.deck = ["c2", "c4", "c1", "c3", "c6"] * 3
        self.discard = ["c5", "c3"]
        self.play: list[str] = []
        self.serial = 0
        self.keys: dict[str, str] = {}      # entity key of a hand/play/discard copy -> card id
        self.dice = [2, 5]
        self.gold, self.energy, self.points = 4, 2, 11
        self.track = [3, 7]
        self.builder = ActionBuilder(BUILDER_LEGAL)
        self.status = ""
        self.hand = [self._copy(c) for c in self.hand]
        self.discard = [self._copy(c) for c in self.discard]

    def _copy(self, cid: str) -> str:
        self.serial += 1
        key = f"card:{cid}.{self.serial}"
        self.keys[key] = cid
        return key

    def tx(self, key: str, **fmt) -> str:
        return TEXT[self.lang][key].format(**fmt)

    def card(self, key: str, face_up: bool = True, **extra) -> dict:
        return card_params(card_data(self.keys.get(key, key), self.lang), face_up, **extra)

    # -- the table, described -------------------------------------------------------------------
    def describe(self) -> list[EntitySpec]:
        t = self.tx
        specs: list[EntitySpec] = []

        def label(key, text, x, y, w=400):
            specs.append(EntitySpec(f"label:{key}", "text", x + w / 2, y, w, 34, 1,
                                    {"text": text, "size": 26, "color": theme.GOLD,
                                     "weight": "bold", "anchor": "midleft", "shadow": True},
                                    enter="none"))

        def button(key, text, x, y, w, h=60, style="secondary", enabled=True, tag=None):
            specs.append(EntitySpec(f"button:{key}", "button", x, y, w, h, 50,
                                    {"text": text, "style": style}, click=tag or key,
                                    enabled=enabled, enter="none"))

        specs.append(EntitySpec("label:title", "text", 400, 52, 700, 60, 1,
                                {"text": t("title"), "size": 46, "color": theme.GOLD,
                                 "weight": "bold", "anchor": "midleft", "shadow": True}, enter="none"))
        button("lang", t("lang"), 1560, 52, 240)
        button("back", t("back"), 1790, 52, 180, style="ghost")
        # a row of cards: every type, one face down (click it to flip)
        label("cards", t("cards"), 60, 128)
        for i, cid in enumerate(self.row):
            up = self.row_up.get(cid, True)
            specs.append(EntitySpec(f"card:row.{cid}", "card", 160 + i * 225, 300, 200, 280, 10,
                                    self.card(cid, up), click=("flip", cid), buttons=(1, 3)))
        # the play area (a drop target) and the cards played into it
        specs.append(EntitySpec("zone:play", "rect", 600, 590, 1080, 190, 2,
                                {"color": (0, 0, 0, 70), "radius": 18, "border": 3,
                                 "border_color": (150, 118, 66, 200)}, drop="play",
                                accepts=lambda p: isinstance(p, str) and p.startswith("card:")))
        if not self.play:
            specs.append(EntitySpec("label:play", "text", 600, 590, 900, 40, 3,
                                    {"text": t("play"), "size": 24, "color": theme.TEXT_DIM}))
        for i, key in enumerate(self.play):
            specs.append(EntitySpec(key, "card", 130 + i * 140, 590, 120, 168, 20 + i,
                                    self.card(key, raise_on_hover=False), click=("zoom", key),
                                    buttons=(1, 3)))
        label("hand", t("hand"), 60, 720)
        button("deal", t("deal"), 300, 720, 180, 48, style="primary", enabled=bool(self.deck))
        specs += hand_specs([(k, self.card(k)) for k in self.hand], 600, self.HAND_Y, 1000,
                            CARD_W, CARD_H, z=100, click=lambda k: ("hand", k),
                            draggable=lambda k: True, origin=self.DECK)
        # piles: the deck (click to draw) and the discard (top card face up, browsable)
        label("piles", t("piles"), 1190, 128)
        back = self.card("c1", False)
        specs.append(EntitySpec("pile:deck", "pile", *self.DECK, self.PILE_W, self.PILE_H, 10,
                                pile_params(len(self.deck), t("deck"), back=back,
                                            active=bool(self.deck)),
                                click="draw" if self.deck else None))
        specs.append(EntitySpec("pile:discard", "pile", *self.DISCARD, self.PILE_W, self.PILE_H, 10,
                                pile_params(len(self.discard), t("discard"), back=back,
                                            browsable=True),
                                click="browse", tooltip=t("browse")))
        if self.discard:
            top = self.discard[-1]
            specs.append(EntitySpec(top, "card", self.DISCARD[0], self.DISCARD[1],
                                    self.PILE_W, self.PILE_H, 12, self.card(top, raise_on_hover=False),
                                    click="browse", tooltip=t("browse")))
        # dice and the faces of the first one as a net
        label("dice", t("dice"), 1190, 440)
        for i, f in enumerate(self.dice):
            specs.append(EntitySpec(f"die:{i}", "die", 1260 + i * 130, 540, 100, 100, 10,
                                    die_params(FACES[i], f, (250, 244, 228) if i else (255, 236, 190))))
        specs.append(EntitySpec("die:0.net", "die_net", 1690, 560, 264, 198, 10,
                                die_params(FACES[0], self.dice[0], (255, 236, 190))))
        button("roll", t("roll"), 1325, 640, 230)
        # counters and a track with markers that slide
        label("counters", t("counters"), 1190, 712)
        for i, (icon, value, name) in enumerate((("gold", self.gold, "gold"),
                                                 ("energy", self.energy, "energy"),
                                                 ("point", self.points, "points"))):
            specs.append(EntitySpec(f"counter:{name}", "counter", 1262 + i * 160, 770, 140, 56, 10,
                                    counter_params(icon, value)))
        button("gain", t("gain"), 1775, 770, 170, 56, style="primary")
        x, y, w, h = self.TRACK
        label("track", t("track"), 1190, 840)
        specs.append(EntitySpec("track:fame", "track", x + w / 2, y + h / 2, w, h, 8,
                                track_params(0, 12, "point", every=5), click="track"))
        for seat, v in enumerate(self.track):
            mx, my = track_pos(x, y, w, h, 0, 12, v)
            specs.append(EntitySpec(f"marker:{seat}", "marker", mx + (seat - 0.5) * 14, my - 6,
                                    26, 26, 20 + seat, {"color": theme.SEAT_COLORS[seat]}))
        # the action builder: each click narrows the legal actions
        label("builder", t("builder"), 1190, 948)
        opts = sorted(self.builder.options(), key=str)
        chosen = " · ".join(str(p) for p in self.builder.prefix) or t("b_hint")
        done = self.builder.complete
        specs.append(EntitySpec("label:builder.state", "text", 1640, 948, 420, 34, 3,
                                {"text": t("b_done", a=" ".join(map(str, done))) if done else chosen,
                                 "size": 21, "color": theme.TEXT, "anchor": "midleft"}))
        for i, part in enumerate(opts[:4]):
            button(f"b.{part}", str(part), 1250 + i * 150, 1010, 140, 52, tag=("part", part))
        if self.builder.started:
            button("b.reset", "↺", 1250 + min(4, len(opts)) * 150, 1010, 70, 52, style="ghost",
                   tag="b.reset")
        return specs + self._dialog_buttons()

    def _dialog_buttons(self) -> list[EntitySpec]:
        t = self.tx
        return [EntitySpec("button:dialog", "button", 1050, 52, 230, 60, 50,
                           {"text": t("choose"), "style": "primary"}, click="dialog", enter="none"),
                EntitySpec("button:order", "button", 1300, 52, 250, 60, 50,
                           {"text": t("order"), "style": "primary"}, click="order", enter="none")]

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)

    def sync(self) -> None:
        self.table.reconcile(self.describe())

    # -- input ------------------------------------------------------------------------------------
    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if button == 3:
            self.zoom.toggle(ent)
            return
        self.zoom.toggle(None)
        kind = tag[0] if isinstance(tag, tuple) else tag
        if kind == "flip":
            cid = tag[1]
            self.row_up[cid] = not self.row_up.get(cid, True)
            self.app.audio.play("card")
        elif kind == "draw" and self.deck:
            key = self._copy(self.deck.pop(0))
            self.hand.append(key)
            self.status = self.tx("drew", name=card_data(self.keys[key], self.lang).name)
            self.app.audio.play("card")
        elif kind == "deal":
            # the hand goes to the discard and five new cards are dealt, one after another
            self.discard += self.hand
            self.hand = [self._copy(self.deck.pop(0)) for _ in range(min(5, len(self.deck)))]
            self.app.audio.play("card")
        elif kind in ("hand", "zoom"):
            self.zoom.toggle(ent)
        elif kind == "browse":
            cards = [self.card(k) for k in reversed(self.discard)]
            self.app.scenes.push(PileBrowserScene(self.app, self.tx("discard"), cards))
            return
        elif kind == "roll":
            self.dice = [self.rng.randrange(6) for _ in self.dice]
            self.sync()
            for i, f in enumerate(self.dice):
                roll(self.table.entity(f"die:{i}"), f, 0.9 + 0.15 * i)
            self.status = self.tx("rolled", a=self.dice[0] + 1, b=self.dice[1] + 1)
            self.app.audio.play("card")
            return
        elif kind == "gain":
            self.gold += 3
            tf = esper.component_for_entity(self.table.entity("counter:gold"), Transform)
            pop_gain(tf.x, tf.y - 40, 3, "gold")
            self.app.audio.play("coins")
        elif kind == "track":
            self.track[0] = (self.track[0] + 2) % 13
            self.app.audio.play("slide")
        elif kind == "part":
            self.builder.choose(tag[1])
            if self.builder.complete:
                self.app.audio.play("score")
        elif kind == "b.reset":
            self.builder.reset()
        elif kind == "lang":
            self.lang = "uk" if self.lang == "en" else "en"
            self.rebuild()              # a language change is the one full rebuild
            return
        elif kind == "back":
            self.on_back()
            return
        elif kind == "dialog":
            self.open_choice()
            return
        elif kind == "order":
            self.open_order()
            return
        self.sync()

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        if target != "play" or payload not in self.hand:
            return False
        c = card_data(self.keys[payload], self.lang)
        cost = sum(n for icon, n in c.cost if icon == "gold")
        if cost > self.gold:
            # refused: back to the hand with a shake, and say why
            home = esper.component_for_entity(ent, Draggable).home
            tween_to(ent, 0.25, "out_cubic", x=home[0], y=home[1])
            shake(ent, lead=0.22)
            self.status = self.tx("too_dear", name=c.name)
            self.app.audio.play("error")
            return True
        self.gold -= cost
        self.hand.remove(payload)
        self.play.append(payload)
        self.status = self.tx("played", name=c.name)
        self.app.audio.play("place")
        self.sync()
        return True

    def on_back(self) -> None:
        self.app.quit()            # a design tool opened from the command line

    def open_choice(self) -> None:
        t = self.tx
        choices = [Choice("gold", t("opt_gold"), {"icons": [("gold", 3)]}),
                   Choice("card", t("opt_card"), self.card("c3")),
                   Choice("face", t("opt_face"), die_params(FACES[0], 5), note=t("note_cost"),
                          enabled=self.energy >= 2)]
        self.app.scenes.push(ChoiceDialog(self.app, t("reward"), choices, self.chose,
                                          partial=t("partial"), cancel=t("cancel")))

    def chose(self, value) -> None:
        use_world(self.world)
        if value == "gold":
            self.gold += 3
        label = self.tx("partial") if value == PARTIAL else str(value)
        self.status = self.tx("chose", v=label)
        self.sync()

    def open_order(self) -> None:
        t = self.tx
        choices = [Choice(f"{t('trig')} {k}", f"{t('trig')} {k}", {"icons": [(icon, n)]})
                   for k, (icon, n) in enumerate((("gold", 2), ("moon", 1), ("point", 3)), 1)]
        self.app.scenes.push(ChoiceDialog(self.app, t("triggers"), choices, self.ordered,
                                          mode="order", confirm=t("confirm"), cancel=t("cancel")))

    def ordered(self, values) -> None:
        use_world(self.world)
        self.status = self.tx("ordered", v=" → ".join(values)) if values else ""
        self.sync()

    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and pos is not None:
            ent = self.input.topmost(pos, Clickable, Hoverable)
            self.zoom.toggle(ent)
            return
        super().handle_event(ev, pos)


    # -- drawing ----------------------------------------------------------------------------------
    def draw_overlay(self, r: Renderer) -> None:
        if self.status:
            r.text(self.status, 60, 1060, 24, theme.TEXT, "semibold", "bottomleft", shadow=True,
                   max_width=1100)
        self.zoom.draw(r, self.input.hovered if self.input else None)
