"""Names said together on network screens, one way for the lobby and the table: the
spectators' names shortened with "+N" ("Olena, a guest +2"), seat names as a sentence lists
them ("Olena and Taras"), and a line with such a list whose verb agrees with how many it names
(the key's plural forms, picked by ``n``: "Чекаємо, поки Олена і Тарас повернуться").  Names
stay as they were typed: never declined, never translated."""
from __future__ import annotations

from typing import Callable, Sequence

LOBBY_WATCHERS = 4              # names the lobby lists before "+N"
BANNER_WATCHERS = 2             # ... and the table's banner, which has less room


def short_list(t: Callable[..., str], names: Sequence[str], most: int) -> str:
    """``names`` (an unnamed one is "a guest"), the first ``most`` of them and "+N" more."""
    shown = [n or t("net.watcher_unnamed") for n in names]
    more = f" +{len(shown) - most}" if len(shown) > most else ""
    return ", ".join(shown[:most]) + more


def watchers_line(t: Callable[..., str], names: Sequence[str]) -> str:
    """The banner's part about who watches: "watching: Olena, a guest +1" ("" if nobody)."""
    if not names:
        return ""
    return t("net.watchers", n=len(names), names=short_list(t, names, BANNER_WATCHERS))


def seats_said(scene, key: str, seats: Sequence[int]) -> str:
    """``key`` with its ``{name}`` the seats' names as a sentence lists them, in the form
    that agrees with how many they are."""
    from scenes.parts.banner import name_list
    return scene.t(key, name=name_list(scene, list(seats)), n=len(seats))
