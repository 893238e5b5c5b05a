"""A joiner's way back to a lost network table: a quiet retry every few seconds in a thread
of its own (the banner says "reconnecting…"), and the "Reconnect" button's try at once, in
such a thread too (the window never waits for a host that does not answer), whose failure is
said.  Failed tries are counted: after ``UNREACHABLE_TRIES`` of them that
did not find the table closed (they only timed out: the host's machine vanished, no close, no
refusal) the banner says the host can't be reached and offers Reconnect and the way back to
the menu, while quiet tries go on.  A table heard on the local network with the same code on
the host's machine at another port (its app resumed it there: the old port was taken) is
tried there.  The host never reconnects: its table
ends with its server."""
from __future__ import annotations

import threading
from typing import Callable

from engine.net import keys
from engine.net.client import NetError
from engine.net.clientflow import RemoteSession
from engine.net.errors import key_of, localise
from engine.rules import IllegalAction

RETRY_S = 4.0                   # a lost connection is tried again this often, quietly
TRY_TIMEOUT_S = 4.0             # one try's bound (a host that vanished never answers)
UNREACHABLE_TRIES = 3           # failed tries before the banner says the host can't be reached
GONE = ("nothing_answers", "no_table")      # a try's errors that say the table is closed


class Reconnector:
    def __init__(self, scene, session: RemoteSession, on_back: Callable[[], None],
                 lan: Callable[[], list] | None = None) -> None:
        self.scene, self.session, self.on_back = scene, session, on_back
        # the tables heard on the local network (LanTable), listened for once a try failed
        self.lan = lan if lan is not None else self._lan_tables
        self.browser = None
        self.retry_in = RETRY_S
        self.retrying = False               # a quiet retry is under way ("reconnecting…")
        self.attempt: threading.Thread | None = None    # a quiet retry's connection
        self.fresh = None                   # ... and what it got (a SeatClient, or None)
        self.failure: Exception | None = None           # ... or why it failed
        self.gone = False                   # a try found the table closed: nothing answers
                                            # at the address, or no such table there
        self.failed = 0                     # tries that failed since the connection was lost
        self.asked = False                  # the player clicked Reconnect: the outcome is said

    def host_gone(self) -> bool:
        """The host closed the table (it said so as it closed), or a try found it closed:
        the banner says so and offers the way back to the menu (tries go on quietly: the
        host may open it again)."""
        ended = self.session.ended
        return self.lost() and (self.gone or (ended is not None and ended["why"] == "host"))

    def unreachable(self) -> bool:
        """Several tries failed without the table being found closed: the host's machine
        vanished, or the network between is gone (the banner says so; tries go on)."""
        return self.lost() and not self.host_gone() and self.failed >= UNREACHABLE_TRIES

    def lost_text(self) -> str:
        """The banner while the table is out of reach: the host closed it (it said so, or a
        try found it closed), the server stops (and comes back), or the connection was lost."""
        t, ended = self.scene.t, self.session.ended
        if self.host_gone():
            if ended is not None and ended["why"] == "host":
                return t("net.host_closed", name=ended["host"] or t("net.the_host"))
            return t("net.host_gone")
        if self.unreachable():
            return t("net.unreachable")
        if ended is not None and ended["why"] == "server":
            return t("net.server_stopped")
        return t("net.reconnecting" if self.retrying else "net.lost")

    def _learn(self, exc: Exception) -> None:
        """Whether a failed try says the table is closed (not just unreachable for now)."""
        found = key_of(str(exc))
        self.gone = found is not None and found[0] in GONE
        self.failed += 1

    def lost(self) -> bool:
        """The connection is lost and a joiner may take its seat again."""
        s = self.session
        return bool(s.closed and not s.is_over() and s.url and not s.hosted)

    def retry(self, dt: float) -> None:
        """A lost connection is tried again every few seconds (the banner says so)."""
        if not self.lost():
            self.retry_in, self.asked = RETRY_S, False
            return
        if self.attempt is not None:            # a try under way: its outcome?
            if self.attempt.is_alive():
                return
            fresh, self.attempt, self.fresh = self.fresh, None, None
            if fresh is not None:
                self.session.take_up(fresh)
                self.reconnected()
            elif self.failure is not None:
                self._learn(self.failure)
                self.follow_move()
                self._tell(self.failure)
            return
        self.retry_in -= dt
        if self.retry_in <= 0:
            self._start()

    def _start(self) -> None:
        self.retry_in = RETRY_S
        self.retrying = True
        self.attempt = threading.Thread(target=self._try, daemon=True,
                                        name="five-realms-reconnect")
        self.attempt.start()

    def follow_move(self) -> None:
        """The same table announced on the same machine at another port: tried there next
        (at once), and the seat's token kept under it too.  Only the same machine: a table
        announced elsewhere under this code is never sent the seat's token."""
        code, url = self.session.table.code, self.session.url
        scheme, _, rest = url.partition("://")
        machine = rest.rstrip("/").rpartition(":")[0]
        for t in self.lan():
            there = f"{scheme}://{t.address}:{t.port}"
            if t.code == code and t.address == machine and there != url:
                self.session.url, self.retry_in = there, 0.0
                if self.session.seat is not None:
                    keys.remember(there, code, self.session.seat, self.session.net.token,
                                  self.session.seat_name(self.session.seat))
                return

    def _lan_tables(self) -> list:
        if self.browser is None:
            try:
                from engine.net.lan import Browser
                self.browser = Browser()
            except Exception:  # noqa: BLE001 - no network to listen on: the address stays
                self.browser = False
        return self.browser.tables() if self.browser else []

    def close(self) -> None:
        if self.browser:
            self.browser.close()
        self.browser = None

    def _try(self) -> None:
        """(In a thread of its own: a host that does not answer never holds up a frame.)"""
        try:
            self.fresh, self.failure = self.session.connect_again(TRY_TIMEOUT_S), None
        except (NetError, IllegalAction, OSError) as exc:
            self.fresh, self.failure = None, exc

    def reconnect(self) -> None:
        """Reconnect, as the player asked: a try at once (or the one under way), in its own
        thread like a quiet one, so the window never waits for a host that does not answer;
        its failure is said."""
        self.asked = True
        if self.attempt is None and self.lost():
            self._start()

    def _tell(self, exc: Exception) -> None:
        """The failure of a try the player asked for, unless the banner says it already."""
        if self.asked and not self.host_gone() and not self.unreachable():
            self.scene.app.show_message(self.scene.t("net.reconnect_failed",
                                                     why=localise(self.scene.t, exc)))
        self.asked = False

    def reconnected(self) -> None:
        self.retrying = self.gone = self.asked = False
        self.failed = 0
        self.close()                        # (no longer listening for the table elsewhere)
        self.on_back()
