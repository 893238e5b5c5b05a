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
LEGIBLE_PX = 10         # no text is drawn smaller on screen (tests/test_text_sizes.py)
# Player colours, chosen with tools/colourblind.py so that every pair stays apart (CIEDE2000
# delta E >= 17) for normal vision, deuteranopia and protanopia; each also has its own shape
# (SEAT_SHAPES, drawn by engine.widgets.seatmark), so no seat is told by colour alone.
SEAT_COLORS = [(200, 56, 40), (40, 100, 200), (60, 180, 120), (240, 228, 66), (204, 121, 167)]
SEAT_COLOR_KEYS = ["red", "blue", "green", "yellow", "purple"]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star"]


def seat_shape(color) -> str:
    """The shape that goes with a seat colour (``circle`` for a colour that is no seat's)."""
    rgb = tuple(color[:3])
    for c, shape in zip(SEAT_COLORS, SEAT_SHAPES):
        if c == rgb:
            return shape
    return "circle"
