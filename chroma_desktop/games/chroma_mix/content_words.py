"""Why Chroma Mix's content is refused, as message templates (the catalogue `chroma_mix_content`;
Italian texts: `data/i18n/it/chroma_mix_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Card ids, options and values are quoted as the file writes them.
"""

from typing import TYPE_CHECKING, Any

from chroma_desktop.rules.messages import COUNT, TEXT, catalogue
from chroma_desktop.rules.record_words import AsWritten
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.chroma_mix import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ChromaMixContent]" = catalogue("chroma_mix_content")


def listed(values: Any) -> AsWritten:
    """Values, comma-separated, as written."""
    return AsWritten(", ".join(str(value) for value in values))


NO_CARD = T.add("no_card", card=TEXT)
NOTHING_TO_CHECK = T.add("nothing_to_check", tests=TEXT)
ALREADY_USED = T.add("already_used", value=TEXT, other=TEXT)
UNKNOWN_PIGMENT = T.add("unknown_pigment", known=TEXT)
PIGMENTS_FOR_RANK = T.add("pigments_for_rank", found=COUNT, rank=COUNT)
REPEATS_ALTERNATIVE = T.add("repeats_alternative")
ONLY_CONTINUOUS_STACKS = T.add("only_continuous_stacks")
MORE_THAN_COPIES = T.add("more_than_copies")
NOT_SUPPLY_CARD = T.add("not_supply_card", card=TEXT)
PIGMENTS_UNIQUE = T.add("pigments_unique")
RANK_COPIES = T.add("rank_copies", found=COUNT, rank=COUNT, expected=COUNT)
NOT_RANK_CARD = T.add("not_rank_card", card=TEXT, rank=COUNT)
RANK_FOUR_NOWHERE = T.add("rank_four_nowhere", card=TEXT)
MORE_SLOTS = T.add("more_slots")
NO_CONDITION = T.add("no_condition", card=TEXT)
OPTION_TWICE = T.add("option_twice")
NOT_A_CHOICE = T.add("not_a_choice", value=TEXT)
CHOICES_MUST_BE = T.add("choices_must_be", choices=TEXT)
OPTIONS_MUST_BE = T.add("options_must_be", options=TEXT)
NOT_ENOUGH_FOR_FOUR = T.add("not_enough_for_four", card=TEXT)
NOT_ENOUGH_FOR_BILLY = T.add("not_enough_for_billy", card=TEXT)
TIE_BREAKER_TWICE = T.add("tie_breaker_twice")
NO_OPTION = T.add("no_option", name=TEXT, options=TEXT)
OPTIONS_CHOICES = T.add("options_choices", choices=TEXT)
OPTIONS_DEFAULT = T.add("options_default", value=TEXT)
