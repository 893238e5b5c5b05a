"""Test setup: everything runs headless."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402 - after the headless environment is set


@pytest.fixture()
def app(monkeypatch, tmp_path):
    """A headless app (1280x720, its own user folder) for screen tests; shut down after."""
    from tests.uitest import make_app
    app = make_app(monkeypatch, tmp_path)
    yield app
    app.shutdown()
