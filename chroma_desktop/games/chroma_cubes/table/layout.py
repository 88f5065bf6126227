"""Chroma Cubes' table: your sheet large on the left; your score track, superpower locks, active
and reserve dice, the End button and the centre's dice on the right (in the solo cairn game: the
cairns, your dice and the trade stock); every opponent below with a small sheet, their locks,
dice and reserve.

Ids are the rules' component ids (`die:red#1`, `sheet:p0:cardinal:s12`, `sheet:p0:cardinal:lock_a`,
`p1.reserve`, `button:end`, `sheet:p0:easter_eggs:cairn2`), so drafting is a drag from the centre
onto your dice, colouring is choosing dice (click them) and dragging them onto a section, and
activating a reserve die is a drag of an active die onto an opponent's reserve. The table holds
no rules: what is legal comes from the moves' ids.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.config import ALL_LOCKS, LOCK_NAMES
from chroma_desktop.games.chroma_cubes.figures import figure_progress, progress_words
from chroma_desktop.games.chroma_cubes.game import ChromaCubesGame
from chroma_desktop.games.chroma_cubes.state import DRAFT, PLAY, POOL, STOCK, active, reserve
from chroma_desktop.games.chroma_cubes.table import faces
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import render
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.shape_item import LateTip
from chroma_desktop.ui.plain_text import Rich, join_rich, rich
from chroma_desktop.ui.scene.layouts import RoundsPlayed, TableContext, TableLayout
from chroma_desktop.ui.scene.specs import ButtonSpec, LabelSpec, ShapeSpec, Spec, ZoneSpec
from chroma_desktop.ui.scene.word_room import title_and_status, wrapped, zone_title
from chroma_desktop.ui.translation import seat_title

translate = QCoreApplication.translate
LEFT = 20.0
SHEET_TOP = 46.0
SHEET = 680.0  # your sheet, in scene units square
RIGHT = 722.0  # the right column
RIGHT_W = 662.0
BAND = 800.0  # opponents below
BAND_H = 260.0
SOLO_HEIGHT = 880.0
DIE = 56.0
RESERVE_DIE = 46.0
POOL_DIE = 44.0
SMALL_DIE = 30.0
SMALL_SHEET = 200.0
LOCK = 112.0
SMALL_LOCK = 64.0
CAIRN = 118.0
BADGE = 34.0
TRACK_BOX = 28.0
CHART_WORDS = 1.35  # the scoring chart's words: 9 px at 1024x640 with a 9 pt system font (1.3: 8.9)
PANEL_WORDS = CHART_WORDS  # your panel's: the track's goal, the locks and their note
LOCK_WORDS_WIDTH = 200.0  # beside a lock
MINIATURE = 124.0  # the scoring chart's miniature of the sheet


class ChromaCubesLayout(TableLayout):
    def __init__(self, content: Any, players: int) -> None:
        self.content = content
        self.players = players
        self.scene_width = 1404.0
        # Opponents sit below your sheet; alone, nothing does, and the right column runs on
        # (the table is drawn to its width: this adds room, it takes no size from the words).
        self.scene_height = BAND + BAND_H + 14 if players > 1 else SOLO_HEIGHT
        self.column_bottom = BAND - 14 if players > 1 else SOLO_HEIGHT - 14

    def glyph_colours(self) -> dict[str, str]:
        return {colour.glyph: colour.hue for colour in self.content.colours}

    def source_title(self, source: str, view: Any) -> str:
        return source.split(":")[-1].replace("+", " + ").replace("cairn", "cairn ")

    def spoken_name(self, item_id: str, view: Any) -> str:
        from chroma_desktop.games.chroma_cubes.table.spoken_names import spoken_name

        return spoken_name(item_id, view)

    def alike_kind(self, item_id: str, view: Any) -> str:
        return "die" if item_id.startswith("die:") and item_id[4:] in view.config.die_ids else ""

    def spoken_together(self, item_ids: list[str], view: Any) -> str:
        from chroma_desktop.games.chroma_cubes.table.spoken_names import dice_together

        return dice_together([view.config.die_ids.index(each[4:]) for each in item_ids], view)

    def end_details(self, state: Any, names: list[str]) -> Rich:
        """The tie-breaks at the end: completed figures, then coloured symbols (rulebook)."""
        config = state.config
        parts = [rich("<h3>{title}</h3>", title=translate("ChromaCubesTable", "Sheets at the end"))]
        for seat in range(config.players):
            done = [shown(config.sheet.figures[f]) for f, points in
                    enumerate(state.figure_points[seat]) if points]
            figures = ", ".join(done) or translate("ChromaCubesTable", "none")
            sheet = t.SHEET_AT_END(score=state.score(seat), figures=figures,
                                   symbols=state.symbols_coloured(seat))
            parts.append(rich("<p><b>{name}</b>: {said}</p>", name=names[seat],
                              said=render(sheet, translate=message_translator())))
        return join_rich("", parts)

    def rounds_played(self, state: Any) -> RoundsPlayed | None:
        """A score attack's rounds so far (at its end, the rounds it took): reaching the
        threshold wins (rulebook), and the fewer rounds the better (game.py's mode option); a
        race or the cairn game keeps none."""
        config = state.config
        if config.players != 1 or config.cairn:
            return None
        return RoundsPlayed(config.sheet.id, config.sheet.name, state.round,
                            state.score(0) >= config.sheet.threshold)

    # -- the whole table ------------------------------------------------------------------
    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        config = view.config
        me = context.viewer if context.viewer is not None else 0
        specs: list[Spec] = []
        specs += self._sheet(view, me, LEFT, SHEET_TOP, SHEET, detailed=True)
        if config.cairn:
            title = t.TITLE_CAIRN(p=me, sheet=config.sheet.name)
        elif config.solo:
            title = t.TITLE(p=me, sheet=config.sheet.name)
        else:
            title = t.TITLE_RACE(p=me, sheet=config.sheet.name, goal=config.sheet.threshold)
        specs.append(LabelSpec("label:sheet", context.words(title), LEFT + 4, 8, SHEET, PANEL_WORDS))
        if config.cairn:
            cairns, panel_bottom = self._cairns(view, context, me)
            specs += cairns
            dice_top = panel_bottom + 8
        else:
            panel, panel_bottom = self._panel(view, context, me)
            specs += panel
            dice_top = panel_bottom + 8
        own, bottom = self._own_dice(view, me, dice_top)
        chart, bottom = self._chart(view, context, me, bottom + 8)
        specs += own + chart
        specs += self._centre(view, context, bottom + 8)
        others = [seat for seat in range(config.players) if seat != me]
        width = (self.scene_width - 2 * LEFT - 12 * (len(others) - 1)) / max(1, len(others))
        for index, seat in enumerate(others):
            specs += self._opponent(view, context, seat, LEFT + index * (width + 12), width)
        # Zones' titles and buttons in the table's type: this table is drawn smaller than the
        # others (it is wider), and the theme's would come out under 9 px at 1024x640.
        return [spec._replace(words=PANEL_WORDS) if isinstance(spec, (ZoneSpec, ButtonSpec))
                else spec for spec in specs]

    # -- sheets ---------------------------------------------------------------------------
    def _sheet(self, view: Any, seat: int, x: float, y: float, size: float,
               detailed: bool) -> list[Spec]:
        """A player's sheet: paper, decor outlines, every section, figure outlines and values;
        an opponent's (not `detailed`), drawn small, is one shape."""
        config = view.config
        sheet = config.sheet
        colours = config.colours
        if not detailed:  # a drop on it is on that player's sheet (refused in words)
            return [ShapeSpec(f"sheet:p{seat}:{sheet.id}", faces.small_sheet_face(
                sheet, colours, config.needs, view.coloured[seat], size), x, y, 0)]
        specs: list[Spec] = [ShapeSpec(f"paper:p{seat}", faces.paper_face(size), x, y, 0)]
        if sheet.decor:
            specs.append(ShapeSpec(f"decor:p{seat}", faces.decor_face(sheet, size, 1.4), x, y, 0.5))
        mask = view.coloured[seat]
        for index, section in enumerate(sheet.sections):
            colour = colours[config.needs[index][0]]
            face = faces.section_face(section, colour, size, bool(mask >> index & 1), True)
            # A section with a hole lies under the sections in its hole.
            specs.append(ShapeSpec(mv.section_target(config, seat, index), face, x, y,
                                   1 if section.holes else 2,
                                   group=self.figure_group(seat, sheet.figures[
                                       config.section_figure[index]].id)))
        for figure, info in enumerate(sheet.figures):
            group = self.figure_group(seat, info.id)
            outline = faces.figure_outline(sheet, figure, size, 3.0)
            specs.append(ShapeSpec(f"figure:p{seat}:{info.id}", outline, x, y, 3))
            # A figure's sections outlined together while one of them is pointed at or chosen.
            specs.append(ShapeSpec(f"figure-shown:p{seat}:{info.id}",
                                   faces.figure_shown(sheet, figure, size), x, y, 3.5,
                                   shown_with=group))
            points = view.figure_points[seat][figure]
            text = f"✓{points}" if points else str(info.value)
            bx, by = faces.badge_spot(sheet, figure, size, BADGE / 2)
            specs.append(ShapeSpec(f"badge:p{seat}:{info.id}",
                                   faces.figure_badge(text, bool(points), BADGE), x + bx, y + by, 4,
                                   group=group))
        return specs

    @staticmethod
    def figure_group(seat: int, figure_id: str) -> str:
        """The group of a figure's sections and badge on `seat`'s sheet (its bold outline shows
        with it)."""
        return f"figure:p{seat}:{figure_id}"

    # -- the scoring chart ----------------------------------------------------------------
    def _chart(self, view: Any, context: TableContext, me: int, top: float) -> tuple[list[Spec], float]:
        """The sheet's scoring chart (rulebook, Score: "a miniature copy of the picture divided
        into separate figures"): the miniature, each figure in its tint with its value, and each
        figure's value and your progress in words, from the rules (figures.py); the bottom it
        reaches. Resting the mouse on a figure of the miniature outlines it on your sheet."""
        config = view.config
        width = RIGHT_W - 28 - MINIATURE - 12
        metrics = QFontMetricsF(theme.font(CHART_WORDS, bold=CHART_WORDS > 1.1))
        rows: list[tuple[str, str]] = []
        figures = figure_progress(view, me)
        for progress in figures:
            info = config.sheet.figures[progress.figure]
            words = context.words(progress_words(progress, shown(info), me))
            rows.append((info.id, "\n".join(wrapped(words, width, metrics))))
        lines = sum(text.count("\n") + 1 for _, text in rows)
        line = metrics.lineSpacing()
        if config.cairn:
            status = t.CHART_EGGS(per=config.per_egg, bonus=config.egg_bonus)
        else:
            status = t.CHART_FIRST(bonus=config.first_bonus)
        title = translate("ChromaCubesTable", "Scoring chart")
        status_words, under, lower = _status_placed(f"chart:p{me}", title, context.words(status),
                                                    top)
        bottom = top + lower + max(40 + lines * line + 8 * len(rows), 38 + MINIATURE + 8)
        specs: list[Spec] = [ZoneSpec(f"chart:p{me}", QRectF(RIGHT, top, RIGHT_W, bottom - top),
                                      title, status_words), *under]
        top += lower
        x = RIGHT + RIGHT_W - 14 - MINIATURE
        specs.append(ShapeSpec(f"chart-paper:p{me}", faces.paper_face(MINIATURE), x, top + 38, 5))
        for progress in figures:
            info = config.sheet.figures[progress.figure]
            face = faces.chart_figure_face(config.sheet, progress.figure, MINIATURE, progress.completed)
            specs.append(ShapeSpec(f"chart-figure:p{me}:{info.id}", face, x, top + 38, 6,
                                   group=self.figure_group(me, info.id)))
        y = top + 34
        for figure_id, text in rows:
            # A label of one line centres it in its box (LabelItem: 30 units a scale, and 8);
            # of several, starts at its top.
            nudge = 0.0 if "\n" in text else (30 * CHART_WORDS + 8 - line) / 2
            specs.append(LabelSpec(f"label:figure:p{me}:{figure_id}", text, RIGHT + 14, y - nudge,
                                   width, CHART_WORDS))
            y += (text.count("\n") + 1) * line + 8
        return specs, bottom

    # -- your score, locks and figures ----------------------------------------------------
    def _panel(self, view: Any, context: TableContext, me: int) -> tuple[list[Spec], float]:
        """Your name and score, the track, the locks and their note; the bottom it reaches."""
        config = view.config
        acting = me in context.to_move
        name = ("▶ " if acting else "") + seat_title(context.seat_names[me])
        goal = config.sheet.threshold
        status = context.words(t.DRAFT_STATUS(score=view.score(me), goal=goal) if view.phase == DRAFT
                               else t.ROUND_STATUS(r=view.round, score=view.score(me), goal=goal))
        x = RIGHT + 14
        metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))
        note_lines: list[str] = []
        if config.powers:
            note_of = t.LOCKS_NOTE_ALL if config.lock_symbols == ALL_LOCKS else t.LOCKS_NOTE
            note_lines = wrapped(context.words(note_of(n=config.lock_dice, bonus=config.unlock_bonus)),
                                  RIGHT_W - 28, metrics)
        # The locks' note under the locks, as many lines as it takes at the panel's type.
        note_top = 86 + LOCK * 0.75 if config.powers else 86
        bottom = note_top + len(note_lines) * metrics.lineSpacing() + 12
        specs: list[Spec] = [ZoneSpec(f"panel:p{me}", QRectF(RIGHT, 14, RIGHT_W, bottom - 14), name,
                                      status, active=acting)]
        track = faces.track_face(config.sheet.threshold, view.score(me), config.extra_die_at, TRACK_BOX)
        specs.append(ShapeSpec(f"track:p{me}", track, x, 52, 5))
        end = x + max(config.sheet.threshold, view.score(me)) * (TRACK_BOX + faces.TRACK_GAP) + 10
        extra = ", ".join(str(p) for p in config.extra_die_at)
        note = translate("ChromaCubesTable", "goal {n}").format(n=config.sheet.threshold) + (
            translate("ChromaCubesTable", " · extra die at {scores}").format(scores=extra)
            if extra else "")
        specs.append(LabelSpec(f"label:track:p{me}", note, end, 48, RIGHT + RIGHT_W - end - 8,
                               PANEL_WORDS))
        for lock in range(len(config.powers)):
            specs += self._lock(view, me, lock, x + lock * 322, 86, LOCK, words=True)
        if note_lines:
            specs.append(LabelSpec(f"label:locks:p{me}", "\n".join(note_lines), x, note_top,
                                   RIGHT_W - 28, PANEL_WORDS))
        return specs, bottom

    def _lock(self, view: Any, seat: int, lock: int, x: float, y: float, width: float,
              words: bool) -> list[Spec]:
        config = view.config
        colours = config.colours
        sides = tuple(colours[s] for s in view.locks[seat][lock])
        unlocked = view.is_unlocked(seat, lock)
        face = faces.lock_face(sides, config.lock_sides, config.lock_dice, unlocked, width)
        power = self.content.superpowers[config.powers[lock]]
        title = translate("ChromaCubesTable", "Lock {lock} · {power}").format(
            lock=LOCK_NAMES[lock].upper(), power=shown(power))
        # What the power does, where the mouse rests on the lock (too many words for beside it).
        specs: list[Spec] = [ShapeSpec(mv.lock_target(config, seat, lock), face, x, y, 5,
                                       tip=f"{title}: {shown(power, 'text')}")]
        if words:
            if not unlocked:
                state = render(t.SIDES_COLOURED(k=len(sides), n=config.lock_sides), None,
                               message_translator())
            elif power.id == "extra_reserve_move":
                state = translate("ChromaCubesTable", "unlocked: works by itself")
            elif lock in view.powers_used[seat]:
                state = translate("ChromaCubesTable", "unlocked: used this round")
            else:
                state = translate("ChromaCubesTable", "unlocked: drop a die here to use it")
            # Its name and state in type that reads at 1024x640; what the power does is its tool
            # tip (said here too, it took the centre's dice the room to be read).
            metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))
            lines = [*wrapped(title, LOCK_WORDS_WIDTH, metrics),
                     *wrapped(state, LOCK_WORDS_WIDTH, metrics)]
            specs.append(LabelSpec(f"label:lock:p{seat}:{LOCK_NAMES[lock]}", "\n".join(lines),
                                   x + width + 8, y, LOCK_WORDS_WIDTH, PANEL_WORDS))
        return specs

    # -- dice -------------------------------------------------------------------------------
    def _die(self, view: Any, die: int, x: float, y: float, size: float, drop_id: str = "",
             z: float = 10) -> ShapeSpec:
        config = view.config
        colours = config.colours
        colour = colours[config.dice[die]]
        face = view.face[die]
        symbols = tuple(colours[s] for s in config.faces[config.dice[die]][face]) if face >= 0 else ()
        owner = view.loc[die] // 2 if view.loc[die] >= 0 else -1
        wild = view.wild[owner] if 0 <= owner < len(view.wild) else None
        extra = colours[wild[1]] if wild and wild[0] == die else None
        used = die in view.used
        stuck = owner >= 0 and view.phase == PLAY and face >= 0 and self._stuck(view, owner, die)
        # Its colour's symbol and number on the rim (the symbol alone on a small die); its name
        # in words where the mouse rests on it, with what it may show while it shows no face.
        number = config.die_ids[die].rpartition("#")[2]  # "red#3": the third red die
        # (said when asked for: no first frame shows a tool tip)
        name = LateTip(t.die_name(config, die) if face >= 0 else t.die_faces(config, die),
                       # crossed out on its rim: it shows nothing the sheet still needs
                       " · " + translate("ChromaCubesTable", "stuck") if stuck else "")
        return ShapeSpec(mv.dice_source(config, (die,)),
                         faces.die_face(colour, number, symbols, size, used, stuck, extra,
                                        to_be_rolled=view.loc[die] == STOCK),
                         x, y, z, drop_id=drop_id, tip=name)

    def _stuck(self, view: Any, seat: int, die: int) -> bool:
        """Rulebook: a die that shows only symbols no uncoloured section of its owner's sheet
        needs is stuck (it can still be given away to activate a reserve die)."""
        mask = view.coloured[seat]
        return not any(view.shows(die, symbol) for s, (symbol, _) in enumerate(view.config.needs)
                       if not mask >> s & 1)

    def _row(self, view: Any, dice: list[int], x: float, y: float, size: float, per_row: int,
             drop_id: str, gap: float = 6) -> list[Spec]:
        return [self._die(view, die, x + (i % per_row) * (size + gap), y + (i // per_row) * (size + gap),
                          size, drop_id) for i, die in enumerate(dice)]

    def _own_dice(self, view: Any, me: int, top: float) -> tuple[list[Spec], float]:
        """Your active dice, reserve and End button from `top` down; the bottom they reach."""
        config = view.config
        dice = view.dice_at(active(me))
        free = [d for d in dice if d not in view.used]
        used = [d for d in dice if d in view.used]
        stuck = sum(1 for d in free if view.phase == PLAY and view.face[d] >= 0 and self._stuck(view, me, d))
        status = translate("ChromaCubesTable", "{n} to use").format(n=len(free)) + (
            translate("ChromaCubesTable", " · {n} used").format(n=len(used)) if used else "") + (
            translate("ChromaCubesTable", " · {n} stuck").format(n=stuck) if stuck else "")
        zone = f"p{me}.active"
        specs: list[Spec] = [ZoneSpec(zone, QRectF(RIGHT, top, RIGHT_W, 110),
                                      translate("ChromaCubesTable", "Your active dice"), status)]
        x = RIGHT + 14
        dice_y = top + 32
        specs += self._row(view, free, x, dice_y, DIE, 20, zone)
        x += len(free) * (DIE + 6)
        bonus = view.bonus_symbol() if view.phase == PLAY else None
        if bonus is not None:
            colour = config.colours[bonus]
            specs.append(ShapeSpec(mv.dice_source(config, (), bonus), faces.bonus_face(colour, DIE),
                                   x, dice_y, 10, drop_id=zone))
            x += DIE + 6
        if used:
            x += 14
            said = translate("ChromaCubesTable", "used:")
            room = QFontMetricsF(theme.font(PANEL_WORDS, bold=True)).horizontalAdvance(said) + 8
            specs.append(LabelSpec("label:used", said, x, dice_y + 8, room, PANEL_WORDS))
            specs += self._row(view, used, x + room, dice_y, DIE, 20, zone)
        if config.cairn:
            end_label = translate("ChromaCubesTable", "End my turn")
            end_y, bottom = top + 124.0, top + 170.0
        else:
            zone = f"p{me}.reserve"
            held = view.dice_at(reserve(me))
            reserve_top = top + 118
            specs.append(ZoneSpec(zone, QRectF(RIGHT, reserve_top, 330, 92),
                                  translate("ChromaCubesTable", "Your reserve"),
                                  translate("ChromaCubesTable", "{n} of {most}").format(
                                      n=len(held), most=config.reserve_limit)))
            specs += self._row(view, list(held), RIGHT + 14, reserve_top + 34, RESERVE_DIE, 6, zone)
            end_label = translate("ChromaCubesTable", "End my round")
            end_y, bottom = reserve_top + 20, reserve_top + 92
        specs.append(ButtonSpec(mv.END_BUTTON, end_label, RIGHT + 356, end_y, 190))
        return specs, bottom

    def _centre(self, view: Any, context: TableContext, top: float) -> list[Spec]:
        """The centre's dice (drafted, or taken as extra dice), or the cairn game's trade stock,
        from `top` down to the opponents' band: its dice as large as every die fits."""
        config = view.config
        height = self.column_bottom - top
        rect = QRectF(RIGHT, top, RIGHT_W, height)
        dice = list(view.dice_at(STOCK if config.cairn else POOL))
        if config.cairn:
            stock = dice
            trade = (translate("ChromaCubesTable", "trade stone: drop an unused die on a stock die")
                     if view.can_trade()
                     else translate("ChromaCubesTable", "trade on a trade stone's turn"))
            title = translate("ChromaCubesTable", "Trade stock")
            trade, under, lower = _status_placed("stock", title, trade, top)
            size, per_row = _dice_fitting(len(dice), RIGHT_W - 28, height - 40 - lower, DIE)
            # A trade is a drop on the stock die itself: each keeps its own id as its target.
            return [ZoneSpec("stock", rect, title, trade), *under,
                    *self._row(view, stock, RIGHT + 14, top + 36 + lower, size, per_row, "")]
        pool = dice
        if view.phase == DRAFT:
            game = context.game
            assert isinstance(game, ChromaCubesGame)  # this table draws its own game only
            seat = game.draft_player(view)
            to_reserve = game.draft_to_reserve(view)
            if seat == context.viewer:
                said = t.CENTRE_YOU_RESERVE() if to_reserve else t.CENTRE_YOU_ACTIVE()
            else:
                said = (t.CENTRE_RESERVE if to_reserve else t.CENTRE_ACTIVE)(p=seat)
        else:
            said = t.LEFTOVER()
        count = context.words(t.DICE_COUNT(n=len(pool)))
        # On more lines where a longer language needs them beside the count; the dice go lower.
        title, _words = zone_title(context.words(said), count, RIGHT_W, PANEL_WORDS, PANEL_WORDS)
        lower = title.count("\n") * QFontMetricsF(theme.font(PANEL_WORDS, bold=True)).lineSpacing()
        size, per_row = _dice_fitting(len(dice), RIGHT_W - 28, height - 40 - lower, POOL_DIE)
        return [ZoneSpec("pool", rect, title, count),
                *self._row(view, pool, RIGHT + 14, top + 36 + lower, size, per_row, "pool")]

    # -- opponents ----------------------------------------------------------------------------
    def _opponent(self, view: Any, context: TableContext, seat: int, x: float,
                  width: float) -> list[Spec]:
        config = view.config
        acting = seat in context.to_move
        name = ("▶ " if acting else "") + seat_title(context.seat_names[seat])
        status = translate("ChromaCubesTable", "{n} of {most}").format(n=view.score(seat),
                                                                     most=config.sheet.threshold)
        specs: list[Spec] = [ZoneSpec(f"panel:p{seat}", QRectF(x, BAND, width, BAND_H), name, status,
                                      active=acting)]
        specs += self._sheet(view, seat, x + 10, BAND + 44, SMALL_SHEET, detailed=False)
        right = x + SMALL_SHEET + 22
        room = x + width - right - 10
        for lock in range(len(config.powers)):
            specs += self._lock(view, seat, lock, right + lock * (SMALL_LOCK + 10), BAND + 34,
                                SMALL_LOCK, words=False)
        per_row = max(1, int((room - 12) // (SMALL_DIE + 4)))
        dice = view.dice_at(active(seat))
        zone = f"p{seat}.active"
        title, status, whole = title_and_status(
            translate("ChromaCubesTable", "Active"), translate("ChromaCubesTable", "{n} to use")
            .format(n=sum(d not in view.used for d in dice)), room, PANEL_WORDS)
        specs.append(ZoneSpec(zone, QRectF(right, BAND + 80, room, 96), title, status,
                              details=whole))
        specs += self._row(view, list(dice), right + 8, BAND + 108, SMALL_DIE, per_row, zone, 4)
        zone = f"p{seat}.reserve"
        held = view.dice_at(reserve(seat))
        specs.append(ZoneSpec(zone, QRectF(right, BAND + 182, room, 72),
                              translate("ChromaCubesTable", "Reserve"),
                              f"{len(held)}/{config.reserve_limit}"))
        specs += self._row(view, list(held), right + 8, BAND + 212, SMALL_DIE, per_row, zone, 4)
        return specs

    # -- the cairn game -----------------------------------------------------------------------
    def _cairns(self, view: Any, context: TableContext, me: int) -> tuple[list[Spec], float]:
        """The solo sheet's cairns: each turn fills the next stone of the current cairn; the
        bottom the panel reaches."""
        config = view.config
        acting = me in context.to_move
        if view.cairn < 0 and view.phase == PLAY:
            status = translate("ChromaCubesTable", "choose the next cairn: click it")
        else:
            status = context.words(t.TURN_STATUS(t=view.round, score=view.score(me)))
        metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))
        line = metrics.lineSpacing()
        step = (RIGHT_W - 20) / len(config.cairns)
        labels: list[list[str]] = []
        for index, cairn in enumerate(config.cairns):
            egg = shown(config.sheet.figures[cairn.figure])
            note = ""
            if index in view.cairns_done:
                note = (translate("ChromaCubesTable", "filled, egg in time: +1")
                        if cairn.figure in view.egg_bonus else translate("ChromaCubesTable", "filled"))
            elif index == view.cairn:
                note = translate("ChromaCubesTable", "now: stone {n}").format(n=view.stone + 1)
            cairn_words = translate("ChromaCubesTable", "Cairn {n} · {egg}").format(n=index + 1,
                                                                                     egg=egg)
            lines = wrapped(cairn_words, step - 8, metrics)
            if len(lines) > 1:  # one part a line: "Cairn 1", "Egg 1"
                lines = [line for part in cairn_words.split(" · ")
                         for line in wrapped(part, step - 8, metrics)]
            labels.append(lines + (wrapped(note, step - 8, metrics) if note else []))
        # Every cairn's words above it, as many lines as the longest takes (two kept for a
        # note that comes later), then the cairns, then the eggs' count.
        label_lines = max(3, max(len(lines) for lines in labels))
        cairns_top = 40 + label_lines * line + 6
        stones = max(len(cairn.stones) for cairn in config.cairns)
        cairns_bottom = cairns_top + stones * (CAIRN * 0.34 + 4)
        eggs = view.figures_completed(me)
        said = context.words(t.EGGS(n=eggs, total=len(config.figure_values), per=config.per_egg,
                                    bonus=config.egg_bonus))
        eggs_lines = wrapped(said, RIGHT_W - 28, metrics)
        bottom = cairns_bottom + 6 + len(eggs_lines) * line + 10
        specs: list[Spec] = [ZoneSpec(f"panel:p{me}", QRectF(RIGHT, 14, RIGHT_W, bottom - 14),
                                      ("▶ " if acting else "") + seat_title(context.seat_names[me]),
                                      status,
                                      active=acting)]
        for index, cairn in enumerate(config.cairns):
            x = RIGHT + 10 + index * step
            if index in view.cairns_done:
                filled, current = len(cairn.stones), -1
            elif index == view.cairn:
                filled, current = view.stone, view.stone
            else:
                filled, current = 0, -1
            face = faces.cairn_face(cairn.stones, config.colours, filled, current, CAIRN)
            # Resting on a cairn outlines its egg on the sheet ("Egg 3" names none drawn there).
            egg_group = self.figure_group(me, config.sheet.figures[cairn.figure].id)
            specs.append(ShapeSpec(mv.cairn_target(config, me, index), face,
                                   x + (step - CAIRN) / 2, cairns_top, 5, group=egg_group))
            specs.append(LabelSpec(f"label:cairn{index + 1}", "\n".join(labels[index]),
                                   x + 4, 40, step - 6, PANEL_WORDS))
        specs.append(LabelSpec("label:eggs", "\n".join(eggs_lines), RIGHT + 14, cairns_bottom + 6,
                               RIGHT_W - 28, PANEL_WORDS))
        return specs, bottom


def _status_placed(zone: str, title: str, status: str, top: float
                   ) -> tuple[str, list[Spec], float]:
    """A right-hand panel's status beside its title where both fit, else on lines of its own
    under the title: the zone's status, the label under it, how much lower the panel's contents
    start."""
    metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=True))
    room = RIGHT_W - 24
    if metrics.horizontalAdvance(title) + 12 + metrics.horizontalAdvance(status) <= room:
        return status, [], 0.0
    lines = wrapped(status, room - 4, metrics)
    line = metrics.lineSpacing()
    # A label of one line centres it in its box (LabelItem: 30 units a scale, and 8).
    nudge = 0.0 if len(lines) > 1 else (30 * PANEL_WORDS + 8 - line) / 2
    label = LabelSpec(f"label:{zone}", "\n".join(lines), RIGHT + 14, top + 28 - nudge, room,
                      PANEL_WORDS)
    return "", [label], len(lines) * line + 2


def _dice_fitting(count: int, width: float, height: float, largest: float) -> tuple[float, int]:
    """The largest die size (down from `largest`) at which `count` dice fit in rows in
    `width` x `height`, and the dice a row."""
    size = largest
    while True:
        per_row = max(1, int((width + 6) // (size + 6)))
        rows = -(-count // per_row)
        if rows * (size + 6) <= height or size <= 24:
            return size, per_row
        size -= 2
