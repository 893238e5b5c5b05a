"""Hovering a Dice Forge log line rings what the line is about, and nothing else (play-test
finding: a divine blessing's line put a ring on the "End turn" button, because the blessings
all seats roll are told under the end of the turn before, and the log rang what the hint shows
for that action on every line of its step).  The action's hint belongs to the action's line; a
blessing's roll line rings the dice of the seat that rolled, its gain line that seat's track of
what it gained.  Driven by real mouse motion over the drawn log."""
from __future__ import annotations

import scenes.parts.action_log as action_log
from scenes.dice_forge import names as N
from scenes.parts.hints import entity_rect
from tests.uitest import look_shot, my_turns, start_table

RES = {"gold": 0, "sun": 1, "moon": 2, "glory": 3}


def _blessing_lines(scene):
    """The drawn (top, height, line) of the event lines of the viewer's own end of turn that
    tell a divine blessing: (roll lines, gain lines)."""
    rolls, gains = [], []
    for top, h, ln in scene.log._drawn:
        st = scene.session.steps[ln.step] if ln.step >= 0 else None
        if ln.kind != "event" or st is None or st.seat != scene.viewer \
                or st.action[0] != "end_turn" or ln.seat is None:
            continue
        if "rolls the divine blessing" in ln.text:
            rolls.append((top, h, ln))
        elif " gains 1 " in ln.text or " gains 2 " in ln.text:
            gains.append((top, h, ln))
    return rolls, gains


def _scrolled_to_blessings(scene, d):
    """The log scrolled back (as the wheel does) until it shows the blessings told after the
    viewer's last end of turn: (roll lines, gain lines), empty when there are none yet."""
    for back in range(scene.log.max_scroll(scene.app.renderer) + 1):
        scene.log.scroll = back
        d.frames(1)
        rolls, gains = _blessing_lines(scene)
        if rolls and gains:
            return rolls, gains
    return [], []


def _hover(app, scene, d, rings, drawn) -> list:
    top, h, line = drawn
    rings.clear()
    x = scene.log.rect[0] + scene.log.rect[2] / 2
    d.move_to(app.renderer.to_screen((x, top + h / 2)), 2)
    assert scene.log.hovered(scene.input.mouse) == line
    return rings[-1] if rings else []


def test_a_blessing_line_rings_the_dice_and_track_not_the_end_turn_button(monkeypatch,
                                                                          tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], seed=3, speed=8.0)
    rings: list[list] = []
    real = action_log.draw_hint_rings
    monkeypatch.setattr(action_log, "draw_hint_rings",
                        lambda r, rects, t: (rings.append(list(rects)), real(r, rects, t)))
    d.lazy = False
    found = ([], [])
    for _ in my_turns(app, scene, d, 4000):
        found = _scrolled_to_blessings(scene, d)
        if found[0] and found[1]:
            break
        scene.log.scroll = 0
        legal = scene.legal()
        assert scene.act(next((a for a in legal if a[0] == "end_turn"), legal[0]))
    rolls, gains = found
    assert rolls and gains, "no blessing after the viewer's end of turn was in the log"
    end = entity_rect(scene, N.END)
    assert end is not None
    for drawn in rolls:
        seat = drawn[2].seat
        ringed = _hover(app, scene, d, rings, drawn)
        assert end not in ringed, drawn[2].text
        dice = [entity_rect(scene, N.die(seat, k)) for k in (0, 1)]
        assert all(rc is not None and rc in ringed for rc in dice), (drawn[2].text, ringed)
        look_shot(app, f"df_log_hover_roll_{seat}.png")
    for drawn in gains:
        seat, text = drawn[2].seat, drawn[2].text
        ringed = _hover(app, scene, d, rings, drawn)
        assert end not in ringed, text
        said = [r for name, r in RES.items() if f" {name}" in text.split(" gains ", 1)[1]]
        tracks = [entity_rect(scene, N.res(seat, r)) for r in said]
        assert said and all(rc is not None and rc in ringed for rc in tracks), (text, ringed)
        look_shot(app, f"df_log_hover_gain_{seat}.png")
    app.shutdown()
