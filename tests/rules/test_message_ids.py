"""Typed access to the rules' messages: an unknown id or a wrong slot is caught before a player
sees it.

- `tools/message_ids.py --check`: the generated `Literal`s of keys (`rules/message_ids.py`,
  `games/<id>/message_ids.py`) are what the code declares, and every template has its English
  message and every English message its template; with them mypy refuses `T.add("drawz")`.
- Every template has, in English, Italian and German (where German has the catalogue; a message
  German lacks is said in English), a message whose variables are exactly its slots.
- Every call of a template in the code (`DRAWS(p=seat)`, `text.PLACES(p=..., c=..., r=...)`)
  passes exactly the slots the template declares, read from the code's syntax.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from chroma_desktop import fluent_catalogues, translations
from chroma_desktop.ftl_files import message_id
from chroma_desktop.rules.messages import all_templates

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import message_ids  # noqa: E402

message_ids.load_every_catalogue()
SHIPPED = sorted(translations.shipped_prefixes())
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in SHIPPED]


def test_the_generated_keys_are_what_the_code_and_the_english_say(capsys):
    assert message_ids.main(["--check"]) == 0, capsys.readouterr().err


def test_the_check_finds_a_key_the_module_lacks(tmp_path, monkeypatch):
    written = message_ids.module_text(("plain",))
    assert '"text",' in written and written.count("Literal[") == 1
    stale = tmp_path / "message_ids.py"
    stale.write_text(written.replace('    "text",\n', ""), encoding="utf-8")
    monkeypatch.setattr(message_ids, "owners", lambda: {stale: ("plain",)})
    monkeypatch.setattr(message_ids, "ROOT", tmp_path)
    assert message_ids.main(["--check"]) == 1
    assert stale.read_text(encoding="utf-8") != written  # --check writes nothing


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_every_message_has_exactly_its_templates_slots(language):
    prefixes = fluent_catalogues.ftl_prefixes(language) & set(SHIPPED)
    assert prefixes, language
    wrong = []
    checked = 0
    for template in TEMPLATES:
        prefix, _, short = template.key.partition(".")
        read = fluent_catalogues.catalogue(language, prefix)
        if read is None:
            continue
        entry = read.messages.get(message_id(short))
        if entry is None:
            if language != "de":  # German is being written; what it lacks is said in English
                wrong.append(f"{language}: no message for {template.key}")
            continue
        checked += 1
        wrong.extend(f"{language} {template.key}: {problem}"
                     for problem in fluent_catalogues.fit_problems(template, entry))
    assert wrong == []
    assert checked >= (len(TEMPLATES) if language != "de" else 100)


# -- the slots the code passes -----------------------------------------------------------------
def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _declared_slots(tree: ast.Module) -> dict[str, frozenset[str]]:
    """The templates a module declares at its top level (`NAME = T.add("key", p=SEAT)`, or
    through a wrapper such as `_add`): name → its slots."""
    found = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Call)):
            continue
        call, targets = node.value, node.targets if isinstance(node, ast.Assign) else [node.target]
        called = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
        if called not in ("add", "_add") or len(call.args) != 1 or not isinstance(call.args[0], ast.Constant):
            continue
        if any(keyword.arg is None for keyword in call.keywords):
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                found[target.id] = frozenset(keyword.arg for keyword in call.keywords if keyword.arg)
    return found


def _calls_of_templates() -> tuple[int, list[str]]:
    paths = sorted((ROOT / "chroma_desktop").rglob("*.py"))
    trees = {_module_name(path): ast.parse(path.read_text("utf-8")) for path in paths}
    declared = {name: _declared_slots(tree) for name, tree in trees.items()}
    checked, wrong = 0, []
    for module, tree in trees.items():
        names = dict(declared[module])  # a template called by its name here
        modules: dict[str, str] = {}  # an alias here → the module of templates it names
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    whole = f"{node.module}.{alias.name}"
                    if whole in declared:
                        modules[alias.asname or alias.name] = whole
                    elif alias.name in declared.get(node.module, {}):
                        names[alias.asname or alias.name] = declared[node.module][alias.name]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or node.args or any(k.arg is None for k in node.keywords):
                continue
            slots = None
            if isinstance(node.func, ast.Name):
                slots = names.get(node.func.id)
            elif isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                owner = modules.get(node.func.value.id)
                slots = declared[owner].get(node.func.attr) if owner else None
            if slots is None:
                continue
            checked += 1
            passed = frozenset(keyword.arg for keyword in node.keywords if keyword.arg)
            if passed != slots:
                wrong.append(f"{module}:{node.lineno}: {ast.unparse(node.func)} takes {sorted(slots)}, "
                             f"given {sorted(passed)}")
    return checked, wrong


def test_every_call_of_a_template_passes_exactly_its_slots():
    checked, wrong = _calls_of_templates()
    assert wrong == []
    assert checked > 800
