"""The words of the player's record of rounds (`ui/round_record.py`), as message templates (the
catalogue `rounds`), so a count of rounds takes its language's plural form ("1 round",
"6 rounds"; German "1 Runde", "6 Runden"): Qt's own translations know one form a text, and the
results said "Won in 1 rounds". No Qt here: the templates are read by `tools/message_ids.py`.
"""

from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, TEXT, catalogue

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Rounds]" = catalogue("rounds")

# The round's prompt while a game that counts for the record is played.
BEST_HERE = T.add("best_here", best=COUNT)
# The results: a new best (on the sheet named), a win slower than the best, a loss.
WON_NEW_BEST = T.add("won_new_best", rounds=COUNT, sheet=TEXT)
WON_NOT_BEST = T.add("won_not_best", rounds=COUNT, best=COUNT)
LOST_BEST_IS = T.add("lost_best_is", best=COUNT)
