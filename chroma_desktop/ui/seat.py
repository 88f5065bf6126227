"""Who sits in a seat at the table: a human at the desk, or a bot by name."""

from typing import NamedTuple


class Seat(NamedTuple):
    """Who sits in a seat: a human, or a bot by name."""

    name: str
    bot: str = ""  # "" for a human, else a bot name such as "heuristic" or "random"

    @property
    def is_human(self) -> bool:
        return not self.bot

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: object) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        bot = data.get("bot", "")
        if not isinstance(bot, str):
            raise ValueError("a seat's bot must be text")
        return cls(data["name"], bot)
