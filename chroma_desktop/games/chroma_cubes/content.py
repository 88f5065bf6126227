"""Chroma Cubes content: dice colours and faces, rules settings, superpowers, the game sheets,
the rulings.

Built from `data/chroma_cubes/*.yaml` (`dice.yaml`, `rules.yaml`, `rulings.yaml`, one
`sheet_<id>.yaml` per sheet) after schema validation. The checks here are what a schema cannot
express: unique ids, faces that follow the colour wheel, sections that are real polygons inside
the unit square, pools large enough for the draft, and every requirement satisfiable by the dice
a sheet allows.

The classes are NamedTuples: a frozen dataclass takes ~0.6 ms to define, and this module is
imported on every start that opens a Chroma Cubes game.
"""

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content import rulings

if TYPE_CHECKING:  # the loader is needed only when content is built, not read from the cache
    from chroma_desktop.content.loader import ContentSource


Point = tuple[float, float]
SHEET_PREFIX = "sheet_"
MIN_SECTION_AREA = 2e-4  # a section smaller than this (in unit-square area) cannot be coloured


class ColourDef(NamedTuple):
    id: str
    name: str
    symbol: str
    symbol_plural: str
    glyph: str
    hue: str


class Section(NamedTuple):
    """One part of a picture: `need_count` dice showing the `need` symbol colour it.

    `label_at` is where the table writes its requirement (and later its symbol), `label_room`
    how far that point lies from the section's border: both found by `label_spot` when the
    content is built, so they are cached with it and no start of the table searches for them.
    """

    id: str  # "s1", "s2", ... numbered over the whole sheet in file order
    figure: int
    need: str
    need_count: int
    label: str
    polygon: tuple[Point, ...]
    label_at: Point
    label_room: float
    holes: tuple[tuple[Point, ...], ...] = ()


class Figure(NamedTuple):
    """A figure of a sheet. `outline` is its border as lines in the unit square (every section
    edge it does not share with another of its sections, joined end to end), found by
    `figure_outline` when the content is built, so no start of the table joins edges."""

    id: str
    name: str
    value: int
    sections: tuple[int, ...]  # indices into Sheet.sections
    outline: tuple[tuple[Point, ...], ...] = ()


class Stone(NamedTuple):
    kind: str  # "plain", "trade" or "bonus"
    bonus: str | None = None  # the bonus stone's symbol colour


class Cairn(NamedTuple):
    figure: int  # the egg this cairn belongs to
    stones: tuple[Stone, ...]


class Sheet(NamedTuple):
    id: str
    name: str
    subject: str
    version: str
    threshold: int
    banned_dice: tuple[str, ...]
    start_dice: tuple[str, ...]
    draft_active: int
    draft_reserve: int
    extra_die_at_points: tuple[int, ...]
    superpowers: tuple[str, ...]  # effect of lock A, lock B
    figures: tuple[Figure, ...]
    sections: tuple[Section, ...]
    cairns: tuple[Cairn, ...] = ()
    start_cairn: int = 0
    decor: tuple[tuple[bool, tuple[Point, ...]], ...] = ()  # (closed, points): drawn, not coloured


class Superpower(NamedTuple):
    id: str
    name: str
    text: str


class SoloCairnRules(NamedTuple):
    sheet: str
    trade_stock: tuple[str, ...]
    first_roll: tuple[str, ...]
    first_turn_must_use: int
    per_egg: int
    egg_before_cairn_end: int


class Ruling(rulings.Ruling):
    """A Chroma Cubes ruling (Help -> Rulings): a class of this package, which the content cache
    admits."""

    __slots__ = ()


class ChromaCubesContent(NamedTuple):
    colours: tuple[ColourDef, ...]
    face_layouts: MappingProxyType[str, MappingProxyType[str, tuple[tuple[str, str], ...]]]
    default_layout: str
    dice_sets: MappingProxyType[str, int]  # "default" and per player count
    reserve_limit: int
    activations_per_round: int
    first_completion_bonus: int
    superpower_unlock: int
    lock_sides: int
    lock_dice: int
    lock_distinct: bool
    end_when_nobody_can_colour: bool
    superpowers: MappingProxyType[str, Superpower]
    sheets: MappingProxyType[str, Sheet]  # in file-name order
    solo_cairn: SoloCairnRules
    rulings: tuple[Ruling, ...] = ()

    def sets_for(self, players: int) -> int:
        return self.dice_sets.get(str(players), self.dice_sets["default"])

    def colour(self, colour_id: str) -> ColourDef:
        return next(c for c in self.colours if c.id == colour_id)


# -- geometry ---------------------------------------------------------------------------------
def polygon_area(ring: tuple[Point, ...]) -> float:
    """Signed shoelace area of a closed ring (the last point joins the first)."""
    total = 0.0
    for index, (x1, y1) in enumerate(ring):
        x2, y2 = ring[(index + 1) % len(ring)]
        total += x1 * y2 - x2 * y1
    return total / 2


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def orient(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    return o1 * o2 < 0 and o3 * o4 < 0


def self_intersection(ring: tuple[Point, ...]) -> tuple[int, int] | None:
    """The first pair of non-adjacent edges that cross, or None for a simple ring."""
    count = len(ring)
    edges = [(ring[i], ring[(i + 1) % count]) for i in range(count)]
    # Each edge's box: edges whose boxes lie apart cannot cross (most pairs of a ring), so only
    # the others are tested.
    boxes = [(min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])) for a, b in edges]
    for i in range(count):
        left, right, top, bottom = boxes[i]
        for j in range(i + 2, count):
            if i == 0 and j == count - 1:
                continue
            other = boxes[j]
            if other[0] > right or other[1] < left or other[2] > bottom or other[3] < top:
                continue
            if _segments_cross(*edges[i], *edges[j]):
                return i, j
    return None


def point_in_ring(point: Point, ring: tuple[Point, ...]) -> bool:
    """Ray casting: whether `point` lies inside `ring`."""
    return _crosses_odd(point, _crossings(ring))


def section_contains(section: Section, point: Point) -> bool:
    return _inside(point, section.polygon, section.holes)


def _inside(point: Point, polygon: tuple[Point, ...], holes: tuple[tuple[Point, ...], ...]) -> bool:
    return point_in_ring(point, polygon) and not any(point_in_ring(point, hole) for hole in holes)


def label_spot(section: Section) -> tuple[Point, float]:
    """Where the section's label reads best and how far that is from its border (what the
    content stores as `label_at` and `label_room`), found from its outline."""
    return _pole(section.polygon, section.holes)


def _pole(polygon: tuple[Point, ...], holes: tuple[tuple[Point, ...], ...]) -> tuple[Point, float]:
    """The point inside `polygon` (outside its `holes`) farthest from its border (a cheap pole
    of inaccessibility, found on a coarse grid, then on finer grids around the best point so
    far), and that distance (how big a label fits)."""
    xs = [x for x, _ in polygon]
    ys = [y for _, y in polygon]
    best, spot = 0.0, (sum(xs) / len(xs), sum(ys) / len(ys))
    left, top, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    # Each edge's numbers, worked out once for the ~180 points tried (not once per point).
    outline, cut_out = _crossings(polygon), [_crossings(hole) for hole in holes]
    segments = [segment for ring in (polygon, *holes) for segment in _segments(ring)]
    # No point inside lies farther from the border than from the outline's bounding box.
    box_left, box_right, box_top, box_bottom = min(xs), max(xs), min(ys), max(ys)
    for steps in (8, 6, 6):
        # Where each row of the grid crosses the outline and the holes, worked out once per row
        # (not once per point): a point lies inside when it has an odd number on its right.
        rows = [top + height * j / steps for j in range(steps + 1)]
        crossings = [(_row_crossings(y, outline), [_row_crossings(y, hole) for hole in cut_out])
                     for y in rows]
        for i in range(steps + 1):
            x = left + width * i / steps
            for y, (outline_xs, holes_xs) in zip(rows, crossings, strict=True):
                if min(x - box_left, box_right - x, y - box_top, box_bottom - y) <= best:
                    continue  # nearer the box than the best so far: it cannot be the spot
                if _odd_right_of(x, outline_xs) and not any(_odd_right_of(x, xs)
                                                             for xs in holes_xs):
                    point = (x, y)
                    clearance = _segments_clearance(point, segments, best)
                    if clearance > best:
                        best, spot = clearance, point
        width, height = 3 * width / steps, 3 * height / steps
        left, top = spot[0] - width / 2, spot[1] - height / 2
    return spot, best


def _row_crossings(y: float, edges: list[tuple[float, float, float, float]]) -> list[float]:
    """Where the row at height `y` meets the ring's edges (from `_crossings`), as ray casting
    reads them (`_crosses_odd`)."""
    return [x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            for x1, y1, x2, y2 in edges if (y1 > y) != (y2 > y)]


def _odd_right_of(x: float, crossings: list[float]) -> bool:
    return sum(x < crossing for crossing in crossings) % 2 == 1


def figure_outline(sections: list[Section]) -> tuple[tuple[Point, ...], ...]:
    """The outline of a figure made of `sections`: every section edge not shared with another of
    them, joined into lines (one line per run of edges, not one per edge: a sheet has hundreds of
    edges, and the table strokes each line as a path on every paint)."""
    edges: dict[frozenset, int] = {}
    ends: dict[frozenset, tuple[Point, Point]] = {}
    for section in sections:
        for ring in (section.polygon, *section.holes):
            for i, a in enumerate(ring):
                b = ring[i - 1]
                key = frozenset((a, b))
                edges[key] = edges.get(key, 0) + 1
                ends[key] = (a, b)
    return _joined([ends[key] for key, count in edges.items() if count == 1 and len(key) == 2])


def _joined(edges: list[tuple[Point, Point]]) -> tuple[tuple[Point, ...], ...]:
    """`edges` joined end to end into lines, each edge in exactly one line. A line never comes
    back to a point it has passed (a closed outline stops one edge short, and that edge makes a
    line of its own): drawn out and back, a line then encloses nothing, for Qt's path arithmetic
    too, so the mouse reaches the sections under a figure's outline."""
    links: dict[Point, list[Point]] = {}
    for a, b in edges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    lines: list[tuple[Point, ...]] = []
    # Lines start where an odd number of edges meet (the ends of open lines), then anywhere.
    starts = [point for point, others in links.items() if len(others) % 2] + list(links)
    for start in starts:
        while links[start]:
            line, point = [start], start
            while links[point] and links[point][-1] not in line:
                following = links[point].pop()
                links[following].remove(point)
                line.append(following)
                point = following
            lines.append(tuple(line))
    return tuple(lines)


def _crossings(ring: tuple[Point, ...]) -> list[tuple[float, float, float, float]]:
    """The ring's edges, each as its start and end (what ray casting reads)."""
    count = len(ring)
    return [(*ring[index], *ring[(index + 1) % count]) for index in range(count)]


def _crosses_odd(point: Point, edges: list[tuple[float, float, float, float]]) -> bool:
    """Ray casting on a ring's edges from `_crossings`: whether `point` lies inside."""
    x, y = point
    inside = False
    for x1, y1, x2, y2 in edges:
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _segments(ring: tuple[Point, ...]) -> list[tuple[float, float, float, float, float]]:
    """Each edge of the ring as a start, a direction and the direction's squared length."""
    segments = []
    for index, (ax, ay) in enumerate(ring):
        bx, by = ring[index - 1]
        dx, dy = bx - ax, by - ay
        segments.append((ax, ay, dx, dy, dx * dx + dy * dy or 1))
    return segments


def _segments_clearance(point: Point, segments: list[tuple[float, float, float, float, float]],
                        floor: float) -> float:
    """The distance from `point` to the nearest of the `segments` (from `_segments`), or
    anything not above `floor` as soon as one is that close."""
    px, py = point
    best, best_squared = 9.0, 81.0
    for ax, ay, dx, dy, length2 in segments:
        t = ((px - ax) * dx + (py - ay) * dy) / length2
        t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
        ex, ey = ax + t * dx - px, ay + t * dy - py
        squared = ex * ex + ey * ey
        # The square root is taken only for a nearer edge (it keeps the order of distances).
        if squared < best_squared:
            best_squared, best = squared, squared ** 0.5
            if best <= floor:
                return best
    return best


# -- building ---------------------------------------------------------------------------------
def _said():
    """The refusals' templates (`content_words`), loaded only when content is refused."""
    import chroma_desktop.games.chroma_cubes.content_words as words

    return words


def _check_unique(source: "ContentSource", items: list[dict], path: list, key: str) -> None:
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        value = item[key]
        if value in seen:
            raise source.error([*path, index, key], _said().ALREADY_USED_BY_ITEM(
                value=_said().quoted(value), other=seen[value]))
        seen[value] = index


def _build_faces(source: "ContentSource", colour_ids: tuple[str, ...]):
    faces = source.data["faces"]
    layouts = {}
    wheel = len(colour_ids)
    for name, layout in faces["layouts"].items():
        path = ["faces", "layouts", name]
        for colour in layout:
            if colour not in colour_ids:
                raise source.error([*path, colour], _said().not_a_dice_colour(colour))
        dice = {}
        for position, colour in enumerate(colour_ids):
            if colour not in layout:
                raise source.error(path, _said().NO_FACES(colour=_said().written(colour)))
            die_faces: list[tuple[str, str]] = []
            for index, (first, second) in enumerate(layout[colour]):
                where: list[str | int] = [*path, colour, index]
                for symbol in (first, second):
                    if symbol not in colour_ids:
                        raise source.error(where, _said().not_a_dice_colour(symbol))
                if first == second:
                    raise source.error(where, _said().SAME_SYMBOL_TWICE())
                if {first, second} in [set(f) for f in die_faces]:
                    raise source.error(where, _said().FACE_TWICE())
                die_faces.append((first, second))
            # The die's own colour and its wheel neighbours on 3 faces each, the rest on 1.
            for other_position, other in enumerate(colour_ids):
                distance = min((other_position - position) % wheel, (position - other_position) % wheel)
                expected = 3 if distance <= 1 else 1
                shown = sum(other in face for face in die_faces)
                if shown != expected:
                    raise source.error([*path, colour], _said().SHOWN_ON_FACES(
                        colour=_said().written(other), shown=shown, expected=expected))
            dice[colour] = tuple(die_faces)
        layouts[name] = MappingProxyType(dice)
    if faces["default"] not in layouts:
        raise source.error(["faces", "default"], _said().NOT_A_LAYOUT(name=_said().quoted(faces["default"])))
    return MappingProxyType(layouts), faces["default"]


def _ring(source: "ContentSource", path: list, points: list) -> tuple[Point, ...]:
    ring = tuple((float(x), float(y)) for x, y in points)
    for index, (x, y) in enumerate(ring):
        if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
            raise source.error([*path, index],
                               _said().POINT_OUTSIDE(point=_said().written(f"({x:g}, {y:g})")))
    if len(set(ring)) < 3:
        raise source.error(path, _said().THREE_POINTS())
    if abs(polygon_area(ring)) < MIN_SECTION_AREA:
        area = _said().written(f"{abs(polygon_area(ring)):.2g}")
        raise source.error(path, _said().DEGENERATE(area=area))
    crossing = self_intersection(ring)
    if crossing is not None:
        raise source.error(path, _said().CROSSES_ITSELF(first=crossing[0], second=crossing[1]))
    return ring


def _build_sheet(source: "ContentSource", key: str, raw: dict, colour_ids: tuple[str, ...],
                 rules: dict, superpowers: dict, faces: Any) -> Sheet:
    if key != SHEET_PREFIX + raw["id"]:
        raise source.error([key, "id"], _said().ID_MATCHES_KEY(id=_said().quoted(key[len(SHEET_PREFIX):])))
    for field in ("banned_dice", "start_dice"):
        for index, colour in enumerate(raw.get(field, [])):
            if colour not in colour_ids:
                raise source.error([key, field, index],
                                   _said().not_a_dice_colour(colour))
    banned = tuple(raw["banned_dice"])
    allowed = tuple(c for c in colour_ids if c not in banned)
    if not allowed:
        raise source.error([key, "banned_dice"], _said().BANS_EVERY_COLOUR())
    start = tuple(raw.get("start_dice", []))
    for index, colour in enumerate(start):
        if colour in banned:
            raise source.error([key, "start_dice", index],
                               _said().BANNED_HERE(colour=_said().written(colour)))
    draft = raw.get("draft", rules["draft"])
    active, reserve = draft["active"], draft["reserve"]
    base_dice = len(start) + active
    if base_dice < 1:
        raise source.error([key, "draft"], _said().NO_ACTIVE_DIE())
    for index, effect in enumerate(raw["superpowers"]):
        if effect not in superpowers:
            raise source.error([key, "superpowers", index],
                               _said().NOT_A_SUPERPOWER(effect=_said().quoted(effect)))
    extra_points = tuple(sorted(raw.get("extra_die_at_points", rules["extra_die_at_points"])))
    # The draft must be possible from the pool at every player count.
    for players in range(1, 5):
        sets = rules["dice_sets"].get(str(players), rules["dice_sets"]["default"])
        pool = sets * len(allowed)
        wanted = players * (len(start) + active + reserve)
        if wanted > pool:
            raise source.error([key, "draft" if "draft" in raw else "banned_dice"],
                               _said().POOL_TOO_SMALL(players=players, wanted=wanted, pool=pool))
        for colour in set(start):
            if players * start.count(colour) > sets:
                raise source.error([key, "start_dice"], _said().START_FROM_SETS(
                    players=players, dice=start.count(colour), colour=_said().written(colour), sets=sets))
    lock = rules["superpower_lock"]
    if lock["dice_per_side"] > base_dice + len(extra_points):
        raise source.error([key, "draft"], _said().LOCK_SIDE(needed=lock["dice_per_side"],
                                                             most=base_dice + len(extra_points)))
    shown = {symbol for colour in allowed for face in faces[colour] for symbol in face}
    _check_unique(source, raw["figures"], [key, "figures"], "id")
    figures: list[Figure] = []
    sections: list[Section] = []
    for f_index, figure in enumerate(raw["figures"]):
        indices = []
        for s_index, section in enumerate(figure["sections"]):
            where: list[str | int] = [key, "figures", f_index, "sections", s_index]
            (need, count), = section["need"].items()
            if need not in colour_ids:
                raise source.error([*where, "need"], _said().not_a_dice_colour(need))
            if need not in shown:
                raise source.error([*where, "need"], _said().NO_DIE_SHOWS(colour=_said().written(need)))
            if count > base_dice:
                raise source.error([*where, "need"], _said().NEEDS_MORE_DICE(count=count, active=base_dice))
            polygon = _ring(source, [*where, "polygon"], section["polygon"])
            holes = tuple(_ring(source, [*where, "holes", h], ring)
                          for h, ring in enumerate(section.get("holes", [])))
            for h, hole in enumerate(holes):
                if not all(point_in_ring(p, polygon) for p in hole):
                    raise source.error([*where, "holes", h], _said().HOLE_OUTSIDE())
            indices.append(len(sections))
            label_at, label_room = _pole(polygon, holes)
            sections.append(Section(f"s{len(sections) + 1}", f_index, need, count,
                                    section.get("label", ""), polygon, label_at, label_room,
                                    holes))
        figures.append(Figure(figure["id"], figure["name"], figure["value"], tuple(indices),
                              figure_outline([sections[i] for i in indices])))
    scoring = rules["scoring"]
    most = (sum(f.value + scoring["first_completion_bonus"] for f in figures)
            + len(raw["superpowers"]) * scoring["superpower_unlock"])
    if raw["threshold"] > most:
        raise source.error([key, "threshold"], _said().CANNOT_BE_REACHED(most=most))
    cairns: tuple[Cairn, ...] = ()
    start_cairn = 0
    if "cairns" in raw:
        ids = [f.id for f in figures]
        built = []
        for c_index, cairn in enumerate(raw["cairns"]["list"]):
            where = [key, "cairns", "list", c_index]
            if cairn["figure"] not in ids:
                raise source.error([*where, "figure"],
                                   _said().NOT_A_FIGURE(figure=_said().quoted(cairn["figure"])))
            stones = []
            for stone in cairn["stones"]:
                if isinstance(stone, dict):
                    if stone["bonus"] not in colour_ids:
                        raise source.error([*where, "stones"],
                                           _said().NOT_A_COLOUR(colour=_said().quoted(stone["bonus"])))
                    stones.append(Stone("bonus", stone["bonus"]))
                else:
                    stones.append(Stone(stone))
            built.append(Cairn(ids.index(cairn["figure"]), tuple(stones)))
        start_cairn = raw["cairns"]["start"] - 1
        if start_cairn >= len(built):
            raise source.error([key, "cairns", "start"], _said().ONLY_CAIRNS(cairns=len(built)))
        cairns = tuple(built)
    decor = []
    for d_index, outline in enumerate(raw.get("decor", [])):
        points = tuple((float(x), float(y)) for x, y in outline["points"])
        if not all(0.0 <= v <= 1.0 for point in points for v in point):
            raise source.error([key, "decor", d_index], _said().OUTLINE_OUTSIDE())
        decor.append((outline["closed"], points))
    return Sheet(
        decor=tuple(decor),
        id=raw["id"], name=raw["name"], subject=raw["subject"], version=raw.get("version", ""),
        threshold=raw["threshold"], banned_dice=banned, start_dice=start, draft_active=active,
        draft_reserve=reserve, extra_die_at_points=extra_points,
        superpowers=tuple(raw["superpowers"]), figures=tuple(figures), sections=tuple(sections),
        cairns=cairns, start_cairn=start_cairn,
    )


def build(source: "ContentSource") -> ChromaCubesContent:
    data: dict[str, Any] = source.data
    for key in ("id", "symbol", "glyph"):
        _check_unique(source, data["colours"], ["colours"], key)
    colours = tuple(ColourDef(**entry) for entry in data["colours"])
    colour_ids = tuple(c.id for c in colours)
    layouts, default_layout = _build_faces(source, colour_ids)
    rules = data["rules"]
    superpowers = {key: Superpower(key, v["name"], v["text"])
                   for key, v in data["superpowers"].items()}
    sheets = {}
    for key in sorted(k for k in data if k.startswith(SHEET_PREFIX)):
        sheet = _build_sheet(source, key, data[key], colour_ids, rules, superpowers,
                             layouts[default_layout])
        sheets[sheet.id] = sheet
    if not sheets:
        raise source.error([], _said().NO_SHEET())
    solo = data["solo_cairn"]
    for field in ("trade_stock", "first_roll"):
        for index, colour in enumerate(solo[field]):
            if colour not in colour_ids:
                raise source.error(["solo_cairn", field, index],
                                   _said().NOT_A_COLOUR(colour=_said().quoted(colour)))
    if solo["sheet"] not in sheets:
        raise source.error(["solo_cairn", "sheet"], _said().NOT_A_SHEET(sheet=_said().quoted(solo["sheet"])))
    if not sheets[solo["sheet"]].cairns:
        raise source.error(["solo_cairn", "sheet"], _said().NO_CAIRNS(sheet=_said().quoted(solo["sheet"])))
    return ChromaCubesContent(
        colours=colours,
        face_layouts=layouts,
        default_layout=default_layout,
        dice_sets=MappingProxyType(dict(rules["dice_sets"])),
        reserve_limit=rules["reserve_limit"],
        activations_per_round=rules["reserve_activations_per_round"],
        first_completion_bonus=rules["scoring"]["first_completion_bonus"],
        superpower_unlock=rules["scoring"]["superpower_unlock"],
        lock_sides=rules["superpower_lock"]["sides"],
        lock_dice=rules["superpower_lock"]["dice_per_side"],
        lock_distinct=rules["superpower_lock"]["distinct_symbols"],
        end_when_nobody_can_colour=rules["end_when_nobody_can_colour"],
        superpowers=MappingProxyType(superpowers),
        sheets=MappingProxyType(sheets),
        solo_cairn=SoloCairnRules(
            sheet=solo["sheet"], trade_stock=tuple(solo["trade_stock"]),
            first_roll=tuple(solo["first_roll"]), first_turn_must_use=solo["first_turn_must_use"],
            per_egg=solo["scoring"]["per_egg"],
            egg_before_cairn_end=solo["scoring"]["egg_before_cairn_end"],
        ),
        rulings=rulings.build_rulings(source, Ruling),
    )
