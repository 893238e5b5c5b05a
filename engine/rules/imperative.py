"""An action's log line (``describe``: third person, "moves the left Faith marker to row 3 and
pushes") as an instruction to the player ("Move the left Faith marker to row 3 and push"),
for the hint (play-test 15: "Hint: invokes their god…" read as a log line).  Every game's
``describe`` speaks with the same few verbs, so one table per language turns them, wherever
in the line they stand ("uses The Elder, pays 3 gold and gains 4 glory"); a word not in the
table (a card's name, "its cube goes to …") is left as it is."""
from __future__ import annotations

import re

_EN = {
    "activates": "activate", "adds": "add", "buys": "buy", "chooses": "choose",
    "declines": "decline", "discards": "discard", "draws": "draw", "drafts": "draft",
    "enchants": "enchant", "ends": "end", "forges": "forge", "gains": "gain",
    "invests": "invest", "invokes": "invoke", "keeps": "keep", "looks": "look", "moves": "move",
    "opens": "open", "passes": "pass", "pays": "pay", "performs": "perform", "places": "place",
    "plays": "play", "pushes": "push", "puts": "put", "recycles": "recycle",
    "refills": "refill", "resolves": "resolve", "rolls": "roll", "sacrifices": "sacrifice",
    "spends": "spend", "starts": "start", "takes": "take", "travels": "travel",
    "tucks": "tuck", "upgrades": "upgrade", "uses": "use",
    "their": "your", "theirs": "yours", "themselves": "yourself",
}
# the polite plural imperative, perfective where one act is meant ("перемістіть")
_UK = {
    "активує": "активуйте", "бере": "візьміть", "вдосконалює": "вдоскональте",
    "вкладає": "вкладіть", "вковує": "вкуйте", "використовує": "використайте",
    "витрачає": "витратьте", "відкриває": "відкрийте", "відмовляється": "відмовтеся",
    "грає": "зіграйте", "дивиться": "подивіться", "додає": "додайте", "жертвує": "пожертвуйте",
    "завершує": "завершіть", "закінчує": "закінчіть", "закликає": "закличте",
    "залишає": "залиште", "застосовує": "застосуйте", "зачаровує": "зачаруйте",
    "здійснює": "здійсніть", "кладе": "покладіть", "купує": "купіть", "мандрує": "мандруйте",
    "обирає": "оберіть", "отримує": "отримайте", "переміщує": "перемістіть",
    "переробляє": "переробіть", "платить": "заплатіть", "повертається": "поверніться",
    "поповнює": "поповніть", "починає": "почніть", "підкладає": "підкладіть",
    "пропускає": "пропустіть", "робить": "зробіть", "розігрує": "розіграйте",
    "розміщує": "розмістіть", "скидає": "скиньте",
}
# after "не" the imperfective: "нічого не вкладайте", never "не вкладіть"
_UK_NOT = {"вкладає": "вкладайте", "бере": "беріть", "грає": "грайте"}
# whole phrases first: an English "is done taking cards" has no verb of the table
_EN_PHRASES = (("is done taking", "stop taking"),)

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)


def instruct(text: str, lang: str = "en") -> str:
    """``text`` (a ``describe`` line) as an instruction, its first letter a capital."""
    if not text:
        return text
    if lang == "uk":
        out = re.sub(r"\bне (\w+)", lambda m: "не " + _UK_NOT.get(m.group(1), m.group(1)), text)
        out = _WORD.sub(lambda m: _UK.get(m.group(0), m.group(0)), out)
    else:
        out = text
        for said, told in _EN_PHRASES:
            out = out.replace(said, told)
        out = _WORD.sub(lambda m: _EN.get(m.group(0), m.group(0)), out)
    return out[:1].upper() + out[1:]
