"""Tables on the local network: a host announces itself with zeroconf (mDNS service
``_five-realms._tcp``), the join screen lists what it hears.

Which interfaces: ``FIVE_REALMS_LAN_INTERFACES`` (comma-separated addresses) if set; a headless
run (``SDL_VIDEODRIVER=dummy``: tests, CI) uses the loopback interface only, so nothing is
ever multicast onto a real network from a test; otherwise every interface.  No pygame.
"""
from __future__ import annotations

import os
import socket
import threading
from dataclasses import dataclass
from typing import Any

SERVICE = "_five-realms._tcp.local."


def lan_interfaces() -> Any:
    from zeroconf import InterfaceChoice
    given = os.environ.get("FIVE_REALMS_LAN_INTERFACES")
    if given:
        return [a.strip() for a in given.split(",") if a.strip()]
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return ["127.0.0.1"]
    return InterfaceChoice.All


def headless() -> bool:
    return lan_interfaces() == ["127.0.0.1"]


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses as others may reach it (no packet is sent to find them);
    only 127.0.0.1 when headless."""
    if headless():
        return ["127.0.0.1"]
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = info[4][0]
            if addr not in found and not addr.startswith("127."):
                found.append(addr)
    except OSError:
        pass
    return found + ["127.0.0.1"]


@dataclass(frozen=True)
class LanTable:
    name: str
    address: str
    port: int
    code: str
    game: str
    host: str = ""          # the host player's name, as announced


class Announcer:
    """Announce a table server (and a table's code, if hosting one) until ``close``."""

    def __init__(self, host: str, port: int, name: str, code: str = "", game: str = "") -> None:
        from zeroconf import ServiceInfo, Zeroconf
        addrs = [a for a in local_addresses()] if host in ("0.0.0.0", "") else [host]
        if headless():
            addrs = ["127.0.0.1"]
        self.zc = Zeroconf(interfaces=lan_interfaces())
        label = "".join(c for c in name if c.isalnum() or c in " -")[:40] or "Five Realms"
        self.info = ServiceInfo(
            SERVICE, f"{label} {port}.{SERVICE}", port=port,
            addresses=[socket.inet_aton(a) for a in addrs],
            properties={"code": code, "game": game, "host": name[:40], "v": "1"})
        self.zc.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


class Browser:
    """Listen for announced tables; ``tables()`` is what was heard so far."""

    def __init__(self) -> None:
        from zeroconf import ServiceBrowser, Zeroconf
        self._lock = threading.Lock()
        self._found: dict[str, LanTable] = {}
        self.zc = Zeroconf(interfaces=lan_interfaces())
        self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf, service_type: str, name: str, state_change) -> None:
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        if info is None or not info.parsed_addresses():
            return
        props = {k.decode(): (v or b"").decode() for k, v in (info.properties or {}).items()}
        with self._lock:
            self._found[name] = LanTable(name.removesuffix("." + SERVICE), info.parsed_addresses()[0],
                                         info.port or 0, props.get("code", ""),
                                         props.get("game", ""), props.get("host", ""))

    def tables(self) -> list[LanTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.name)

    def close(self) -> None:
        try:
            self.browser.cancel()
        finally:
            self.zc.close()
