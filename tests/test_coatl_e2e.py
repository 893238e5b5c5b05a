"""A whole 2-player Coatl game played only with mouse events at what the table shows: seat 0 is
a human driven through the UI driver, seat 1 an easy AI.  The test reads the legal actions only
to decide what a sensible player would do; every move is made by clicking (or dragging) the
entity the table shows for it.  Set COATL_SHOTS=<folder> to save a screenshot per human turn."""
from __future__ import annotations

import os


from engine.session import Seat
from scenes.coatl import CoatlScene
from scenes.launch import new_session
from scenes.results import ResultsScene
from tests.uitest import clickable, driver, make_app, look_shot


def first_clickable(scene, d, prefix: str) -> str | None:
    for n in sorted(d.names()):
        if n.startswith(prefix) and clickable(scene, n):
            return n
    return None


def board_name(scene, slot: int) -> str:
    return f"coatl.board.{slot}"


def choose(scene, legal: list, state, seat: int) -> tuple:
    """What the scripted player wants to do now (one legal action)."""
    by = {}
    for a in legal:
        by.setdefault(a[0], []).append(a)
    for verb in ("temple", "play"):
        if verb in by:
            return by[verb][0]
    board = state.boards[seat]
    if "add" in by:
        # bodies first (longer coatls), heads and tails when the coatl has grown
        coatls = state.coatls[seat]

        def rank(a):
            code = board[a[1]]
            c = coatls[a[2]]
            closing = code[0] in "ht"
            return closing != (len(c.pieces) >= 5)     # close a coatl once it has grown
        return sorted(by["add"], key=rank)[0]
    open_coatls = [c for c in state.coatls[seat] if not c.complete]
    if "start" in by and not open_coatls:
        heads = [a for a in by["start"] if board[a[1]][0] == "h"]
        return (heads or by["start"])[0]
    if "end" in by:
        return by["end"][0]
    if "take" in by and board.count("") >= 2:
        has_head = any(p[:1] == "h" for p in board) or any(c.head for c in open_coatls)
        has_tail = any(p[:1] == "t" for p in board) or not open_coatls
        want = [a for a in by["take"]
                if (a[1] < 2 and not has_head) or (2 <= a[1] < 4 and has_head and not has_tail)]
        bodies = [a for a in by["take"] if a[1] >= 4]
        return (want or bodies or by["take"])[0]
    if "pick" in by and len(state.hands[seat]) < 4:
        return by["pick"][0]
    if "done" in by:
        return by["done"][0]
    if "take" in by:
        return by["take"][0]
    for verb in ("pick", "pick_deck", "start", "pass"):
        if verb in by:
            return by[verb][0]
    return legal[0]


def test_full_two_player_game_by_mouse(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=20.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, "coatl", seats, seed=6)   # a deal where a temple comes
    scene = CoatlScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    shots = os.environ.get("COATL_SHOTS")
    used = set()
    moves = 0

    def ready() -> bool:
        return (app.scenes.top is not scene or session.is_over()
                or (scene.my_turn() and not scene.busy()))

    while not session.is_over():
        d.wait(ready, 20000)   # generous: AI workers start slowly on a loaded machine
        if session.is_over() or app.scenes.top is not scene:
            break
        v = scene.view_state
        legal = scene.legal()
        before = len(session.steps)
        moves += 1
        assert moves < 600, "the game does not end"
        if shots and moves % 5 == 0:
            app.screenshot(os.path.join(shots, f"coatl_{moves:03d}.png"))
        if v.phase == "keep":
            if ("keep",) in legal and len(v.hands[0]) <= 3:
                d.click("coatl.btn.keep")
                used.add("keep")
            else:
                d.click("coatl.hand.0")
                used.add("discard")
        else:
            a = choose(scene, legal, v, 0)
            verb = a[0]
            if verb == "take":
                d.click(f"coatl.disk.{a[1]}")
            elif verb == "pick":
                d.hover(f"coatl.six.{a[1]}", 3)
                d.click(f"coatl.six.{a[1]}")
            elif verb == "pick_deck":
                d.click("coatl.deck")
            elif verb in ("done", "end", "pass"):
                d.click(f"coatl.btn.{verb}")
            elif verb == "start":
                d.click(board_name(scene, a[1]))
                assert clickable(scene, "coatl.new")
                if "drag_start" not in used:
                    d.drag(board_name(scene, a[1]), "coatl.new")
                    used.add("drag_start")
                else:
                    d.click("coatl.new")
            elif verb == "add":
                d.click(board_name(scene, a[1]))
                end = f"coatl.end.{a[2]}.{a[3]}"
                assert clickable(scene, end), "the legal end glows and answers clicks"
                if "drag_add" not in used:
                    d.drag(board_name(scene, a[1]), end)
                    used.add("drag_add")
                else:
                    d.click(end)
            elif verb == "play":
                hand = list(v.hands[0])
                d.click(f"coatl.hand.{hand.index(a[1])}")
                target = f"coatl.play.{a[2]}"
                assert clickable(scene, target), "the coatl shows the live preview"
                d.click(target)
                used.add("play")
            elif verb == "temple":
                own = [f"coatl.temple.own.{i}" for i, t in enumerate(v.temples[0]) if t == a[2]]
                stack = [f"coatl.temple.stack.{k}" for k, st in enumerate(v.stacks)
                         if st and st[-1] == a[2]]
                d.click((own + stack)[0])
                used.add("temple")
            else:
                raise AssertionError(f"no click for {a}")
            used.add(verb)
        assert len(session.steps) > before, f"the click for {v.phase} did nothing ({legal[:4]})"
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    assert session.is_over()
    assert {"keep", "take", "start", "add", "play", "temple", "drag_add"} <= used, used
    assert any(c.complete for c in session.state.coatls[0])
    d.frames(30)
    look_shot(app, "coatl_results.png")
    app.shutdown()


def test_menu_variants_turn_on_sacrifice_tokens_and_promo_cards(monkeypatch, tmp_path):
    """Sacrifice tokens are dealt by default (the rulebook's set-up; it only advises leaving
    them out of a first game), promo cards are off; the menu's variants pop-up turns the tokens
    off and back on and the promo cards on, and the table then shows each seat's three tokens
    and deals from a deck with the promo cards."""
    from engine.rules.coatl.material import prophecy, temple
    from scenes.menu import MenuScene
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=20.0)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(2)
    d.click("menu.game.coatl")
    assert d.scene.options == {"sacrifice": True, "promo": False}
    d.click("menu.variants")
    d.frames(2)
    d.click("variants.option.sacrifice")
    d.click("variants.option.promo")
    d.click("variants.done")
    d.frames(10)
    assert d.scene.options == {"sacrifice": False, "promo": True}
    d.click("menu.variants")
    d.frames(2)
    d.click("variants.option.sacrifice")
    d.click("variants.done")
    d.frames(10)
    assert d.scene.options == {"sacrifice": True, "promo": True}
    d.click("menu.start")
    d.frames(5)
    scene = d.scene
    assert isinstance(scene, CoatlScene)
    s = scene.session.state
    assert s.sacrifice and s.promo
    assert all(len(t) == 3 for t in s.tokens)
    names = d.names()
    assert {"coatl.token.pick", "coatl.token.future", "coatl.token.priest"} <= set(names)
    cards = list(s.deck) + list(s.six) + [c for h in s.hands for c in h]
    assert sum(prophecy(c).promo for c in cards if c) == 6
    temples = [t for st in s.stacks for t in st] + [t for ts in s.temples for t in ts]
    assert sum(temple(t).promo for t in temples) == 5
    app.shutdown()
