"""Chroma Mix's table: supply and market on top, opponents in the middle, your cards below.

Every card is drawn from data: its colour is its pigment mix, with pigment marks (C, M, Y) that
read without colour, rank dots, VP, its effect in words and the instant (⚡) or continuous (∞)
mark. Ids follow the rules' component ids (`p0.hand:cerulean`, `market.r2:jungle`, ...), so a
drop maps to a move without the table knowing any rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from chroma_desktop.games.chroma_mix import phrases, victory
from chroma_desktop.games.chroma_mix.state import EMPTY
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.card_item import CardFace
from chroma_desktop.ui.scene.layouts import TableContext, TableLayout
from chroma_desktop.ui.scene.specs import ButtonSpec, CardSpec, LabelSpec, Spec, ZoneSpec

LEFT = 30.0
SMALL = 0.62
MID = 0.8
STEP = theme.CARD_WIDTH + 12


def pigment_colour(vector: tuple[int, ...]) -> str:
    """The colour of a pigment mix: subtractive CMY, deeper with more pigment."""
    cyan, magenta, yellow = (min(1.0, count * 0.42) for count in (*vector, 0, 0, 0)[:3])
    red, green, blue = (int(255 * (1 - value) * 0.94 + 10) for value in (cyan, magenta, yellow))
    return f"#{red:02X}{green:02X}{blue:02X}"


def effect_text(content: Any, kind: int) -> tuple[str, str]:
    """A card's effect in words, and its marks (⚡ instant, ∞ continuous)."""
    card = content.cards[kind]
    names = {c.id: c.name for c in content.cards}
    parts, marks = [], ""
    for effect in card.instant:
        marks = "⚡"
        cards = " or ".join(names.get(c, c) for c in effect.cards)
        parts.append({
            "gain": f"Gain {cards}.",
            "gain_choice": f"Gain {cards}.",
            "gain_rank": f"Gain a rank-{effect.rank} card"
                         + ("; you may print it." if effect.then_may_print else "."),
            "gain_identical": str(phrases.EFFECT_GAIN_IDENTICAL(n=effect.count,
                                                                rank=effect.rank)),
            "refill": str(phrases.EFFECT_REFILL(n=effect.count)),
            "extra_prints": str(phrases.EFFECT_EXTRA_PRINTS(n=effect.count, cards=cards)),
            "reverse_mix": "Discard a card; gain two cards that mix into it, and print them.",
            "may_discard_then_gain": f"You may discard a card to gain a rank-{effect.rank} card.",
        }.get(effect.kind, effect.kind.replace("_", " ").capitalize() + "."))
    for name, value in card.continuous:
        marks += "∞"
        words = name.replace("_", " ")
        parts.append(f"{words[0].upper()}{words[1:]}" + ("." if value is True else f": {value}."))
    return " ".join(parts), marks


class ChromaMixLayout(TableLayout):
    scene_width = 1500.0
    scene_height = 1020.0

    def __init__(self, content: Any, players: int) -> None:
        self.content = content
        self.players = players
        self.faces: list[CardFace] = []
        for kind, card in enumerate(content.cards):
            vector = card.pigments[0]
            letters = tuple("CMY"[i] for i, count in enumerate(vector) for _ in range(count))
            text, marks = effect_text(content, kind)
            fill = pigment_colour(vector) if len(card.pigments) == 1 else "#D8D8D8"
            multicolour = tuple(pigment_colour(v) for v in card.pigments) \
                if len(card.pigments) > 1 else ()
            self.faces.append(CardFace(card.name, fill, "", pips=letters, dots=card.rank,
                                       vp=card.vp, text=text, marks=marks,
                                       multicolour=multicolour))
        self.mix_face = CardFace("Mix", "#3B3B46", "", pips=("?",), text="Billy mixes.",
                                 marks="⚡")
        self.back = CardFace("", "#2E5E8C", "dots", face_down=True)

    def glyph_colours(self) -> dict[str, str]:
        return {}

    def end_details(self, state: Any, names: list[str]) -> str:
        """At the end every hand is shown: each player's play area, hand and tucked cards."""
        import html

        config = state.config

        def listing(cards: tuple[int, ...]) -> str:
            named = [f"{config.names[k]}{f' ×{n}' if n > 1 else ''}"
                     for k, n in enumerate(cards[: config.kinds]) if n]
            return html.escape(", ".join(named) or "none")

        parts = ["<h3>Cards at the end</h3>"]
        for seat in range(config.players):
            parts.append(f"<p><b>{html.escape(names[seat])}</b><br>play: "
                         f"{listing(state.play[seat])}<br>hand: {listing(state.hands[seat])}"
                         + (f"<br>tucked: {listing(state.tucked[seat])}"
                            if any(state.tucked[seat]) else "") + "</p>")
        if config.solo:
            parts.append(f"<p><b>Confident Billy</b><br>hand: "
                         f"{listing(state.hands[config.billy])}</p>")
        return "".join(parts)

    def source_title(self, source: str, view: Any) -> str:
        return source.split(":")[-1].replace("_", " ").title()

    # -- the whole table ------------------------------------------------------------------
    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        config = view.config
        me = context.viewer if context.viewer is not None else 0
        specs: list[Spec] = []
        specs += self._supply(view)
        specs += self._market(view)
        others = [seat for seat in range(config.players) if seat != me]
        top = 330.0
        for index, seat in enumerate(others):
            specs += self._opponent(view, context, seat, LEFT + index * 485, top)
        if config.solo:
            specs += self._billy(view, LEFT + len(others) * 485, top)
        specs += self._own(view, context, me)
        return specs

    def _active_badge(self, kind: int) -> str:
        """Cards in play whose continuous effect is working carry an ∞ badge."""
        return "∞" if kind < len(self.content.cards) and self.content.cards[kind].continuous else ""

    def _card(self, kind: int, ident: str, x: float, y: float, scale: float, z: float = 10,
              source_key: str = "", drop_id: str = "", badge: str = "") -> CardSpec:
        face = self.mix_face if kind >= len(self.faces) else self.faces[kind]
        return CardSpec(ident, face, x, y, z, scale, badge=badge, drop_id=drop_id,
                        source_key=source_key)

    def _supply(self, view: Any) -> list[Spec]:
        config = view.config
        specs: list[Spec] = [ZoneSpec("zone:supply", QRectF(LEFT, 14, 560, 300), "Supply")]
        kinds = [*config.by_rank[1], *config.rank4_supply]
        if view.win_card != EMPTY:
            kinds.append(view.win_card)
        for index, kind in enumerate(kinds):
            column, row = index % 6, index // 6
            x = LEFT + 14 + column * (theme.CARD_WIDTH * MID + 12)
            y = 44 + row * (theme.CARD_HEIGHT * MID + 16)
            rank = config.rank[kind]
            zone = f"supply.r{rank}:{config.ids[kind]}"
            count = view.supply[kind]
            if count:
                specs.append(self._card(kind, zone, x, y, MID, badge=str(count),
                                        source_key=zone, drop_id=zone))
            else:
                specs.append(ZoneSpec(f"empty:{zone}", QRectF(x, y, theme.CARD_WIDTH * MID,
                                                             theme.CARD_HEIGHT * MID),
                                      "empty", "", dimmed=True))
        if view.win_card != EMPTY:
            specs.append(LabelSpec("label:win_card",
                                   f"Win card this game: {config.names[view.win_card]}",
                                   LEFT + 14, 278, 520, 0.9))
        return specs

    def _market(self, view: Any) -> list[Spec]:
        config = view.config
        specs: list[Spec] = []
        for row, rank in enumerate(config.row_ranks):
            top = 14 + row * 150
            specs.append(ZoneSpec(f"zone:market.r{rank}", QRectF(610, top, 860, 140),
                                  f"Rank {rank}"))
            for slot, kind in enumerate(view.rows[row]):
                if kind == EMPTY:
                    continue
                zone = f"market.r{rank}:{config.ids[kind]}"
                specs.append(self._card(kind, f"market.r{rank}#{slot}", 690 + slot * 84, top + 26,
                                        MID * 0.95, source_key=zone, drop_id=zone))
            deck = view.deck_size(row)
            if deck:
                specs.append(CardSpec(f"deck.r{rank}", self.back, 1210, top + 26, 5, MID * 0.95,
                                      badge=str(deck)))
            discard = view.discards[row]
            top_card = next((k for k in range(config.kinds) if discard[k]), None)
            if top_card is not None:
                specs.append(self._card(top_card, f"discard.r{rank}", 1310, top + 26, MID * 0.95,
                                        badge=str(sum(discard)), drop_id=f"discard.r{rank}"))
            else:
                specs.append(ZoneSpec(f"discard.r{rank}", QRectF(1310, top + 26, 67, 91),
                                      "", "", dimmed=True))
            specs.append(LabelSpec(f"label:discard.r{rank}", "deck      discard", 1215,
                                   top + 112, 200, 0.8))
        return specs

    def progress_lines(self, view: Any, seat: int, viewer: int | None) -> list[str]:
        """Each win condition in force and how far `seat` is, from what `viewer` may see."""
        config = view.config
        kinds = config.kinds
        play = view.play[seat]
        hand_known = seat == viewer or config.open_hands
        hand = view.hands[seat][:kinds] if hand_known else (0,) * kinds
        held = [hand[k] + play[k] for k in range(kinds)]
        index = {card_id: k for k, card_id in enumerate(config.ids)}
        short = [name.split()[0] for name in config.names]  # "Ruby Red" -> "Ruby"
        lines = []
        for condition in config.conditions:
            if condition.group == "variable" and (
                    view.win_card == EMPTY or config.ids[view.win_card] != condition.in_play):
                continue
            parts = []
            if condition.in_play:
                mark = "✓" if play[index[condition.in_play]] else "✗"
                parts.append(f"{short[index[condition.in_play]]} in play {mark}")
            for card in condition.also_hold:
                parts.append(f"{short[index[card]]} {'✓' if held[index[card]] else '✗'}")
            if condition.cards_at_least:
                total = view.hand_size(seat) + sum(play[:kinds])
                parts.append(f"cards {total}/{condition.cards_at_least}")
            if condition.vp_in_play_at_least:
                points = victory.vp(config, play)
                parts.append(f"VP in play {points}/{condition.vp_in_play_at_least}")
            if condition.tucked_dots_at_least:
                tucked = victory.dots(config, view.tucked[seat])
                parts.append(f"tucked dots {tucked}/{condition.tucked_dots_at_least}")
            if condition.rank_cards_at_least:
                rank, wanted = condition.rank_cards_at_least
                count = sum(held[k] for k in range(kinds) if config.rank[k] == rank)
                parts.append(f"rank-{rank} cards {count}/{wanted}")
            exact = dict(condition.exact_rank_counts).get(config.burgundy_variant)
            if exact:
                counts = {rank: sum(held[k] for k in range(kinds) if config.rank[k] == rank)
                          for rank, _ in exact}
                parts.append(" ".join(f"r{rank} {counts[rank]}/{n}" for rank, n in exact))
            lines.append(f"{condition.name.replace(' victory', '')}: {', '.join(parts)}")
        return lines

    def _progress(self, view: Any, context: TableContext, seat: int) -> str:
        game = context.game
        vp = game.live_vp(view, seat)
        config = view.config
        play = view.play[seat]
        held = view.hand_size(seat) + sum(play[: config.kinds])
        return context.words(phrases.PROGRESS(vp=vp, n=held))

    def _opponent(self, view: Any, context: TableContext, seat: int, left: float,
                  top: float) -> list[Spec]:
        config = view.config
        active = seat in context.to_move
        name = ("▶ " if active else "") + context.seat_names[seat]
        specs: list[Spec] = [ZoneSpec(f"p{seat}.play", QRectF(left, top, 470, 250), name,
                                      self._progress(view, context, seat), active=active)]
        x = left + 12
        for kind in range(config.kinds):
            for copy in range(view.play[seat][kind]):
                specs.append(self._card(kind, f"p{seat}.play:{config.ids[kind]}#{copy}", x,
                                        top + 34, SMALL, source_key=f"p{seat}.play:{config.ids[kind]}",
                                        drop_id=f"p{seat}.play", badge=self._active_badge(kind)))
                x += 56
        size = view.hand_size(seat)
        hand = view.hands[seat]
        shown = [k for k in range(config.kinds) for _ in range(hand[k])]
        for index in range(size):
            ident = f"p{seat}.hand#{index}"
            step = min(22.0, 120 / max(size, 1))
            if index < len(shown):
                specs.append(self._card(shown[index], ident, left + 12 + index * step, top + 130,
                                        SMALL * 0.9, z=20 + index))
            else:
                specs.append(CardSpec(ident, self.back, left + 12 + index * step, top + 130,
                                      20 + index, SMALL * 0.9))
        specs.append(LabelSpec(f"label:p{seat}.hand", context.words(phrases.HAND_SIZE(n=size)),
                               left + 12, top + 210, 170, 0.85))
        specs.append(LabelSpec(f"label:p{seat}.progress",
                               "\n".join(self.progress_lines(view, seat, context.viewer)),
                               left + 190, top + 126, 275, 0.72))
        return specs

    def _billy(self, view: Any, left: float, top: float) -> list[Spec]:
        config = view.config
        seat = config.billy
        specs: list[Spec] = [ZoneSpec("billy.hand", QRectF(left, top, 470, 250),
                                      "Confident Billy", f"deck {sum(view.billy_deck)}")]
        hand = view.hands[seat]
        cards = [k for k in range(len(hand)) for _ in range(hand[k])]
        for index, kind in enumerate(cards):
            key = "billy.hand:mix" if kind >= config.kinds else f"billy.hand:{config.ids[kind]}"
            specs.append(self._card(kind, f"billy.hand#{index}", left + 12 + index * 46, top + 34,
                                    SMALL, z=10 + index, source_key=key))
        if sum(view.billy_deck):
            specs.append(CardSpec("billy.deck", self.back, left + 300, top + 130, 5, SMALL,
                                  badge=str(sum(view.billy_deck))))
        discard = view.billy_discard
        shown = next((k for k in range(len(discard)) if discard[k]), None)
        if shown is not None:
            specs.append(self._card(shown, "billy.discard", left + 380, top + 130, SMALL,
                                    badge=str(sum(discard))))
        specs.append(LabelSpec("label:billy.piles", "deck     discard", left + 300, top + 210,
                               160, 0.8))
        return specs

    def _own(self, view: Any, context: TableContext, me: int) -> list[Spec]:
        config = view.config
        active = me in context.to_move
        top = 600.0
        name = ("▶ " if active else "") + context.words(phrases.PLAY_AREA(p=me))
        specs: list[Spec] = [
            ZoneSpec(f"p{me}.play", QRectF(LEFT, top, 900, 150), name,
                     self._progress(view, context, me), active=active),
            ZoneSpec(f"p{me}.tucked", QRectF(940, top, 250, 150), "Tucked under Mustard"),
            ZoneSpec(f"p{me}.hand", QRectF(LEFT, top + 162, 1160, 190), "Your hand"),
        ]
        specs.append(LabelSpec(f"label:p{me}.progress",
                               "\n".join(self.progress_lines(view, me, me)), 640, top + 34, 285,
                               0.72))
        x = LEFT + 12
        for kind in range(config.kinds):
            for copy in range(view.play[me][kind]):
                key = f"p{me}.play:{config.ids[kind]}"
                specs.append(self._card(kind, f"{key}#{copy}", x, top + 30, 0.95, source_key=key,
                                        drop_id=f"p{me}.play", badge=self._active_badge(kind)))
                x += theme.CARD_WIDTH * 0.95 + 8
        x = 952
        for kind in range(config.kinds):
            for copy in range(view.tucked[me][kind]):
                specs.append(self._card(kind, f"p{me}.tucked:{config.ids[kind]}#{copy}", x,
                                        top + 34, SMALL, drop_id=f"p{me}.tucked"))
                x += 24
        hand = view.hands[me]
        cards = [k for k in range(config.kinds) for _ in range(hand[k])]
        step = min(STEP, 1100 / max(1, len(cards)))
        for index, kind in enumerate(cards):
            key = f"p{me}.hand:{config.ids[kind]}"
            specs.append(self._card(kind, f"{key}#{index}", LEFT + 14 + index * step, top + 196,
                                    1.15, z=30 + index, source_key=key, drop_id=f"p{me}.hand"))
        for index, (button, label) in enumerate((("refill", "Refill"), ("swap", "Swap"),
                                                 ("done", "Done"), ("skip", "Skip"))):
            specs.append(ButtonSpec(f"button:{button}", label, 1210, top + 10 + index * 52, 150))
        return specs
