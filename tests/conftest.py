"""Test setup: everything runs headless, and every test has a user folder of its own.

The default run leaves out the tests marked ``slow`` (pyproject's addopts); ``python -m pytest
-m ""`` runs them too.  A test's user folder (``FIVE_REALMS_HOME``: settings, saves, records,
replays) is a fresh temporary folder, so tests never share files — nor touch the player's — and
may run in parallel (``-n 2`` with pytest-xdist).  Inside the test processes ``os.fsync`` only
checks its file descriptor: durability is the operating system's, and thousands of autosaves
waiting on the disk cost the suite wall-clock time (the kill test of tests/test_crash_safe.py
runs the real thing in a process of its own).  SVG art is rasterised once per test process
(``_svg_raster_kept``): every app a test opens draws the same art at the same sizes; so are its
lines of text (``_text_kept``)."""
import os
import sys
from collections import OrderedDict

# Compiled modules are kept (``__pycache__``, pytest's rewritten test modules too), as Python does
# by default: with PYTHONDONTWRITEBYTECODE set in the environment each of the three test
# processes, and every app, server and AI worker process a test starts, compiled every module
# anew (pytest's assertion rewriting of the test modules alone cost ~10 s of CPU a process).
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

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


# -- SVG art rasterised once per test process ---------------------------------------------------
_SVG_RASTERS: dict = {}
_LOAD_SVG = None


def _svg_raster_kept(file, size, *args, **kwargs):
    """``pygame.image.load_sized_svg`` is a pure function of the file and the size and costs
    milliseconds a call; every app a test opens rasterised the same art anew (a fifth of the
    screen tests' time).  One raster per (file, size) a process, a copy handed out each time;
    a file that fails to load fails every time, as before."""
    key = (str(file), tuple(size), args, tuple(sorted(kwargs.items())))
    if key not in _SVG_RASTERS:
        _SVG_RASTERS[key] = _LOAD_SVG(file, size, *args, **kwargs)
    return _SVG_RASTERS[key].copy()


@pytest.fixture(autouse=True, scope="session")
def _svg_rasters_kept():
    global _LOAD_SVG
    import pygame
    _LOAD_SVG = pygame.image.load_sized_svg
    pygame.image.load_sized_svg = _svg_raster_kept
    yield
    pygame.image.load_sized_svg = _LOAD_SVG


# -- rendered text kept between the apps of a test process -------------------------------------
_TEXTS: OrderedDict = OrderedDict()
_TEXTS_KEPT = 6000      # surfaces (a few KB each)
_REAL: dict = {}


def _text_kept(self, text, size_px, color, weight="regular", wrap_px=0, align="left"):
    """``Assets.text`` renders a line with the bundled font: a pure function of its arguments
    and the font file, and every app a test opens rendered the same labels anew.  An app's own
    cache missing a line is given a copy of the one an earlier app rendered (the last
    ``_TEXTS_KEPT`` lines); nothing is shared while a test replaces how fonts are found
    (``Assets.font``, ``font_path``): what such a test renders is neither taken nor kept."""
    from engine import assets
    real = _REAL["text"]
    if assets.Assets.font is not _REAL["font"] or assets.font_path is not _REAL["font_path"]:
        return real(self, text, size_px, color, weight, wrap_px, align)
    key = (text, int(size_px), tuple(color), weight, int(wrap_px), align)
    if key not in self._texts and key in _TEXTS:
        _TEXTS.move_to_end(key)
        self._texts.get_or(key, _TEXTS[key].copy)
    surf = real(self, text, size_px, color, weight, wrap_px, align)
    if key not in _TEXTS:
        _TEXTS[key] = surf.copy()
        if len(_TEXTS) > _TEXTS_KEPT:
            _TEXTS.popitem(last=False)
    return surf


@pytest.fixture(autouse=True, scope="session")
def _texts_kept():
    from engine import assets
    _REAL.update(text=assets.Assets.text, font=assets.Assets.font, font_path=assets.font_path)
    assets.Assets.text = _text_kept
    yield
    assets.Assets.text = _REAL["text"]


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


# -- AI worker processes kept warm between the tests of one test process -------------------------
_PARKED: list = []      # at most one ProcessService whose workers idle between two tests


def _park_or_stop(real_shutdown, pool_class: type) -> None:
    """What ``shutdown_service`` does in a test: a whole pool of worker processes has its
    requests cancelled and is parked for the next test that wants workers; anything else (a
    sliced service, a pool that lost a worker) is shut down for real."""
    from engine.ai import workers
    svc = workers._SERVICE
    if type(svc) is not pool_class or svc._closed or _PARKED \
            or len(svc.alive()) != len(svc._workers):
        real_shutdown()
        return
    for ticket in [t for t, _ in svc._queue] + [w.task for w in svc._workers if w.task]:
        svc.cancel(ticket)
    workers._SERVICE = None
    _PARKED.append(svc)


@pytest.fixture(autouse=True)
def _warm_ai_workers(request, monkeypatch):
    """Starting a pool of AI worker processes (spawned interpreters importing the rules) costs
    ~0.35 s of CPU, and nearly every table test starts one and shuts it with its app.  Here a
    pool is parked when the app shuts down and handed to the next test that starts a service
    with processes, as the bench does with ``shutdown(keep_ai=True)``; its requests are
    cancelled first and every request carries its own view and seed, so a warm worker answers
    as a fresh one would.  A test marked ``cold_ai_workers`` sees the real start and stop."""
    if request.node.get_closest_marker("cold_ai_workers"):
        yield
        return
    from engine.ai import workers
    real_shutdown, real_start = workers.shutdown_service, workers.start_service
    pool = workers.ProcessService        # the real class, even if the test replaces it

    def start(processes: bool | None = None):
        if processes is None:
            processes = os.environ.get("FIVE_REALMS_AI_PROCESSES", "1") != "0"
        if processes and _PARKED:
            return _PARKED.pop()
        return real_start(processes)

    monkeypatch.setattr(workers, "shutdown_service", lambda: _park_or_stop(real_shutdown, pool))
    monkeypatch.setattr(workers, "start_service", start)
    yield
    _park_or_stop(real_shutdown, pool)   # a service a test left running is not the next one's


def pytest_collection_finish(session):
    """What collection loaded (every module, pytest's and hypothesis's objects) lives as long as
    the process: it leaves the cyclic collector's view, as ``App.run`` does with the start-up
    objects, so the full collection a scene change makes looks only at what tests made."""
    import gc
    gc.collect()
    gc.freeze()


# -- network tables (loopback only) -------------------------------------------------------------
@pytest.fixture()
def served_url(tmp_path):
    """A table server in a thread of this process, on 127.0.0.1: its ws:// address."""
    from engine.net.server import ServerThread, TableServer
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    yield f"ws://127.0.0.1:{thread.start()}"
    thread.stop()


@pytest.fixture()
def hosting():
    """Whatever the app hosts is stopped after the test."""
    yield
    from scenes.host import Hosted
    if Hosted.current is not None:
        Hosted.current.stop()
        Hosted.current = None
