"""A Chroma Cubes section called left or right lies on that side of the sheet, as the player
sees it (issue 31: the log said "(right)" for the Cardinal's branch piece on the left)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from chroma_desktop.content.content_ftl import CONTENT, read_words, word_id, words_path
from chroma_desktop.resources import data_dir

ITALIAN = read_words(words_path(data_dir(), "it", CONTENT, "chroma_cubes"))
SHEETS = sorted((Path(__file__).resolve().parents[2] / "data" / "chroma_cubes").glob("sheet_*.yaml"))


def _centre_x(section: dict) -> float:
    points = section["polygon"]
    return sum(x for x, _y in points) / len(points)


def _mirrored(label: str) -> str:
    return label.replace("left", "\0").replace("right", "left").replace("\0", "right")


@pytest.mark.parametrize("path", SHEETS, ids=lambda path: path.stem)
def test_left_and_right_sections_lie_on_their_side(path):
    sheet = next(iter(yaml.safe_load(path.read_text(encoding="utf-8")).values()))
    pairs = 0
    for figure in sheet["figures"]:
        by_label = {section["label"]: section for section in figure["sections"]}
        for label, section in by_label.items():
            if "left" not in label:
                continue
            partner = by_label.get(_mirrored(label))
            if partner is None:
                continue
            pairs += 1
            assert _centre_x(section) < _centre_x(partner), (figure["id"], label)
            assert "sinistr" in ITALIAN.term_text(word_id(label)), label
    if path.stem == "sheet_cardinal":
        assert pairs == 1  # the branch
