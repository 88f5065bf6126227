"""Guard against PySide6 6.12.0's reference leak on void Qt calls (aborts with none_dealloc).

If a future PySide6 upgrade brings the crash back, this test kills the test process instead of
passing: 20,000 calls are well past the few thousand that triggered it.
"""

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene


def test_twenty_thousand_setpos_calls_do_not_crash(qapp):
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    for index in range(20_000):
        item.setPos(index % 100, index % 37)
        item.setZValue(index % 5)
    assert item.pos().x() == 19_999 % 100
    assert item.zValue() == 19_999 % 5
