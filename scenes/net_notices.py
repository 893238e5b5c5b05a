"""The log's lines about seats at a network table, one wording per event in every window and
language: a seat handed to the AI and given back (the server's notices: every seat's log and a
rejoining one's snapshot carry them), a player who left the table and is back (seen on the
connection, once each), the host who closed the table ("Olena closed the table", as the
banner says, not that the host left)."""
from __future__ import annotations

from engine.net.clientflow import RemoteSession, bare_name
from scenes.parts.log_text import LogLine

SERVER_NOTICES = {"handed": "net.log_handed", "back": "net.log_back"}  # the table's notices
GONE, BACK, CLOSED = "net.log_gone", "net.log_back", "net.host_closed"


class SeatNotices:
    def __init__(self, scene, session: RemoteSession) -> None:
        self.scene, self.session = scene, session
        self.own: list[tuple[int, str, int]] = []   # (moves then, i18n key, seat; -1: host)
        self.gone: set[int] = set()         # the seats whose players were seen leaving
        self.told = len(self.server())      # the server's notices shown on the screen
        self.closed_told = False            # the host's closing is in the log
        self._merged: tuple = (None, [])

    def server(self) -> list:
        return self.session.table.notices

    def watch(self, seen: list[tuple], now: list[tuple]) -> None:
        """Seats as seen before and now: (name, kind, connected, handed) each."""
        started = self.session.table.started and not self.session.is_over()
        for i, (old, new) in enumerate(zip(seen, now)):
            _, kind, connected, _ = new
            if old[1] != kind:              # handed or given back: the server's notice says
                self.gone.discard(i)        # so (a player given the seat back is no news)
            elif started and kind == "human" and connected != old[2] and i != self.session.seat:
                if not connected and i not in self.gone:    # once, however often seen
                    self.add(i, GONE)
                elif connected and i in self.gone:          # back: a player seen leaving
                    self.add(i, BACK)
        told = self.server()
        for _, what, seat in told[self.told:]:
            self.scene.log.text.version += 1
            self.scene.app.show_message(self.scene.t(SERVER_NOTICES[what], name=self.name(seat)))
        self.told = len(told)
        self.host_closed()

    def reconnected(self, now: list[tuple]) -> None:
        """Back at the table: a player seen leaving (the host who closed it, too) who is there
        again is back; the server's notices as they are now are not news."""
        self.told = len(self.server())
        self.closed_told = False
        for i, (_, kind, connected, _) in enumerate(now):
            if i in self.gone and connected:
                self.add(i, BACK)

    def add(self, seat: int, key: str) -> None:
        if key == GONE:                     # (the banner tells whom the table waits for)
            self.gone.add(seat)
        else:
            self.gone.discard(seat)
            self.scene.app.show_message(self.scene.t(key, name=self.name(seat)))
        self.own.append((len(self.session.steps), key, seat))
        self.scene.log.text.version += 1    # the box is drawn again with the line

    def host_closed(self) -> None:
        """The host closed the table on purpose: "Olena closed the table" in the log, in the
        banner's words, instead of "Olena left the table" (never both)."""
        ended = self.session.ended
        if not ended or ended.get("why") != "host" or self.closed_told:
            return
        self.closed_told = True
        names = [self.name(i) for i in range(len(self.session.table.seats))]
        host = bare_name(ended.get("host", ""))
        seat = names.index(host) if host in names else -1
        now = len(self.session.steps)
        self.own = [nt for nt in self.own if not (nt[1] == GONE and nt[2] == seat
                                                  and nt[0] == now)]
        if seat >= 0:
            self.gone.add(seat)             # a resumed table: "Olena is back"
        self.own.append((now, CLOSED, seat))
        self.scene.log.text.version += 1

    def name(self, seat: int) -> str:
        """A seat's name as typed (each screen adds its own AI mark; a log line has none)."""
        seats = self.session.table.seats
        if 0 <= seat < len(seats):
            return (bare_name(seats[seat].get("name", ""))
                    or self.scene.t("seat.player", n=seat + 1))
        ended = self.session.ended or {}
        return bare_name(ended.get("host", "")) or self.scene.t("net.the_host")

    def all(self) -> list[tuple[int, str, int]]:
        """The server's notices (every seat's, a rejoining one's too) and this log's own."""
        return [(n, SERVER_NOTICES[what], seat) for n, what, seat in self.server()] + self.own

    def merged(self, base: list[LogLine]) -> list[LogLine]:
        """The log's lines with the seats' lines among them, each after the moves made
        before it (worked out again only when either changes)."""
        notices = self.all()
        if not notices:
            return base
        key = (id(base), len(base), tuple(notices), self.scene.app.i18n.lang)
        if self._merged[0] != key:
            out: list[LogLine] = []
            told = sorted(notices, key=lambda n: n[0])
            k = 0
            for ln in base:
                while k < len(told) and ln.step >= told[k][0]:
                    out.append(self.line(told[k]))
                    k += 1
                out.append(ln)
            out.extend(self.line(n) for n in told[k:])
            self._merged = (key, out)
        return self._merged[1]

    def line(self, notice: tuple[int, str, int]) -> LogLine:
        return LogLine(None, self.scene.t(notice[1], name=self.name(notice[2])), "round", -1)
