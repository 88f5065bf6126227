"""Chroma Cubes' locks: beside your locks, their name and state in type that reads at 1024x640;
what each power does is the lock's tool tip, on your locks and the opponents' (issue 31: the
lock texts were ~5 px)."""

from __future__ import annotations

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_cubes.table.layout import PANEL_WORDS
from chroma_desktop.ui.dialogs import NewGameConfig
from tests.ui.conftest import vs_bots


def test_each_lock_says_its_name_beside_it_and_its_power_in_its_tool_tip(window):
    controller = window.start_game(NewGameConfig("chroma_cubes", 3, vs_bots(3), {}, False, 2))
    config = controller.match.state.config
    content = controller.layout.content
    scene = controller.scene
    for seat in range(3):
        for lock, power_id in enumerate(config.powers):
            letter = "ab"[lock]
            power = content.superpowers[power_id]
            item = scene.item_for(f"sheet:p{seat}:{config.sheet.id}:lock_{letter}")
            assert item is not None
            assert item.toolTip() == (f"Lock {letter.upper()} · {shown(power)}: "
                                      f"{shown(power, 'text')}")
            label = scene.item_for(f"label:lock:p{seat}:{letter}")
            if seat != 0:
                assert label is None  # an opponent's locks are drawn small, with no words
                continue
            assert label.scale_ == PANEL_WORDS
            assert label.text.replace("\n", " ").startswith(f"Lock {letter.upper()} · {shown(power)}")
            assert shown(power, "text") not in label.text.replace("\n", " ")
