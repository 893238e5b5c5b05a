"""Leaving a network table asks first: the host's Quit (or the window's close button) stops
the table for everyone until it is hosted again; a joiner's Quit to menu leaves the seat
waiting (the token is kept, Join offers Rejoin)."""
from __future__ import annotations

from typing import Callable

from engine.worlds import use_world
from scenes.confirm import ConfirmScene


def ask_end_hosted(scene, session, quit_: Callable[[], None]) -> None:
    """The host's Quit stops the table until it is hosted again: ask first."""
    if session.is_over() or session.closed:
        quit_()
        return

    def done(value) -> None:
        use_world(scene.world)
        if value == "end":
            quit_()

    scene.app.scenes.push(ConfirmScene(
        scene.app, scene.t("net.end_title"), scene.t("net.end_hosted"),
        [("end", scene.t("net.end_yes"), "danger"), ("stay", scene.t("net.end_no"),
                                                      "primary")], done))


def ask_leave(scene, session, quit_: Callable[[], None]) -> None:
    """A joiner's Quit to menu asks first (the seat is kept: Join offers it again)."""
    if session.is_over() or session.closed:
        quit_()
        return

    def done(value) -> None:
        use_world(scene.world)
        if value == "leave":
            quit_()

    scene.app.scenes.push(ConfirmScene(
        scene.app, scene.t("net.leave_title"), scene.t("net.leave_text"),
        [("leave", scene.t("net.leave_yes"), "danger"), ("stay", scene.t("net.end_no"),
                                                        "primary")], done))
