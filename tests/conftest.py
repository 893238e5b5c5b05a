"""Test setup: everything runs headless, and every test has a user folder of its own.

The default run leaves out the tests marked ``slow`` (pyproject's addopts); ``python -m pytest
-m ""`` runs them too.  A test's user folder (``FIVE_REALMS_HOME``: settings, saves, records,
replays) is a fresh temporary folder, so tests never share files — nor touch the player's — and
may run in parallel (``-n 2`` with pytest-xdist)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402 - after the headless environment is set


@pytest.fixture(autouse=True)
def _own_user_folder(monkeypatch, tmp_path_factory):
    """Each test's own FIVE_REALMS_HOME (a test that sets its own still may)."""
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture()
def app(monkeypatch, tmp_path):
    """A headless app (1280x720, its own user folder) for screen tests; shut down after."""
    from tests.uitest import make_app
    app = make_app(monkeypatch, tmp_path)
    yield app
    app.shutdown()
