"""Colours and sizes shared by every screen."""
TEXT = (245, 238, 220)
TEXT_DIM = (190, 180, 160)
TEXT_DARK = (40, 30, 22)
GOLD = (236, 196, 96)
GOLD_DARK = (150, 110, 40)
PANEL = (34, 28, 26, 232)
PANEL_EDGE = (150, 118, 66)
HIGHLIGHT = (255, 226, 120)
LEGAL = (120, 230, 160)
DANGER = (220, 90, 80)
BUTTON_EDGE = (30, 20, 14)
BUTTONS = {
    "primary": ((176, 122, 46), (214, 160, 70), (255, 248, 230)),
    "secondary": ((70, 60, 54), (104, 90, 80), (245, 238, 220)),
    "danger": ((150, 56, 48), (190, 78, 66), (255, 240, 230)),
    "ghost": ((40, 34, 30, 160), (70, 60, 50, 200), (245, 238, 220)),
}
BUTTON_DISABLED = ((60, 56, 52), (60, 56, 52), (130, 124, 116))
MIN_TEXT_PX = 12.5      # on-screen floor for text: a small window gets larger canvas text
SEAT_COLORS = [(214, 72, 64), (66, 130, 214), (76, 170, 90), (232, 180, 56), (156, 96, 200)]
SEAT_COLOR_KEYS = ["red", "blue", "green", "yellow", "purple"]
