"""Chroma Mix's table: supply and market on top, the other players in the middle, your play area,
hand, buttons and race to win below. Sized to read at 1280×800.

Every card is drawn from data by `faces.CardArt`. Cards keep their ids while they stay and carry
them when they move (`identity.py`), so a card travels from where it was (a deck, a supply pile,
the market, your hand) to where it goes, and a hand is laid out afresh from what it holds. Drop
and pick-up keys follow the rules' component ids (`p0.hand:cerulean`, `market.r2:jungle`, ...),
so a drop maps to a move without the table knowing any rule. While an effect waits for your
choice, every card that answers it is lit.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_mix import phrases
from chroma_desktop.games.chroma_mix.game import ChromaMixGame
from chroma_desktop.games.chroma_mix.state import EMPTY
from chroma_desktop.games.chroma_mix.table import progress, spoken_names
from chroma_desktop.games.chroma_mix.table.faces import CardArt, card_words, pigment_colour
from chroma_desktop.games.chroma_mix.table.identity import HIDDEN, MARKET, Identities, Place
from chroma_desktop.games.chroma_mix.table.placing import (
    READABLE,
    bar_heights,
    fan_positions,
    fit_label,
    label_bottom,
    label_top,
    row_positions,
)
from chroma_desktop.language import message_translator
from chroma_desktop.language import word as content_word  # a content name in the language shown
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.card_item import CardFace, CardPainter
from chroma_desktop.ui.plain_text import Rich, join_rich, rich
from chroma_desktop.ui.scene.layouts import TableContext, TableLayout
from chroma_desktop.ui.scene.specs import ButtonSpec, CardSpec, LabelSpec, Spec, ZoneSpec
from chroma_desktop.ui.scene.word_room import elided_title, shared_widths, title_and_status, wrapped
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP, seat_title

WIDTH, HEIGHT = 1120.0, 870.0
translate = QCoreApplication.translate
BUTTONS = (("refill", QT_TRANSLATE_NOOP("ChromaMixTable", "Refill")),
           ("swap", QT_TRANSLATE_NOOP("ChromaMixTable", "Swap")),
           ("done", QT_TRANSLATE_NOOP("ChromaMixTable", "Done")),
           ("skip", QT_TRANSLATE_NOOP("ChromaMixTable", "Skip")))


def pile_words(pile: str) -> str:
    """"Deck" or "Discard" in the language shown."""
    return (translate("ChromaMixTable", "Deck") if pile == "Deck"
            else translate("ChromaMixTable", "Discard"))



def pile_label(pile: str, width: float) -> str:
    """`pile_words(pile)` on as many lines as it takes to fit under its pile, `width` wide (the
    next pile's label starts there: a longer word than English's ran into it)."""
    return "\n".join(wrapped(pile_words(pile), width, theme.font(READABLE)))


M = 8.0  # margin and gap between panels
TOP_H = 290.0  # supply and market
OTHERS_Y, OTHERS_H = TOP_H + 2 * M, 238.0
OWN_Y = OTHERS_Y + OTHERS_H + M
PLAY_H, HAND_H = 130.0, 172.0
LEFT_W = 744.0  # your play area and hand; the buttons and race to win to their right
TITLE = 26.0  # room for a panel's title
SUPPLY_SCALE, MARKET_SCALE, PLAY_SCALE, HAND_SCALE = 1.0, 1.1, 0.8, 1.15
OTHER_SCALE, BACK_SCALE, PILE_SCALE, BILLY_SCALE = 0.8, 0.5, 0.55, 1.0
NARROW, NARROW_SCALE = 450.0, 0.78  # a panel this narrow (four players) has smaller cards
MARKET_SIDE = 116.0  # the market row's name, deck and discard, right of its cards
BUTTON_ROW = 48.0  # Refill, Swap, Done, Skip above the race to win
CARD_W, CARD_H = theme.CARD_WIDTH, theme.CARD_HEIGHT


def _size(scale: float) -> tuple[float, float]:
    return CARD_W * scale, CARD_H * scale


class ChromaMixLayout(spoken_names.SpokenNames, TableLayout):
    scene_width = WIDTH
    scene_height = HEIGHT

    def __init__(self, content: Any, players: int) -> None:
        self.content = content
        self.players = players
        self._arts: dict[int, CardArt] = {}
        self._faces: dict[int, CardFace] = {}
        self._kinds = 0  # the content's cards and Billy's Mix card, once a set-up is known
        self._win: dict[str, Message] = {}
        self._config: Any = None
        self.back = CardFace("", "#2E5E8C", "dots", face_down=True)
        self.cards = Identities()
        self._supply_before: tuple[int, ...] | None = None
        self._lit: set[str] = set()
        self._drawings = 0  # how many times the table was drawn
        self._places: list[tuple[Place, dict]] = []

    def _build_faces(self, config: Any) -> None:
        """Start this game's set-up's card faces afresh (a win card's text follows the options):
        each is made when first shown, so the first frame says only the words of the cards on
        the table."""
        self._win = {condition.in_play: progress.condition_words(config, condition)
                     for condition in config.conditions if condition.in_play}
        self._arts, self._faces = {}, {}
        self._kinds = len(self.content.cards) + 1
        self._config = config

    def art_of(self, kind: int) -> CardArt:
        """What card `kind` shows (the last kind is Billy's Mix card)."""
        art = self._arts.get(kind)
        if art is None:
            art = self._arts[kind] = self._made_art(kind)
        return art

    def face_of(self, kind: int) -> CardFace:
        face = self._faces.get(kind)
        if face is None:
            face = self._faces[kind] = self._face(self.art_of(kind))
        return face

    @property
    def art(self) -> list[CardArt]:
        """Every card's art, in kind order (Billy's Mix card last)."""
        return [self.art_of(kind) for kind in range(self._kinds)]

    @property
    def faces(self) -> list[CardFace]:
        return [self.face_of(kind) for kind in range(self._kinds)]

    def _made_art(self, kind: int) -> CardArt:
        content = self.content
        if kind == len(content.cards):
            return CardArt(translate("ChromaMixTable", "Mix"), "#3B3B46", (("?",),), 0, 0,
                           render(phrases.EFFECT_BILLY_MIX(), None, message_translator()), "⚡")
        card = content.cards[kind]
        text, marks = card_words(content, kind, self._win)
        stripes = tuple(pigment_colour(v) for v in card.pigments) \
            if len(card.pigments) > 1 else ()
        pips = tuple(tuple("CMY"[i] for i, count in enumerate(vector) for _ in range(count))
                     for vector in card.pigments)
        return CardArt(shown(card), pigment_colour(card.pigments[0]), pips, card.rank, card.vp,
                       text, marks, stripes)

    @staticmethod
    def _face(art: CardArt) -> CardFace:
        painter = cast(CardPainter, art)  # a value that paints: mypy misses a NamedTuple's __call__
        return CardFace(art.name, art.fill, "", text=art.text, marks=art.marks, painter=painter)

    def glyph_colours(self) -> dict[str, str]:
        return {}

    def glyph_words(self) -> dict[str, str]:
        # The marks before a card's effects (faces.card_words) say its kind; rank dots and VP
        # stars are said by the card's words already.
        return {"⚡": translate("ChromaMixTable", "Instant effect:"),
                "∞": translate("ChromaMixTable", "Continuous effect:")}

    def end_details(self, state: Any, names: list[str]) -> Rich:
        """At the end every hand is shown: each player's play area, hand and tucked cards."""
        config = state.config

        def listing(cards: tuple[int, ...]) -> str:
            named = [f"{content_word(config.names[k])}{f' ×{n}' if n > 1 else ''}"
                     for k, n in enumerate(cards[: config.kinds]) if n]
            return ", ".join(named) or translate("ChromaMixTable", "none")

        play, hand = translate("ChromaMixTable", "play:"), translate("ChromaMixTable", "hand:")
        tucked = translate("ChromaMixTable", "tucked:")
        parts = [rich("<h3>{title}</h3>", title=translate("ChromaMixTable", "Cards at the end"))]
        for seat in range(config.players):
            more = rich("<br>{tucked} {cards}", tucked=tucked, cards=listing(state.tucked[seat]))
            parts.append(rich("<p><b>{name}</b><br>{play} {cards}<br>{hand} {held}{more}</p>",
                              name=names[seat], play=play, cards=listing(state.play[seat]), hand=hand,
                              held=listing(state.hands[seat]), more=more if any(state.tucked[seat]) else ""))
        if config.solo:
            billy = translate("ChromaMixTable", "Confident Billy")
            parts.append(rich("<p><b>{billy}</b><br>{hand} {held}</p>", billy=billy, hand=hand,
                              held=listing(state.hands[config.billy])))
        return join_rich("", parts)

    def source_title(self, source: str, view: Any) -> str:
        config = view.config
        kind = config.kind_of(source.split(":")[-1].split("#")[0])
        return content_word(config.names[kind]) if kind is not None else ""

    # -- the whole table ------------------------------------------------------------------
    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        config = view.config
        if config is not self._config:
            self._build_faces(config)
        me = context.viewer if context.viewer is not None else 0
        self._lit = self._choices(view, context)
        self._drawings += 1
        self._places = []  # cards whose ids come from where they were: placed last
        specs: list[Spec] = []
        specs += self._supply(view)
        specs += self._market(view)
        others = [seat for seat in range(config.players) if seat != me]
        panels = others + ([config.billy] if config.solo else [])
        width = (WIDTH - 2 * M - M * (len(panels) - 1)) / max(1, len(panels))
        for index, seat in enumerate(panels):
            left = M + index * (width + M)
            if view.is_billy(seat):
                specs += self._billy(view, context, left, width)
            else:
                specs += self._opponent(view, context, seat, left, width)
        specs += self._own(view, context, me)
        specs += self._race(view, context, me)
        specs += self._placed_cards(view)
        self._supply_before = tuple(view.supply)
        return specs

    def _choices(self, view: Any, context: TableContext) -> set[str]:
        """The pick-up keys of every card that answers the effect waiting for the viewer (none
        while the viewer chooses an action, or another seat decides)."""
        viewer = context.viewer
        if viewer is None or view.top is None or viewer not in context.to_move:
            return set()
        moves = context.game.legal_moves(view, viewer)
        return {part for move in moves for part in move.source.split("+")
                if not part.startswith("button:")}

    def _face_for(self, kind: int, key: str, count: int = 0, arriving: int = 0) -> CardFace:
        """The card's face, lit when it answers the effect waiting for the viewer, with a
        pile's size on it."""
        lit = key in self._lit
        if not lit and not count and not arriving:
            return self.face_of(kind)
        return self._face(self.art_of(kind)._replace(lit=lit, pile_size=count, arriving=arriving))

    def _card(self, kind: int, ident: str, x: float, y: float, scale: float, z: float = 10,
              source_key: str = "", drop_id: str = "",
              spawn_from: str | None = None, count: int = 0) -> CardSpec:
        """A face-up card; `spawn_from` for a card new to the table (the item it comes from,
        or "")."""
        face = self._face_for(kind, source_key or ident, count,
                              arriving=self._drawings if spawn_from is not None else 0)
        art = self.art_of(kind)
        return CardSpec(ident, face, x, y, z, scale, drop_id=drop_id,
                        spawn_from=spawn_from or "", source_key=source_key,
                        details=f"{art.name}: {art.text}" if art.text else art.name)

    def _place(self, place: Place, **card: Any) -> None:
        """A card whose id comes from where it was (see `identity.py`)."""
        self._places.append((place, card))

    def _placed_cards(self, view: Any) -> list[Spec]:
        config = view.config
        taken = self._supply_taken(view)

        def origin(place: Place) -> str:
            if place.zone.startswith("market"):
                rank = place.zone.split("#")[0].rsplit("r", 1)[-1]
                row = config.row_ranks.index(int(rank))
                return f"deck.r{rank}" if view.deck_size(row) else ""
            kinds = [place.kind] if place.kind >= 0 else list(taken)
            if place.zone == "billy.hand":  # from the supply only a mix's rank-4 result
                kinds = [k for k in kinds if k < config.kinds and config.rank[k] == 4]
            for kind in kinds:
                if taken.get(kind):
                    taken[kind] -= 1
                    return f"supply.r{config.rank[kind]}:{config.ids[kind]}"
            if place.zone == "billy.hand" and sum(view.billy_deck):
                return "billy.deck"  # a draw (its deck holds any card it has mixed with)
            return ""

        ids = self.cards.assign([place for place, _ in self._places], origin)
        specs: list[Spec] = []
        for (place, card), (ident, spawn) in zip(self._places, ids, strict=True):
            if place.kind == HIDDEN:
                # A new face-down card: a back of its own for one drawing (see CardArt.arriving;
                # a back shows no corner text).
                back = self.back if spawn is None else self.back._replace(
                    corner=str(self._drawings))
                specs.append(CardSpec(ident, back, card["x"], card["y"], card.get("z", 10),
                                      card["scale"], spawn_from=spawn or ""))
            else:
                specs.append(self._card(place.kind, ident, spawn_from=spawn, **card))
        return specs

    def _supply_taken(self, view: Any) -> dict[int, int]:
        """How many cards of each kind left the supply since the table was last drawn."""
        before = self._supply_before
        if before is None or len(before) != len(view.supply):
            return {}
        config = view.config
        return {kind: before[kind] - view.supply[kind] for kind in range(config.kinds)
                if before[kind] > view.supply[kind] and view.supply[kind] > 0}

    # -- supply and market ----------------------------------------------------------------
    def _supply(self, view: Any) -> list[Spec]:
        config = view.config
        width = CARD_W * 4 + 8 * 3 + 2 * M
        status = ""
        if view.win_card != EMPTY:
            status = translate("ChromaMixTable", "Win card: {card}").format(
                card=content_word(config.names[view.win_card]))
        specs: list[Spec] = [ZoneSpec("zone:supply", QRectF(M, M, width, TOP_H),
                                      translate("ChromaMixTable", "Supply"), status)]
        rows = [list(config.by_rank[1]), [*config.rank4_supply]]
        if view.win_card != EMPTY:
            rows[1].append(view.win_card)
        card_w, card_h = _size(SUPPLY_SCALE)
        for row, kinds in enumerate(rows):
            for column, kind in enumerate(kinds):
                x = 2 * M + column * (card_w + 8)
                y = M + TITLE + 4 + row * (card_h + 14)
                zone = f"supply.r{config.rank[kind]}:{config.ids[kind]}"
                count = view.supply[kind]
                if count:
                    specs.append(self._card(kind, zone, x, y, SUPPLY_SCALE, count=count,
                                            source_key=zone, drop_id=zone))
                else:
                    specs.append(ZoneSpec(f"empty:{zone}", QRectF(x, y, card_w, card_h),
                                          "", "", dimmed=True,
                                          slots=(QRectF(x, y, card_w, card_h),)))
        return specs

    def _market(self, view: Any) -> list[Spec]:
        config = view.config
        left = M + CARD_W * 4 + 8 * 3 + 3 * M
        width = WIDTH - M - left
        card_w, card_h = _size(MARKET_SCALE)
        pile_w, pile_h = _size(PILE_SCALE)
        height = (TOP_H - M) / 2
        side = left + width - MARKET_SIDE
        step = (side - left - M - card_w) / max(1, max(config.row_slots) - 1)
        specs: list[Spec] = []
        for row, rank in enumerate(config.row_ranks):
            top = M + row * (height + M)
            specs.append(ZoneSpec(f"zone:market.r{rank}", QRectF(left, top, width, height), ""))
            said, scale = fit_label(
                translate("ChromaMixTable", "Rank {rank} market").format(rank=rank),
                MARKET_SIDE - 4, READABLE, lines=2)
            specs.append(LabelSpec(f"label:market.r{rank}", said, side, top + 2, MARKET_SIDE - 4,
                                   scale))
            y = top + (height - card_h) / 2
            for slot, kind in enumerate(view.rows[row]):
                if kind == EMPTY:
                    continue
                zone = f"market.r{rank}:{config.ids[kind]}"
                self._place(Place(f"market.r{rank}#{slot}", kind, MARKET),
                            x=left + M + slot * min(step, card_w + 6), y=y, scale=MARKET_SCALE,
                            source_key=zone, drop_id=zone)
            piles_y = top + 42  # the badges and their pills clear a title on two lines
            deck_x, discard_x = side + 4, side + 4 + pile_w + 10
            for label, x in (("Deck", deck_x), ("Discard", discard_x)):
                specs.append(LabelSpec(f"label:{label.lower()}.r{rank}",
                                       pile_label(label, pile_w + 8), x - 4,
                                       piles_y + pile_h + 4, pile_w + 8, READABLE))
            deck = view.deck_size(row)
            if deck:
                specs.append(CardSpec(f"deck.r{rank}", self.back, deck_x, piles_y, 5,
                                      PILE_SCALE, badge=str(deck)))
            discarded = sum(view.discards[row])
            if discarded:  # a pile of returned cards: how many, not which (it is shuffled)
                specs.append(CardSpec(f"discard.r{rank}", self.back, discard_x, piles_y,
                                      5, PILE_SCALE, badge=str(discarded)))
            else:
                specs.append(ZoneSpec(f"discard.r{rank}", QRectF(discard_x, piles_y, pile_w,
                                                                  pile_h),
                                      "", "", dimmed=True,
                                      slots=(QRectF(discard_x, piles_y, pile_w, pile_h),)))
        return specs

    # -- the other players ----------------------------------------------------------------
    def _status(self, view: Any, context: TableContext, seat: int) -> str:
        game = context.game
        assert isinstance(game, ChromaMixGame)  # this table draws its own game only
        vp = game.live_vp(view, seat)
        if view.is_billy(seat):
            return context.words(phrases.BILLY_PROGRESS(vp=vp, n=view.hand_size(seat)))
        held = view.hand_size(seat) + sum(view.play[seat][: view.config.kinds])
        return context.words(phrases.PROGRESS(vp=vp, n=held))

    def _opponent(self, view: Any, context: TableContext, seat: int, left: float,
                  width: float) -> list[Spec]:
        config = view.config
        active = seat in context.to_move
        name = ("▶ " if active else "") + seat_title(context.seat_names[seat])
        top = OTHERS_Y
        name, status, whole = title_and_status(name, self._status(view, context, seat), width)
        specs: list[Spec] = [ZoneSpec(f"p{seat}.play", QRectF(left, top, width, OTHERS_H), name,
                                      status, active=active, details=whole)]
        scale = OTHER_SCALE if width > NARROW else NARROW_SCALE
        card_w, card_h = _size(scale)
        back_w, _ = _size(BACK_SCALE)
        hand_room = 110.0 if width > NARROW else 86.0
        cards = [k for k in range(config.kinds) for _ in range(view.play[seat][k])]
        xs = fan_positions(cards, left + M, width - 2 * M - hand_room, card_w, 4)
        for index, (kind, x) in enumerate(zip(cards, xs, strict=True)):
            key = f"p{seat}.play:{config.ids[kind]}"
            self._place(Place(f"p{seat}.play", kind, seat), x=x, y=top + TITLE, z=10 + index,
                        scale=scale, source_key=key, drop_id=f"p{seat}.play")
        size = view.hand_size(seat)
        hand = view.hands[seat]
        shown = [k for k in range(config.kinds) for _ in range(hand[k])]
        hand_left = left + width - hand_room - M + 8
        xs = row_positions(size, hand_left, hand_room - 8, back_w, 2)
        for index, x in enumerate(xs):
            kind = shown[index] if index < len(shown) else HIDDEN
            place = Place(f"p{seat}.hand", kind, seat)
            self._place(place, x=x, y=top + TITLE, z=20 + index, scale=BACK_SCALE)
        said, scale = fit_label(context.words(phrases.HAND_SIZE(n=size)), hand_room - 4,
                                READABLE, lines=2)
        specs.append(LabelSpec(f"label:p{seat}.hand", said, hand_left,
                               top + TITLE + _size(BACK_SCALE)[1], hand_room, scale))
        specs += self._progress_rows(view, context, seat, left + M,
                                     top + TITLE + card_h + 6, width - 2 * M,
                                     top + OTHERS_H - M, detailed=False)
        return specs

    def _billy(self, view: Any, context: TableContext, left: float, width: float) -> list[Spec]:
        """Confident Billy: its face-up hand, its race to win, its deck and discard."""
        seat = view.config.billy
        top = OTHERS_Y
        active = seat in context.to_move
        deck = sum(view.billy_deck)
        specs: list[Spec] = [ZoneSpec("billy.hand", QRectF(left, top, width, OTHERS_H),
                                      ("▶ " if active else "")
                                      + translate("ChromaMixTable", "Confident Billy"),
                                      self._status(view, context, seat), active=active)]
        pile_w, pile_h = _size(OTHER_SCALE)
        piles_left = left + width - 2 * pile_w - 3 * M
        race_w = 320.0
        race_left = piles_left - race_w - 2 * M
        hand = view.hands[seat]
        cards = [k for k in range(len(hand)) for _ in range(hand[k])]
        room = race_left - left - 2 * M
        # One row of large cards while they fit side by side, else two rows of smaller ones.
        scale = BILLY_SCALE
        if len(cards) * (_size(scale)[0] + 4) - 4 > room:
            scale = OTHER_SCALE
        rows = [cards] if scale == BILLY_SCALE else [cards[: (len(cards) + 1) // 2],
                                                     cards[(len(cards) + 1) // 2:]]
        card_w, card_h = _size(scale)
        index = 0
        for row, kinds in enumerate(rows):
            for kind, x in zip(kinds, fan_positions(kinds, left + M, room, card_w, 4),
                               strict=True):
                key = "billy.hand:mix" if kind >= view.config.kinds else \
                    f"billy.hand:{view.config.ids[kind]}"
                self._place(Place("billy.hand", kind, seat), x=x,
                            y=top + TITLE + 2 + row * (card_h + 6), z=10 + index, scale=scale,
                            source_key=key)
                index += 1
        piles_y = top + TITLE + 4
        for label, x in (("Deck", piles_left), ("Discard", piles_left + pile_w + M)):
            specs.append(LabelSpec(f"label:billy.{label.lower()}", pile_label(label, pile_w + M),
                                   x, piles_y + pile_h + 2, pile_w + M, READABLE))
        if deck:
            specs.append(CardSpec("billy.deck", self.back, piles_left, piles_y, 5, OTHER_SCALE,
                                  badge=str(deck)))
        discarded = sum(view.billy_discard)
        discard_x = piles_left + pile_w + M
        if discarded:
            specs.append(CardSpec("billy.discard", self.back, discard_x, piles_y, 5,
                                  OTHER_SCALE, badge=str(discarded)))
        else:
            slot = QRectF(discard_x, piles_y, pile_w, pile_h)
            specs.append(ZoneSpec("billy.discard", slot, "", "", dimmed=True, slots=(slot,)))
        specs += self._progress_rows(view, context, seat, race_left, top + TITLE, race_w,
                                     top + OTHERS_H - M, detailed=True)
        return specs

    # -- win conditions ---------------------------------------------------------------------
    def _progress_rows(self, view: Any, context: TableContext, seat: int, left: float,
                       top: float, width: float, bottom: float, detailed: bool) -> list[Spec]:
        """One bar per win condition: its glyph (✓ met, ◐ started, ○ not yet) and name, how
        many of its parts are done, and each part in words with ✓, ✗ or ? (hidden in another
        player's hand). Detailed: the name on the bar, the parts beneath it; else all on one
        line, or, where the parts do not fit it in readable type, the glyph and name alone. The
        whole condition in words is the bar's details (the note line, where it is pointed at)."""
        rows = progress.seat_progress(view, seat, context.viewer)
        specs: list[Spec] = []
        if not rows:
            return specs
        line = QFontMetricsF(theme.font(READABLE)).lineSpacing()
        parts = [self._parts_in_words(row, width) for row in rows] if detailed else []
        heights = bar_heights([22 + label_bottom(*words) + 8 for words in parts], bottom - top) \
            if detailed else [(bottom - top) / len(rows)] * len(rows)
        for index, row in enumerate(rows):
            y, height = top + sum(heights[:index]), heights[index]
            ident = f"progress:{seat}:{index}"
            details = f"{row.condition}: {row.words()}"
            if detailed:
                # Cut short where a longer language needs more than the bar: the details
                # (the note line, the accessible name) say the whole condition.
                title = elided_title(f"{row.glyph} {row.condition}", row.status(), width)
                specs.append(ZoneSpec(ident, QRectF(left, y, width, height - 4), title,
                                      row.status(), active=row.met, details=details))
                text, scale = parts[index]
                specs.append(LabelSpec(f"label:{ident}", text, left + 10, y + 22, width - 14,
                                       scale))
            else:
                status = row.status()
                room = width - (60 if status else 16)
                name = row.short_name or row.condition
                lines = 2 if height - 3 >= 2 * line + 4 else 1
                text, scale = fit_label(f"{row.glyph} {name}: {row.words(short=True)}", room,
                                        READABLE, lines=lines)
                if text.count("\n") >= lines:
                    text, scale = fit_label(f"{row.glyph} {name}", room, READABLE)
                specs.append(ZoneSpec(ident, QRectF(left, y, width, height - 3), "", status,
                                      active=row.met, details=details))
                specs.append(LabelSpec(f"label:{ident}", text, left + 6,
                                       label_top(text, scale, y, height - 3), room, scale))
        return specs

    @staticmethod
    def _parts_in_words(row: Any, width: float) -> tuple[str, float]:
        """A detailed bar's parts: in full on up to two lines, else in fewer words."""
        text, scale = fit_label(row.words(), width - 20, READABLE, lines=2)
        if text.count("\n") > 1:
            text, scale = fit_label(row.words(short=True), width - 20, READABLE, lines=2)
        return text, scale

    def _race(self, view: Any, context: TableContext, me: int) -> list[Spec]:
        left = M + LEFT_W + M
        width = WIDTH - M - left
        top = OWN_Y + BUTTON_ROW
        bottom = HEIGHT - M
        specs: list[Spec] = [ZoneSpec(f"race:p{me}", QRectF(left, top, width, bottom - top),
                                      render(phrases.WIN_CONDITIONS(), None, message_translator()), "")]
        specs += self._progress_rows(view, context, me, left + M, top + TITLE, width - 2 * M,
                                     bottom - M, detailed=True)
        return specs

    # -- you -----------------------------------------------------------------------------
    def _own(self, view: Any, context: TableContext, me: int) -> list[Spec]:
        config = view.config
        active = me in context.to_move
        top = OWN_Y
        name = ("▶ " if active else "") + context.words(phrases.PLAY_AREA(p=me))
        mustard = self._mustard_in_game(view) or any(view.tucked[me][: config.kinds])
        tucked_title = translate("ChromaMixTable", "Tucked under Mustard")
        # The tucked panel as wide as its title (and at least two small cards' room).
        tuck_w = max(170.0, QFontMetricsF(theme.font(theme.ZONE_WORDS, bold=True))
                     .horizontalAdvance(tucked_title) + 2 * 12 + 6)
        play_w = LEFT_W - (tuck_w + M if mustard else 0.0)
        specs: list[Spec] = [
            ZoneSpec(f"p{me}.play", QRectF(M, top, play_w, PLAY_H), name,
                     self._status(view, context, me), active=active),
            ZoneSpec(f"p{me}.hand", QRectF(M, top + PLAY_H + M, LEFT_W, HAND_H),
                     translate("ChromaMixTable", "Your hand"),
                     context.words(phrases.HAND_SIZE(n=view.hand_size(me)))),
        ]
        card_w, _ = _size(PLAY_SCALE)
        cards = [k for k in range(config.kinds) for _ in range(view.play[me][k])]
        xs = fan_positions(cards, 2 * M, play_w - 2 * M, card_w)
        for index, (kind, x) in enumerate(zip(cards, xs, strict=True)):
            key = f"p{me}.play:{config.ids[kind]}"
            self._place(Place(f"p{me}.play", kind, me), x=x, y=top + TITLE, z=10 + index,
                        scale=PLAY_SCALE, source_key=key, drop_id=f"p{me}.play")
        if mustard:
            tuck_left = M + play_w + M
            specs.append(ZoneSpec(f"p{me}.tucked", QRectF(tuck_left, top, tuck_w, PLAY_H),
                                  tucked_title))
            tucked = [k for k in range(config.kinds) for _ in range(view.tucked[me][k])]
            small_w, _ = _size(OTHER_SCALE)
            xs = fan_positions(tucked, tuck_left + M, tuck_w - 2 * M, small_w, 4)
            for index, (kind, x) in enumerate(zip(tucked, xs, strict=True)):
                self._place(Place(f"p{me}.tucked", kind, me), x=x, y=top + TITLE + 8,
                            z=10 + index, scale=OTHER_SCALE, drop_id=f"p{me}.tucked")
        hand = view.hands[me]
        hand_cards = [k for k in range(config.kinds) for _ in range(hand[k])]
        hand_w, _ = _size(HAND_SCALE)
        xs = fan_positions(hand_cards, 2 * M, LEFT_W - 2 * M, hand_w)
        for index, (kind, x) in enumerate(zip(hand_cards, xs, strict=True)):
            key = f"p{me}.hand:{config.ids[kind]}"
            self._place(Place(f"p{me}.hand", kind, me), x=x, y=top + PLAY_H + M + TITLE,
                        z=30 + index, scale=HAND_SCALE, source_key=key, drop_id=f"p{me}.hand")
        left = M + LEFT_W + M
        labels = [translate("ChromaMixTable", label) for _button, label in BUTTONS]
        # Each button gets the room its words need in the language shown (a longer word than
        # English's "Swap" was cut in an even quarter of the row).
        for (button, _label), label, width in zip(
                BUTTONS, labels, shared_widths(labels, WIDTH - M - left, M), strict=True):
            specs.append(ButtonSpec(f"button:{button}", label, left, top, width))
            left += width + M
        return specs

    def _mustard_in_game(self, view: Any) -> bool:
        """Whether Mustard (whose refills may tuck cards under it) is in this game."""
        return view.win_card != EMPTY and bool(
            dict(self.content.cards[view.win_card].continuous).get("refill_may_tuck"))

