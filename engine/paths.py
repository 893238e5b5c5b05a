"""Where things live: the bundled assets and the per-user settings/save folders."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"


def user_config_dir() -> Path:
    """Settings folder; FIVE_REALMS_HOME redirects it (tests, portable installs)."""
    home = os.environ.get("FIVE_REALMS_HOME")
    if home:
        return Path(home) / "config"
    import platformdirs
    return Path(platformdirs.user_config_dir("five-realms", appauthor=False))


def user_data_dir() -> Path:
    """Save-game folder; FIVE_REALMS_HOME redirects it."""
    home = os.environ.get("FIVE_REALMS_HOME")
    if home:
        return Path(home) / "data"
    import platformdirs
    return Path(platformdirs.user_data_dir("five-realms", appauthor=False))
