"""Command line of ``python main.py`` / ``five-realms``."""
from __future__ import annotations

import argparse
import math
import sys

SPEED_RANGE = (0.1, 100.0)      # animation speed factors the command line accepts


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1280x720") from None
    if w < 800 or h < 450 or w > 8192 or h > 8192:
        raise argparse.ArgumentTypeError("size must be between 800x450 and 8192x8192")
    return (w, h)


def _speed(text: str) -> float:
    """A finite animation speed factor in ``SPEED_RANGE`` (-1, 0, nan and inf froze the game or
    reached settings.json)."""
    low, high = SPEED_RANGE
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not low <= value <= high:
        raise argparse.ArgumentTypeError(
            f"speed is a number from {low:g} to {high:g} (1 = normal, 2 = twice as fast), "
            f"not {text!r}")
    return value


def _frames(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"frames is a whole number of at least 1, not {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    g = common.add_argument_group("display options")
    g.add_argument("--frames", type=_frames, default=argparse.SUPPRESS,
                   help="quit after N rendered frames (time advances 1/60 s per frame)")
    g.add_argument("--screenshot", metavar="PATH", default=argparse.SUPPRESS,
                   help="save the last frame as PNG (with --frames)")
    g.add_argument("--size", type=_size, metavar="WxH", default=argparse.SUPPRESS,
                   help="window size, e.g. 1280x720")
    g.add_argument("--fullscreen", action="store_true", default=argparse.SUPPRESS,
                   help="start in fullscreen (F11 toggles)")
    g.add_argument("--lang", choices=("en", "uk"), default=argparse.SUPPRESS,
                   help="language (default: system locale, then settings)")
    g.add_argument("--speed", type=_speed, default=argparse.SUPPRESS,
                   help="animation speed factor (1 = normal, 2 = twice as fast; "
                        f"{SPEED_RANGE[0]:g} to {SPEED_RANGE[1]:g})")
    g.add_argument("--seed", type=int, default=argparse.SUPPRESS, help="random seed")

    p = argparse.ArgumentParser(
        prog="five-realms", parents=[common],
        description="Five Realms: five tabletop games against AI, pass-and-play, or as a demo.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("menu", parents=[common], help="open the main menu (the default)")
    play = sub.add_parser("play", parents=[common], help="start a game straight away")
    play.add_argument("game", help="game id, e.g. world_in_progress")
    play.add_argument("--seats", default="human,ai:normal",
                      help="comma-separated seats: human or ai:LEVEL (random, easy, normal, hard)")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a variant, e.g. board=autumn (repeat for more; a wrong one lists them)")
    demo = sub.add_parser("demo", parents=[common],
                          help="attract mode: AIs play each other; a click returns to the menu")
    demo.add_argument("game", nargs="?", help="game id (default: cycle through the games)")
    demo.add_argument("--replay", metavar="ID",
                      help="replay a kept finished game instead ('latest', or an id from the "
                           "Replays screen)")
    tut = sub.add_parser("tutorial", parents=[common],
                         help="learn to play: a short guided game against the easy AI")
    tut.add_argument("game", help="game id, e.g. dice_forge")
    sub.add_parser("gallery", parents=[common],
                   help="every shared table widget (cards, hand, piles, dice, counters, dialogs)")
    sp = sub.add_parser("selfplay", parents=[common], help="AI vs AI without a window; JSON lines")
    sp.add_argument("game")
    sp.add_argument("--players", type=int, default=2)
    sp.add_argument("--games", type=int, default=1)
    sp.add_argument("--ai", default="normal", help="LEVEL[,LEVEL...]: seat i uses the i-th (last repeats)")
    sp.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a variant, e.g. empire_side=B (repeat for more)")
    _strength_arguments(sub)
    bench = sub.add_parser("bench", parents=[common], help="measure start-up, frame times, AI speed, memory")
    bench.add_argument("--quick", action="store_true", help="shorter runs")
    bench.add_argument("--json", action="store_true", help="print JSON instead of a table")
    bench.add_argument("--game", metavar="GAME", help="measure only this game (id)")
    from engine.soak import add_arguments as soak_arguments
    soak_arguments(sub.add_parser("soak", help="random-legal games with invariant checks after "
                                               "every action; non-zero exit on any fault"))
    _serve_arguments(sub)
    from engine.monkey import add_arguments as monkey_arguments
    monkey_arguments(sub.add_parser("monkey", help="random input into every scene, headless; "
                                                   "non-zero exit on any fault"))
    return p


# -- network: ``serve`` (engine/net) ---------------------------------------------------------------
def _serve_arguments(sub) -> None:
    serve = sub.add_parser("serve", help="a headless table server for network games (no window)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 for every one)")
    serve.add_argument("--port", type=int, default=8765, help="port (0: any free one)")
    serve.add_argument("--max-tables", type=int, default=100, help="tables held at once")
    serve.add_argument("--tls-cert", metavar="PATH", help="TLS certificate (PEM): serve wss://")
    serve.add_argument("--tls-key", metavar="PATH", help="the certificate's private key (PEM)")
    serve.add_argument("--ai-workers", type=int, default=1,
                       help="processes for the AI seats' thinking (0: think in the server)")
    serve.add_argument("--rate", type=float, default=20.0,
                       help="messages a connection may send per second (a burst of 3 s more)")
    serve.add_argument("--lan", action="store_true",
                       help="announce the server on the local network (zeroconf)")
    new = sub.add_parser("new-table", help="open a table on a running `serve` server and print "
                                           "its code (friends join it from the app)",
                         epilog="It also prints the table's host token: keep it. A player who "
                                "drops stalls the game on their turn until they rejoin; with the "
                                "token, `python main.py hand-to-ai ADDRESS CODE SEAT --host-token "
                                "TOKEN` gives the seat to the AI (it goes back to the player when "
                                "they rejoin).")
    new.add_argument("address", help="the server: HOST[:PORT] or ws://HOST:PORT")
    new.add_argument("game", help="game id (coatl, dice_forge, ...)")
    new.add_argument("--seats", default="human,human",
                     help="kind per seat: human[:NAME] or ai[:LEVEL], comma separated")
    new.add_argument("--no-spectators", action="store_true", help="nobody may watch")
    hand = sub.add_parser("hand-to-ai", help="give a dropped player's seat at a `serve` table to "
                                             "the AI (needs the host token new-table printed)")
    hand.add_argument("address", help="the server: HOST[:PORT] or ws://HOST:PORT")
    hand.add_argument("code", help="the table's code, e.g. ABC-234")
    hand.add_argument("seat", type=int, help="the seat's number, 1 for the first")
    hand.add_argument("--host-token", required=True, help="the host token new-table printed")
    hand.add_argument("--level", default="normal", help="the AI's level")


def _serve(args) -> int:
    from engine.net.serve import main as serve_main
    return serve_main(args.host, args.port, args.max_tables, args.tls_cert, args.tls_key,
                      args.ai_workers, args.lan, args.rate)


def _strength_arguments(sub) -> None:
    st = sub.add_parser("strength", help="how strong each AI level is: many games, every seating, "
                                         "in parallel; wins, shares, margins, 95 %% intervals")
    st.add_argument("game")
    st.add_argument("--players", type=int, default=2)
    st.add_argument("--games", type=int, default=20, help="games in all (rounded up to a "
                                                          "multiple of the players)")
    st.add_argument("--ai", default="hard,normal",
                    help="LEVEL[,LEVEL...]: the line-up (last repeats), rotated through the seats")
    st.add_argument("--seed", type=int, default=1)
    st.add_argument("--jobs", type=int, default=1, help="worker processes")
    st.add_argument("--json", action="store_true", help="print one JSON object")
    st.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a variant, e.g. board=autumn (repeat for more)")


def _unknown_game(game: str) -> int:
    from engine.games import all_ids, playable
    ids = ", ".join(g.id for g in playable())
    if game in all_ids():
        print(f"error: {game} has no table yet (coming soon); playable: {ids}", file=sys.stderr)
    else:
        print(f"error: unknown game {game!r}; playable: {ids}", file=sys.stderr)
    return 2


def _run_app(app_opts, first: str, **kw) -> int:
    """Open the window and run from the screen ``first``; a display that cannot open is one
    clear message on stderr and exit code 1 (no traceback)."""
    from engine.app import App, DisplayUnavailable, report
    try:
        app = App(app_opts)
    except DisplayUnavailable as exc:
        report(str(exc))
        return 1
    return app.run(first, **kw)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    opts = vars(args)
    cmd = opts.get("command") or "menu"
    if cmd == "selfplay":
        from engine.selfplay import cli as selfplay_cli
        return selfplay_cli(args.game, args.players, args.games, opts.get("seed", 1), args.ai,
                            option_args=args.option)
    if cmd == "strength":
        from engine.strength import cli as strength_cli
        return strength_cli(args.game, args.players, args.games, args.seed, args.ai, args.jobs,
                            args.json, args.option)
    if cmd == "bench":
        from engine.bench import main as bench_main
        return bench_main(quick=args.quick, as_json=args.json, game=args.game)
    if cmd == "soak":
        from engine.soak import cli as soak_cli
        return soak_cli(args.game, args.games, args.seed, args.players, args.jobs, args.max_actions,
                        args.max_seconds)
    if cmd == "serve":
        return _serve(args)
    if cmd == "new-table":
        from engine.net.newtable import main as new_table
        return new_table(args.address, args.game, args.seats, not args.no_spectators)
    if cmd == "hand-to-ai":
        from engine.net.newtable import hand_to_ai
        return hand_to_ai(args.address, args.code, args.seat, args.host_token, args.level)
    if cmd == "monkey":
        from engine.monkey import cli as monkey_cli
        return monkey_cli(args.game, args.events, args.seed, args.mode)

    from engine.app import AppOptions
    from engine.games import playable, spec

    app_opts = AppOptions(frames=opts.get("frames", 0), screenshot=opts.get("screenshot"),
                          size=opts.get("size"), fullscreen=opts.get("fullscreen"),
                          lang=opts.get("lang"), speed=opts.get("speed"), seed=opts.get("seed"))
    ready = {g.id for g in playable()}
    # screens are started by name (scenes.ROUTES): engine/ never imports scenes/
    if cmd == "play":
        if args.game not in ready:
            return _unknown_game(args.game)
        from engine.session import parse_seats
        try:
            seats = parse_seats(args.seats)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        counts = spec(args.game).player_counts
        if len(seats) not in counts:
            print(f"error: {args.game} is played by {', '.join(map(str, counts))} players, "
                  f"not {len(seats)}", file=sys.stderr)
            return 2
        from engine.games import get_rules, parse_options
        try:
            options = parse_options(args.game, args.option)
            get_rules(args.game).new_game(len(seats), 1, options)   # refused combinations
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        # "play" asks before a new game replaces a saved one, as the menu's Start does
        return _run_app(app_opts, "play", game=args.game, seats=seats, options=options or None)
    if cmd == "demo" and args.replay:
        from engine.replays import ReplayStore
        if args.replay != "latest" and not ReplayStore().exists(args.replay):
            print(f"error: there is no replay {args.replay!r}; 'demo --replay latest' plays the "
                  f"last game kept, the Replays screen lists the others", file=sys.stderr)
            return 2
        return _run_app(app_opts, "replay", replay_id=args.replay, demo=True, back="menu")
    if cmd == "demo":
        if args.game and args.game not in ready:
            return _unknown_game(args.game)
        return _run_app(app_opts, "demo", game=args.game)
    if cmd == "tutorial":
        if args.game not in ready:
            return _unknown_game(args.game)
        return _run_app(app_opts, "tutorial", game=args.game)
    if cmd == "gallery":
        return _run_app(app_opts, "gallery")
    return _run_app(app_opts, "menu")
