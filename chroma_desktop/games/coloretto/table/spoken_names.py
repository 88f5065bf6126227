"""What a screen reader calls Coloretto's deck and the drawn card's place
(`TableLayout.spoken_name`, read by `ui/accessible_table.py` and the P key): "Deck: 50 cards.
Drawn card: Joker", "Deck: 54 cards. No card drawn", where the drawing shows the drawn card
beside the deck, in the deck's area, and an empty place labelled "drawn card"; the deck's top
card, which Tab lands on to draw, by the deck's count."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.coloretto import text as words
from chroma_desktop.games.coloretto.state import NO_ONE, PLACE, ColorettoState
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import render
from chroma_desktop.ui.items.card_item import CardFace

translate = QCoreApplication.translate


def no_card_drawn() -> str:
    return translate("ColorettoTable", "No card drawn")


def spoken_name(item_id: str, view: ColorettoState, faces: list[CardFace]) -> str:
    """The deck's area by its count and the card drawn from it (`faces`: the layout's card
    faces by kind), the empty place of the drawn card as a sentence; "" for anything else."""
    if item_id == "label:drawn":
        return no_card_drawn()
    if item_id not in ("zone:deck", "deck"):
        return ""
    deck = render(words.DECK_SIZE(n=view.deck_size()), translate=message_translator())
    if item_id == "deck":  # the deck's top card, which Tab lands on to draw: "Face-down card" before
        return deck
    if view.drawn != NO_ONE and view.phase == PLACE:
        drawn = translate("ColorettoTable", "Drawn card: {card}").format(card=faces[view.drawn].title)
        return f"{deck}. {drawn}"
    # Said with the deck, where P reads it whatever order the table's items were made in (the
    # empty place's label, made again after each drawn card, came last).
    return f"{deck}. {no_card_drawn()}"
