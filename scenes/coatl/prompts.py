"""The banner line of Coatl's assembly steps, built from the legal actions: it names every kind
of step the player may take now ("You may place a glowing temple, play more prophecy cards
(at most 4 a coatl), add pieces or end the turn"), so a step that works is never left unsaid.
A short form of each phrase keeps the line on one row in a small window (the banner asks for
``short`` when the long line does not fit)."""
from __future__ import annotations

from typing import Callable, Iterable

# the kinds of step an assembly action belongs to, in the order the banner names them
KIND_OF = {"temple": "temple", "play": "play", "start": "piece", "add": "piece", "end": "end"}
KINDS = ("temple", "play", "piece", "end")


def step_kinds(legal: Iterable[tuple]) -> list[str]:
    """The kinds of step among ``legal`` (assembly actions), in banner order; a verb outside
    ``KIND_OF`` raises ``KeyError`` (a new verb must get its phrase)."""
    have = {KIND_OF[a[0]] for a in legal}
    return [k for k in KINDS if k in have]


def assemble_prompt(t: Callable[..., str], legal: Iterable[tuple], short: bool = False) -> str:
    """The banner line for an assembly step with these legal actions: every kind named."""
    kinds = step_kinds(legal)
    if kinds == ["play"]:
        return t("coatl.prompt.must_play_short" if short else "coatl.prompt.must_play")
    form = "coatl.step_short." if short else "coatl.step."
    phrases = [t(form + k) for k in kinds]
    if len(phrases) > 1:
        listed = t("coatl.step.or", some=", ".join(phrases[:-1]), final=phrases[-1])
    else:
        listed = "".join(phrases)
    return t("coatl.prompt.you_may", steps=listed)
