"""``python main.py bench``: start-up, frame times during demo play, playouts/s, AI move times, memory."""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time

from engine.paths import ROOT

LEVELS = ("random", "easy", "normal", "hard")


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, int(round(q * (len(v) - 1))))]


def measure_startup() -> float:
    """Seconds from launching a fresh interpreter to the first menu frame on screen."""
    code = ("import time, os; from engine.app import App, AppOptions; from scenes.menu import MenuScene;"
            "app = App(AppOptions(size=(1920, 1080), fixed_step=True, save_settings=False));"
            "app.scenes.push(MenuScene(app)); app.frame(1/60); print(time.time()); app.shutdown()")
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"),
               FIVE_REALMS_HOME=os.environ.get("FIVE_REALMS_HOME", "/tmp/five-realms-bench"))
    best = None
    for _ in range(3):
        t0 = time.time()
        out = subprocess.run([sys.executable, "-c", code], cwd=str(ROOT), env=env,
                             capture_output=True, text=True, check=True).stdout
        dt = float(out.strip().splitlines()[-1]) - t0
        best = dt if best is None else min(best, dt)
    return best


def measure_frames(game: str, frames: int) -> tuple[float, float]:
    """Frame time p50/p99 (ms) of the demo at 1920x1080 with AI thinking in slices."""
    from engine.app import App, AppOptions
    from scenes.demo import DemoScene

    app = App(AppOptions(size=(1920, 1080), fixed_step=True, save_settings=False, seed=1, speed=2.0))
    app.scenes.push(DemoScene(app, game))
    for _ in range(30):          # warm the caches
        app.frame(1 / 60)
    app.frame_times.clear()
    thinking: list[float] = []
    for _ in range(frames):
        scene = app.scenes.top
        session = getattr(scene, "session", None)
        ai_turn = (session is not None and not session.is_over()
                   and session.ai_seat_to_act() is not None and not scene.busy())
        app.frame(1 / 60)
        if ai_turn:
            thinking.append(app.frame_times[-1] * 1000)
    times = [t * 1000 for t in app.frame_times]
    app.shutdown()
    return _pct(times, 0.5), _pct(times, 0.99), _pct(thinking, 0.99)


def measure_playouts(game: str, seconds: float) -> float:
    from engine.rules import get_rules
    from engine.rules.rng import Rng

    rules = get_rules(game)
    rng = Rng(1)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = rules.new_game(rules.player_counts[0], n)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        n += 1
    return n / (time.perf_counter() - t0)


def measure_ai(game: str, level: str, decisions: int) -> tuple[float, float]:
    from engine.ai import make_agent
    from engine.rules import get_rules
    from engine.rules.rng import Rng

    rules = get_rules(game)
    rng = Rng(3)
    times = []
    k = 0
    while len(times) < decisions:
        state = rules.new_game(rules.player_counts[0], 100 + k)
        for _ in range(rng.randrange(40)):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        k += 1
        if rules.is_over(state):
            continue
        seat = rules.to_act(state)[0]
        agent = make_agent(level, k)
        t0 = time.perf_counter()
        agent.choose(rules, rules.view(state, seat), seat)
        times.append((time.perf_counter() - t0) * 1000)
    return _pct(times, 0.5), _pct(times, 0.95)


def run(quick: bool = False) -> dict:
    from engine.rules import registered

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("FIVE_REALMS_HOME", "/tmp/five-realms-bench")
    result: dict = {"startup_s": round(measure_startup(), 3), "games": {}}
    for game in registered():
        p50, p99, p99_thinking = measure_frames(game, 300 if quick else 1800)
        g = {"frame_ms_p50": round(p50, 3), "frame_ms_p99": round(p99, 3),
             "frame_ms_p99_thinking": round(p99_thinking, 3),
             "playouts_per_s": round(measure_playouts(game, 1.0 if quick else 4.0), 2), "ai_ms": {}}
        for level in LEVELS:
            n = (3 if level == "hard" else 8) if quick else (12 if level == "hard" else 40)
            a50, a95 = measure_ai(game, level, n)
            g["ai_ms"][level] = {"p50": round(a50, 2), "p95": round(a95, 2)}
        result["games"][game] = g
    result["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return result


def format_table(res: dict) -> str:
    lines = [f"start-up to first menu frame: {res['startup_s']:.3f} s   (target <= 1.5 s)",
             f"peak RSS: {res['peak_rss_mb']:.1f} MB   (target <= 250 MB)", ""]
    head = f"{'game':<20}{'frame p50':>10}{'frame p99':>10}{'p99 AI':>8}{'playouts/s':>12}  " + "  ".join(
        f"{lv + ' p50/p95 ms':>22}" for lv in LEVELS)
    lines.append(head)
    for game, g in res["games"].items():
        ai = "  ".join(f"{g['ai_ms'][lv]['p50']:>10.1f}/{g['ai_ms'][lv]['p95']:<11.1f}" for lv in LEVELS)
        lines.append(f"{game:<20}{g['frame_ms_p50']:>10.2f}{g['frame_ms_p99']:>10.2f}"
                     f"{g['frame_ms_p99_thinking']:>8.2f}"
                     f"{g['playouts_per_s']:>12.1f}  {ai}")
    lines.append("(frame times in ms over a demo run at 1920x1080, dummy video driver; 'p99 AI' = frames"
                 " while an AI is thinking, target <= 8 ms)")
    return "\n".join(lines)


def main(quick: bool = False, as_json: bool = False) -> int:
    res = run(quick)
    print(json.dumps(res, indent=1) if as_json else format_table(res))
    return 0
