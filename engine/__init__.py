"""Five Realms engine.  Submodules are imported on demand; nothing heavy happens at import."""
import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
