"""Settings: language, volume, animation speed, display.  Saved when leaving the screen."""
from __future__ import annotations

from typing import Hashable

import pygame

from engine import theme
from engine.render import Renderer
from engine.scene import Scene
from engine.settings import SPEEDS

# every size the README promises, from the smallest table to 4K
WINDOW_SIZES = ((800, 450), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))


def desktop_size() -> tuple[int, int] | None:
    """The first display's size, or None where the video driver does not know it."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and sizes[0][0] > 0 else None


def fits(size: tuple[int, int], desktop: tuple[int, int] | None) -> bool:
    return desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1])


def on_screen(pos: tuple[int, int], size: tuple[int, int],
              desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window position that keeps a window of ``size`` wholly on the desktop."""
    if desktop is None:
        return pos
    return (max(0, min(pos[0], desktop[0] - size[0])), max(0, min(pos[1], desktop[1] - size[1])))


class SettingsScene(Scene):
    opaque = False

    def build(self) -> None:
        s = self.app.settings
        # an opaque panel: nothing of the screen below shows through as ghost text
        # tall enough that its title sits clear above the first row (the language buttons)
        self.entity("panel", 960, 540, 1200, 820, 1, title=self.t("settings.title"), title_size=44,
                    color=theme.PANEL[:3])
        rows = [("settings.language", 250), ("settings.volume", 330), ("settings.speed", 410),
                ("settings.display", 490), ("settings.window_size", 570),
                ("settings.steps", 740)]
        tips = {"settings.steps": self.t("settings.steps.tip")}
        for key, y in rows:
            self.entity("text", 570, y, 340, 50, 3, text=self.t(key), size=28, weight="semibold",
                        anchor="midright", color=theme.TEXT, tooltip=tips.get(key))
        for k, (lang, label) in enumerate((("en", "English"), ("uk", "Українська"))):
            self.button(f"settings.lang.{lang}", label, 880 + k * 250, 250, 230, 64,
                        tag=("lang", lang), style="secondary", selected=s.lang == lang)
        self.button("settings.vol_down", "−", 800, 330, 64, 64, tag=("vol", -0.1), style="secondary")
        self.entity("text", 920, 330, 150, 50, 3, text=f"{round(s.volume * 100)} %", size=30,
                    weight="bold", color=theme.GOLD)
        self.button("settings.vol_up", "+", 1040, 330, 64, 64, tag=("vol", 0.1), style="secondary")
        self.button("settings.mute", self.t("settings.unmute" if s.muted else "settings.mute"),
                    1240, 330, 240, 64, tag="mute", style="secondary",
                    icon="sound_off" if s.muted else "sound_on")
        for k, sp in enumerate(SPEEDS):
            self.button(f"settings.speed.{sp}", f"×{sp:g}", 800 + k * 110, 410, 96, 64,
                        tag=("speed", sp), style="secondary", selected=abs(s.speed - sp) < 1e-6)
        self.button("settings.fullscreen", self.t("settings.fullscreen"), 900, 490, 260, 64,
                    tag=("full", True), style="secondary", selected=s.fullscreen)
        self.button("settings.windowed", self.t("settings.windowed"), 1180, 490, 260, 64,
                    tag=("full", False), style="secondary", selected=not s.fullscreen)
        # every size on two rows of wide buttons: their labels stay readable in a small window;
        # a size larger than the screen is greyed out and says so
        text_size = max(26.0, self.app.renderer.min_size)
        desktop = desktop_size()
        for k, (w, h) in enumerate(WINDOW_SIZES):
            cur = (s.window_w, s.window_h) == (w, h) and not s.fullscreen
            ok = cur or fits((w, h), desktop)
            self.button(f"settings.size.{w}", f"{w}×{h}", 860 + (k % 3) * 216, 570 + (k // 3) * 76,
                        204, 64, tag=("size", (w, h)), style="secondary", selected=cur,
                        size=text_size, enabled=ok,
                        tooltip=None if ok else self.t("settings.too_big"))
        for k, (auto, key) in enumerate(((True, "settings.steps_auto"),
                                          (False, "settings.steps_manual"))):
            self.button(f"settings.steps.{'auto' if auto else 'manual'}", self.t(key),
                        914 + k * 340, 740, 320, 64, tag=("steps", auto), style="secondary",
                        selected=s.auto_end_steps == auto, size=text_size,
                        tooltip=self.t(key + ".tip"))
        if not self.app.audio.enabled:
            self.entity("text", 960, 812, 900, 40, 3, text=self.t("settings.no_audio"), size=22,
                        color=theme.TEXT_DIM)
        self.button("settings.back", self.t("settings.back"), 960, 870, 320, 72, tag="back",
                    icon="back")

    def draw_background(self, r: Renderer) -> None:
        r.fill(0, 0, 1920, 1080, (6, 4, 3, 170))

    def on_back(self) -> None:
        self.app.save_settings()
        self.app.scenes.pop()

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        s = self.app.settings
        self.app.audio.play("click")
        if tag == "back":
            self.on_back()
            return
        if tag == "mute":
            s.muted = not s.muted
            self.app.audio.muted = s.muted
        elif isinstance(tag, tuple):
            kind, val = tag
            if kind == "lang":
                self.app.set_lang(val)
                return
            if kind == "vol":
                s.volume = round(min(1.0, max(0.0, s.volume + val)), 2)
                self.app.audio.volume = s.volume
            elif kind == "speed":
                s.speed = val
            elif kind == "steps":
                s.auto_end_steps = val
            elif kind == "full":
                self.app.set_fullscreen(val)
            elif kind == "size":
                self.app.set_fullscreen(False)
                self.app.window.size = val
                self.app.window.position = on_screen(tuple(self.app.window.position), val,
                                                     desktop_size())
                s.window_w, s.window_h = val
                self.app.renderer.set_target(self.app.window.get_surface())
        self.rebuild()
