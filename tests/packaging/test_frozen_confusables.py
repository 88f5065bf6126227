"""The frozen build carries the Unicode confusables the names are compared by (`net/names.py`):
confusable-homoglyphs reads them from JSON files beside its modules, which PyInstaller's analysis
of imports does not see."""

from __future__ import annotations

import glob
from pathlib import Path

from tests.packaging.test_url_schemes import _run_spec


def test_the_spec_bundles_the_confusables_tables(monkeypatch):
    (analysis,) = _run_spec(monkeypatch, "linux")["Analysis"]
    bundled = {(Path(found).name, target) for source, target in analysis.kwargs["datas"]
               for found in glob.glob(source)}
    assert {("confusables.json", "confusable_homoglyphs"),
            ("categories.json", "confusable_homoglyphs")} <= bundled
