"""Scenes: menu, settings, hand-off, results, pause, rules, and one table scene per game.

Screens move between each other by name through the app (``app.goto("menu")``,
``app.push("pause", game=...)``), never by importing each other; ``ROUTES`` is the one table of
names.  A name points at a Scene class or a factory ``f(app, **kw) -> Scene | None``.  A game's
table scene is named in its ``GameSpec`` (engine/games.py) and reached through "game".
"""

ROUTES: dict[str, str] = {
    "menu": "scenes.menu:MenuScene",                  # game=None
    "settings": "scenes.settings:SettingsScene",
    "rules": "scenes.rules_view:RulesScene",          # game
    "pause": "scenes.pause:PauseScene",               # game
    "results": "scenes.results:ResultsScene",         # game_scene, demo=False
    "handoff": "scenes.handoff:HandoffScene",         # name, on_ready, ...
    "game": "scenes.launch:start_game",               # game, seats, seed=None, options=None
    "play": "scenes.confirm:play_or_ask",             # the same; asks first over a saved game
    "resume": "scenes.launch:resume_game",            # -> None when the save does not load
    "demo": "scenes.demo:DemoScene",                  # game=None, index=0
    "next_demo": "scenes.demo:next_demo",             # game, previous
    "gallery": "scenes.gallery:GalleryScene",
    "tutorial": "scenes.tutorial:start_tutorial",     # game (assets/tutorials/<game>.json)
    "crash": "scenes.crash:CrashScene",               # log, error, saved (engine.app.App.crash)
    "hall_of_fame": "scenes.hall_of_fame:HallOfFameScene",  # game, players, places, variant
    "replays": "scenes.replays:ReplaysScene",         # page=0
    "replay": "scenes.replay:open_replay",            # replay_id="latest", back, demo=False
    "join": "scenes.join:JoinScene",                  # address="", code=""
    "host": "scenes.host:start_host",                 # game, seats, options -> the lobby
    "net_table": "scenes.netplay:open_net_table",     # seat_client, host_token, url, on_close
}
