"""Play-test (issue 19): Coatl's log told one move twice — "Olena: takes face-up prophecy 1"
and then "Olena takes “Red count” from the face-up prophecies (slot 1)" — and "adds a piece
to coatl 1 at the tail end" never said which piece.  Over random games, in both languages and
for the mover and another viewer, a move that takes a card or lays a piece is one log line
(the event line says the action line and more: scenes/parts/action_log.retold) naming the
card or the piece, and no other line of that step tells it again."""
from __future__ import annotations

import random

from engine.rules.coatl import RULES
from engine.rules.coatl.material import piece_name
from scenes.parts.log_text import retold, told_events

MERGED = {"pick", "add", "start"}


def test_a_taken_card_or_a_laid_piece_is_one_named_line():
    checked = {v: 0 for v in MERGED | {"pick_deck"}}
    for seed in range(4):
        rng = random.Random(seed)
        s = RULES.new_game(2, seed)
        for _ in range(400):
            if RULES.is_over(s):
                break
            seat = RULES.to_act(s)[0]
            action = rng.choice(RULES.legal_actions(s, seat))
            s, events = RULES.step(s, seat, action)
            if action[0] not in checked:
                continue
            checked[action[0]] += 1
            for lang in ("en", "uk"):
                for viewer in (seat, 1 - seat):
                    text = RULES.describe(action, lang, viewer, seat)
                    told = told_events(RULES, events, lang, viewer, seat)
                    line, rest = retold(told, seat, text)
                    if action[0] in MERGED:
                        assert line != text and line.startswith(text), (action, lang, line)
                    if action[0] == "pick":
                        card = s.hands[seat][-1] if viewer == seat else None
                        assert card is None or RULES.label(card, lang) in line
                    if action[0] == "add":
                        kinds = [piece_name(c + x, lang) for c in "htb" for x in "YRKGB"]
                        assert any(k in line for k in kinds), (lang, line)
                    others = [ln for s2, ln, *_ in rest if s2 == seat]
                    if text in others:     # the log leaves out the one line equal to it
                        others.remove(text)
                    assert not any(ln.startswith(text) for ln in others), (line, others)
    assert all(checked.values()), checked
