"""Card bodies are drawn once per device size and then copied (ui/items/card_item.py)."""

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsView

from chroma_desktop.ui.items.card_item import CardFace, CardItem
from chroma_desktop.ui.painting import brush
from tests.ui.conftest import view_of

DRAWN: list[float] = []


@dataclass(frozen=True)
class CountingFront:
    """A front that fills the card with `fill` and notes each time it is drawn."""

    fill: str

    def __call__(self, painter: QPainter, rect: QRectF, path: QPainterPath, scale: float) -> None:
        DRAWN.append(rect.width())
        painter.fillPath(path, brush(QColor(self.fill)))


def _view(qtbot, face: CardFace) -> tuple[QGraphicsView, CardItem]:
    card = CardItem("card:1", face)
    return view_of(qtbot, card, 100, 60), card


def test_a_card_body_is_drawn_once_and_copied_on_later_frames(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    DRAWN.clear()
    face = CardFace("", "#C03030", "", painter=CountingFront("#C03030"))
    view, card = _view(qtbot, face)
    first = view.grab().toImage()
    view.viewport().repaint()
    second = view.grab().toImage()
    assert len(DRAWN) == 1  # the second and third frames copied the first drawing
    centre = view.mapFromScene(card.mapToScene(card.card_rect().center()))
    assert first.pixelColor(centre).name() == second.pixelColor(centre).name() == "#c03030"
    # Another size (the table zoomed) is drawn again, once.
    view.scale(1.5, 1.5)
    view.viewport().repaint()
    view.grab()
    assert len(DRAWN) == 2


def test_a_different_face_is_never_taken_for_a_cached_one(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    view, card = _view(qtbot, CardFace("", "#C03030", "", painter=CountingFront("#C03030")))
    view.grab()
    card.set_face(CardFace("", "#3050C0", "", painter=CountingFront("#3050C0")), 1.0)
    image = view.grab().toImage()
    centre = view.mapFromScene(card.mapToScene(card.card_rect().center()))
    assert image.pixelColor(centre).name() == "#3050c0"


def test_a_turned_card_is_drawn_as_vectors(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    DRAWN.clear()
    view, card = _view(qtbot, CardFace("", "#30A050", "", painter=CountingFront("#30A050")))
    card.setRotation(30)
    view.grab()
    view.grab()
    assert len(DRAWN) == 2  # no image for a turned card: drawn each frame


def test_the_tables_first_frame_draws_card_bodies_where_their_outlines_are(qtbot):
    """Before the table keeps pixmaps (its first frame) a card paints straight into the window's
    buffer, where the view sits below the menu bar: the body must land on its outline there too."""
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.seat import Seat

    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    seats = [Seat("You", ""), Seat("Bot 2", "heuristic"), Seat("Bot 3", "heuristic")]
    controller = window.start_game(NewGameConfig("coloretto", 3, seats, {}, False, 3))
    window.show()
    qtbot.waitExposed(window)
    viewport = window.view.viewport()
    assert viewport.mapTo(window, viewport.rect().topLeft()).y() > 0  # the case that matters
    assert not controller.scene._keep_pixmaps
    area = viewport.rect().translated(viewport.mapTo(window, viewport.rect().topLeft()))
    first = window.grab().toImage().copy(area)
    window.finish_start()
    qtbot.wait(50)
    later = window.grab().toImage().copy(area)
    # The deck's card: its body and outline, read down its middle, are the same on both frames.
    deck = next(item for item in controller.scene.items() if isinstance(item, CardItem))
    centre = window.view.mapFromScene(deck.sceneBoundingRect().center())
    top = window.view.mapFromScene(deck.sceneBoundingRect().topLeft()).y()
    bottom = window.view.mapFromScene(deck.sceneBoundingRect().bottomLeft()).y()
    column = [(first.pixelColor(centre.x(), y).rgb(), later.pixelColor(centre.x(), y).rgb())
              for y in range(max(0, top - 30), bottom + 30)]
    differing = sum(1 for a, b in column if a != b)
    assert differing <= 4, f"{differing} of {len(column)} pixels down the card differ"


def test_the_copied_image_holds_the_resting_shadow_and_edge_and_a_lifted_card_its_lift_shadow(
        qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    DRAWN.clear()
    view, card = _view(qtbot, CardFace("", "#F0F0F0", "", painter=CountingFront("#F0F0F0")))
    view.setBackgroundBrush(QColor("#FFFFFF"))
    rect = card.card_rect()

    def shade(x: float, y: float) -> int:
        """How dark the frame is at the card's point (x, y), 0 (white) to 255 (black)."""
        image = view.grab().toImage()
        return 255 - image.pixelColor(view.mapFromScene(card.mapToScene(x, y))).lightness()

    # Resting: a dark edge, a sliver of shadow just below the card, nothing further out.
    assert shade(rect.center().x(), rect.top() + 0.3) > 60  # the edge
    assert shade(rect.center().x(), rect.bottom() + 1.5) > 10  # the resting shadow
    assert shade(rect.center().x(), rect.bottom() + 7) == 0
    view.viewport().repaint()
    assert len(DRAWN) == 1  # and it came from the one drawing, copied
    # Lifted: the soft shadow reaches well below the card.
    card.set_lifted(True)
    assert shade(rect.center().x(), rect.bottom() + 7) > 10
    assert shade(rect.center().x(), rect.top() + 0.3) > 60
    assert len(DRAWN) == 2  # the lifted card's own image, without the resting sliver
