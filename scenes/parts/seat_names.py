"""Default seat names in the current language: a seat left unnamed got a default name of the
language of the day (``seat.names``); it reads in the language shown now, at the table, in the
menu and in the results.  A name a player typed stays as typed."""
from __future__ import annotations


def local_name(app, name: str) -> str:
    """A default seat name in the current language: "Olena (AI)" reads "Олена (ШІ)" in
    Ukrainian and back (a name the player typed stays as typed)."""
    from engine.i18n import _table
    here = app.i18n.t("seat.names").split(",")
    suffix_here = app.i18n.t("seat.ai_suffix")
    for lang in ("en", "uk"):
        table = _table(lang)
        names = table.get("seat.names", "").split(",")
        suffix = table.get("seat.ai_suffix", "")
        base, ai = name, ""
        if suffix and name.endswith(" " + suffix):
            base, ai = name[: -len(suffix) - 1], " " + suffix_here
        if base in names and names.index(base) < len(here):
            return here[names.index(base)] + ai
    return name
