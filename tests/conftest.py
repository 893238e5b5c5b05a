"""Test setup: everything runs headless, and every test has a user folder of its own.

The default run leaves out the tests marked ``slow`` (pyproject's addopts); ``python -m pytest
-m ""`` runs them too.  A test's user folder (``FIVE_REALMS_HOME``: settings, saves, records,
replays) is a fresh temporary folder, so tests never share files — nor touch the player's — and
may run in parallel (``-n 2`` with pytest-xdist).  Inside the test processes ``os.fsync`` only
checks its file descriptor: durability is the operating system's, and thousands of autosaves
waiting on the disk cost the suite wall-clock time (the kill test of tests/test_crash_safe.py
runs the real thing in a process of its own)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402 - after the headless environment is set


def _fsync_checks_the_descriptor_only(fd: int) -> None:
    os.fstat(fd)            # a closed or bad descriptor still fails as fsync would


@pytest.fixture(autouse=True)
def _no_disk_flush(monkeypatch):
    """Saves, records and replays still write, replace and call fsync on file and folder (a
    test may count the calls); only the wait for the disk is left out."""
    monkeypatch.setattr(os, "fsync", _fsync_checks_the_descriptor_only)


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
