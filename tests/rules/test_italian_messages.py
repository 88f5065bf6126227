"""The rules' words in Italian: every template has its Italian text, and it renders as Italian.

The texts are `data/i18n/it/<prefix>.ftl`, read by `chroma_desktop.fluent_catalogues`. Every template
of every game is rendered in Italian with each kind of seat name (the seat spoken to, a bot, a
friend) and counts of 1 and 2: no slot left, no English possessive, the plural and the verb form
that fit. Then seeded games are played with Italian chosen and their log read.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast as ftl

import chroma_desktop.content.content_words  # noqa: F401 (declares the content refusals' templates)
import chroma_desktop.net.invite_words  # noqa: F401 (declares the invite links' refusals' templates)
import chroma_desktop.persistence.refusals  # noqa: F401 (declares the file refusals' templates)
import chroma_desktop.rules.play_words  # noqa: F401 (declares the table's own refusals' templates)
import chroma_desktop.rules.position_words  # noqa: F401 (declares the position refusals' templates)
import chroma_desktop.rules.record_words  # noqa: F401 (declares the record refusals' templates)
import chroma_desktop.rules.setup_words  # noqa: F401 (declares the set-up refusals' templates)
import chroma_desktop.ui.online_host_words  # noqa: F401 (declares the hosting refusals' templates)
from chroma_desktop import fluent_catalogues, language, translations, word_forms
from chroma_desktop.ftl_files import message_id, parse_ftl
from chroma_desktop.registry import all_games, find_game, game_ids, load, manifests
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import (
    COUNT,
    SEAT,
    TEXT,
    SeatNames,
    all_templates,
    catalogue,
    render,
)
from tests.rules.message_samples import filled

GAMES = all_games()

DEMO = catalogue("test_italian", Path(__file__).parent / "data")  # its i18n/<language>/*.ftl
TAKES = DEMO.add("takes", p=SEAT, n=COUNT)
RESERVE = DEMO.add("reserve", p=SEAT, c=TEXT)
SECTION = DEMO.add("section", figure=TEXT, label=TEXT)

YOU_AND_BOT = SeatNames(("You", "Bot 2"), frozenset({0}))
NAMES = (
    SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
    SeatNames(("Anna", "You", "Bot 3", "Bot 4", "Bot 5"), frozenset({1})),
    SeatNames(("Anna", "Ben", "Carla", "Dario", "Eva"), frozenset()),
)
SAMPLE_TEXT = ("arancione", "rosso", "Blu Zaffiro")
# Italian that a wrong pick gives: a singular noun after 2, a plural after 1, the spoken-to seat
# with a third-person verb, a name with a second-person one.
WRONG_PLURAL = re.compile(r"\b(1 (carte|punti|tessere|dadi|file|pile|esagoni|figure|simboli|posti|"
                          r"copie|volte|giocatori|lati|uova|round +di)|2 (carta|punto|tessera|dado|"
                          r"fila|pila|esagono|figura|simbolo|posto|copia|volta|giocatore|lato))\b")
WRONG_PERSON = re.compile(r"\b([Tt]u (prende|pesca|piazza|sceglie|ha|è|colora|usa|dà|stampa|"
                          r"miscela|scarta|termina|inizia|rimuove|vince|riceve|sposta|può)|"
                          r"Bot \d (prendi|peschi|piazzi|scegli|hai|sei|colori|usi|dai|stampi|"
                          r"misceli|scarti|termini|inizi|rimuovi|vinci|ricevi|sposti|puoi))\b")
ENGLISH = re.compile(r"'s\b|\b(the|and|from|your|you|with|into|of|is|cards?|rows?|tiles?|dice|"
                     r"points?)\b")
# Position notation quoted in a refusal ('T31 from pile 2') is the same in every language.
QUOTED_NOTATION = re.compile(r"(?<!\w)'[^']*'(?!\w)")
for _manifest in manifests():  # declares each game's words: its modules, the table's aside
    _package = load(_manifest.rules.partition(":")[0].rpartition(".")[0])
    for _module in pkgutil.walk_packages(_package.__path__, f"{_package.__name__}."):
        if ".table" not in _module.name:
            importlib.import_module(_module.name)


def _demo_translator():
    return translations.translator("it", language.word, language.gender)


# -- the machinery ---------------------------------------------------------------------------------
def test_the_seat_spoken_to_is_tu_and_verbs_and_possessives_follow_the_seat():
    italian = _demo_translator()
    assert TAKES(p=0, n=1).render(YOU_AND_BOT, italian) == "Tu prendi 1 carta"
    assert TAKES(p=1, n=2).render(YOU_AND_BOT, italian) == "Bot 2 prende 2 carte"
    assert RESERVE(p=0, c="ala").render(YOU_AND_BOT, italian) == "La tua riserva contiene un'ala"
    assert RESERVE(p=1, c="zucca").render(YOU_AND_BOT, italian) == (
        "La riserva di Bot 2 contiene una zucca")


def test_articles_follow_gender_number_and_first_letters():
    """The articles are data (`-form-un`, `-form-il`, `-form-del` in it/language.ftl), said by
    `word_forms` from the word's gender and first letters."""
    article = word_forms.forms("it").say
    assert word_forms.forms("it").names == ("un", "il", "del")
    assert [article("un", word, gender) for word, gender in
            (("dado", "m"), ("scoiattolo", "m"), ("ala", "f"), ("stella", "f"), ("uovo", "m"))] == [
        "un dado", "uno scoiattolo", "un'ala", "una stella", "un uovo"]
    assert [article("il", word, gender) for word, gender in
            (("dado", "m"), ("zaino", "m"), ("ala", "f"), ("zampe", "fp"), ("occhi", "mp"),
             ("dadi", "mp"))] == ["il dado", "lo zaino", "l'ala", "le zampe", "gli occhi", "i dadi"]
    assert [article("del", word, gender) for word, gender in
            (("Cardinale", "m"), ("Uovo 2", "m"), ("Zucca", "f"), ("L'urlo", "m"))] == [
        "del Cardinale", "dell'Uovo 2", "della Zucca", "de L'urlo"]
    italian = _demo_translator()
    assert SECTION(figure="Cardinale", label="ala").render(YOU_AND_BOT, italian) == (
        "L'ala del Cardinale")


def test_content_words_in_text_slots_come_out_in_italian(italian):
    language.add_words({"Test Crimson": "Cremisi di prova", "Test Teal": "Verde acqua di prova"}, "it")
    words = italian.word
    assert words("Test Crimson") == "Cremisi di prova"
    assert words("test crimson") == "cremisi di prova"
    assert words("Test Crimson and Test Teal") == "Cremisi di prova e Verde acqua di prova"
    assert words("2 Test Teal, test crimson ♥") == "2 Verde acqua di prova, cremisi di prova ♥"
    assert words("left") == "sinistra"  # a fixed word of the rules' code (words.yaml)
    assert words("+0.8") == "+0,8"  # Italian writes a decimal comma
    assert words("no such word here") == "no such word here"


def _fit(template, source: str) -> list[str]:
    entry = parse_ftl(Path("it.ftl"), source).messages()[message_id(template.key.partition(".")[2])]
    return fluent_catalogues.fit_problems(template, entry)


def test_a_message_with_a_wrong_slot_or_that_does_not_parse_is_refused():
    assert _fit(RESERVE, (Path(__file__).parent / "data/i18n/it/test_italian.ftl").read_text(
        "utf-8").split("\nsection")[0].split("\n", 1)[1]) == []
    assert any("leaves out the slots c" in problem for problem in
               _fit(RESERVE, "reserve = la riserva di { $p }"))
    assert any("no slot 'q'" in problem for problem in _fit(TAKES, "takes = { $p } { $q } { $n }"))
    assert any("takes no form 'person'" in problem for problem in
               _fit(TAKES, "takes = { $p } { $n-person ->\n   *[x] y\n } { $n }\n"))
    assert parse_ftl(Path("it.ftl"), "takes = { $p } prende { $n } { carte\n").problems


def test_a_missing_text_an_obsolete_key_and_a_bad_slot_are_named_with_their_file(tmp_path):
    folder = tmp_path / "i18n" / "it"
    folder.mkdir(parents=True)
    (folder / "test_italian.ftl").write_text(
        "takes = { $p } { $p-person ->\n [second] prendi\n *[third] prende\n } { $n } carte\n"
        "reserve = { $p } contiene { $x }\n"
        "gone = non più\n", encoding="utf-8")
    (folder / "stray.ftl").write_text("key = testo\n", encoding="utf-8")
    found = translations.problems("it", prefixes=["test_italian"], root=tmp_path)
    text = "\n".join(found)
    assert "test_italian.ftl, message 'gone': no template has this id" in text
    assert "test_italian.ftl, message 'reserve': $x: the template has no slot 'x'" in text
    assert "no message 'section'" in text
    assert "stray.ftl: no catalogue 'stray'" in text


def test_english_never_reads_the_translations():
    """English is said from `en/*.ftl` (`fluent_catalogues`), never through another language's
    grammar (`translations`: Italian articles, `words.yaml`)."""
    code = ("import sys\n"
            "from chroma_desktop import language\n"
            "from chroma_desktop.registry import all_games; GAMES = all_games()\n"
            "from chroma_desktop.rules.messages import render\n"
            "assert language.message_translator() is None\n"
            "said = render(GAMES[0].prompt(GAMES[0].new_initial_state(2, {}), 0), None,"
            " language.message_translator())\n"
            "assert said and '.' not in said.split()[0], said\n"
            "print('chroma_desktop.translations' in sys.modules,"
            " 'chroma_desktop.fluent_catalogues' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False True"


# -- the shipped translation -----------------------------------------------------------------------
def test_every_template_has_an_italian_text_and_no_text_is_obsolete():
    assert GAMES  # importing the games declares their templates
    import chroma_desktop.bots.search  # noqa: F401 (declares the search bot's template)

    assert translations.problems("it") == []
    shipped = [t for t in all_templates() if t.key.partition(".")[0] in translations.shipped_prefixes()]
    assert len(shipped) > 500
    assert fluent_catalogues.ftl_prefixes("it") >= {t.key.partition(".")[0] for t in shipped}


def test_every_catalogue_the_app_declares_is_one_the_translation_covers():
    package = Path(translations.__file__).resolve().parent
    declared = {match.group(1) for path in package.rglob("*.py")
                for match in re.finditer(r'\bcatalogue\("(\w+)"\)', path.read_text("utf-8"))}
    assert declared == set(translations.shipped_prefixes())


def _samples(template):
    return filled(template, SAMPLE_TEXT, "qualcosa succede")


def _chosen_forms(entry: ftl.Message, message, names: SeatNames) -> list[str]:
    """The words of each variant an Italian message's selectors must choose for this message:
    a seat's `$p-person` (`second` for the seat spoken to), a count's CLDR plural category."""
    values = dict(message.slots)
    chosen = []
    for node in fluent_catalogues.walk(entry):
        if not (isinstance(node, ftl.SelectExpression)
                and isinstance(node.selector, ftl.VariableReference)):
            continue
        slot, _, form = node.selector.id.name.partition("-")
        value = values[slot]
        if form == "person":
            key = "second" if value.seat in names.spoken_to else "third"
        elif isinstance(value, int | float):
            key = Locale("it").plural_form(abs(value))
        else:
            continue
        variant = next((v for v in node.variants if getattr(v.key, "name", None) == key),
                       next(v for v in node.variants if v.default))
        words = "".join(part.value for part in variant.value.elements
                        if isinstance(part, ftl.TextElement)).strip()
        chosen.extend(word for word in words.split() if word)
    return chosen


def test_every_template_renders_in_italian_with_every_seat_name_and_count(italian):
    assert GAMES
    templates = [t for t in all_templates()
                 if t.key.partition(".")[0] in translations.shipped_prefixes()]
    for template in templates:
        prefix, _, short = template.key.partition(".")
        entry = fluent_catalogues.catalogue("it", prefix).messages[message_id(short)]
        for count, message in _samples(template):
            for names in NAMES:
                said = message.render(names, italian)
                where = (template.key, count, names.names[:2], said)
                assert "{" not in said and "}" not in said, where
                assert "~" not in said, where
                assert not WRONG_PLURAL.search(said), where
                assert not WRONG_PERSON.search(said), where
                assert not ENGLISH.search(QUOTED_NOTATION.sub("", said)), where
                assert said[:1] == said[:1].upper(), where
                lowered = said.lower()
                for words in _chosen_forms(entry, message, names):
                    assert words.lower() in lowered, (*where, words)


# -- real games in Italian ---------------------------------------------------------------------------
def _played_words(game_id: str, seed: int, plies: int) -> list:
    game = find_game(game_id)
    players = min(3, game.max_players)
    match = Match(game, players, {}, seed)
    rng = random.Random(seed)
    said = []
    for _ in range(plies):
        if match.is_over():
            break
        seat = match.to_move()[0]
        said.append(game.prompt(match.state, seat))
        move = rng.choice(match.legal_moves(seat))
        said.append(game.describe(match.state, move))
        match.play(move, seat)
    return said


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seeded_game_logs_in_italian(italian, game_id):
    names = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
    lines = [render(message, names, italian) for message in _played_words(game_id, 7, 120)]
    assert len(lines) > 20
    for line in lines:
        assert "{" not in line and not ENGLISH.search(line), (game_id, line)
        assert not WRONG_PLURAL.search(line) and not WRONG_PERSON.search(line), (game_id, line)
    english = [render(message, names) for message in _played_words(game_id, 7, 120)]
    assert english != lines  # the same game, in English, reads otherwise


def test_spot_checks_of_real_log_lines(italian):
    from chroma_desktop.games.chroma_cubes import text as cubes
    from chroma_desktop.games.cmyk import words as cmyk
    from chroma_desktop.games.coloretto import text as coloretto

    names = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
    assert render(coloretto.TAKES(p=1, r=2, cards=coloretto.NO_CARDS()), names, italian) == (
        "Bot 2 prende la fila 2 (nessuna carta)")
    assert render(coloretto.NOT_YOUR_TURN(p=2), names, italian) == "Tocca a Bot 3, non a te."
    assert render(coloretto.ROW_FULL(r=1, n=3), names, italian) == (
        "La fila 1 è piena (3 carte su 3): scegli una fila con posto.")
    assert render(cmyk.CELL_ROW_SIDE(r=1, way="above", n=2, side="left"), names, italian) == (
        "1 fila sopra la tessera iniziale, 2 posti a sinistra")
    assert render(cmyk.MOSAIC_TITLE(p=0), names, italian) == "Il tuo mosaico"
    assert render(cubes.ACTIVATES(p=0, to=1, give="il dado rosso 1", take="il dado blu 2"),
                  names, italian) == ("Tu dai il dado rosso 1 alla riserva di Bot 2 e attivi il "
                                      "dado blu 2 dalla tua riserva")


def test_a_broken_translation_file_names_its_file_line_and_key(tmp_path):
    folder = tmp_path / "i18n" / "it"
    folder.mkdir(parents=True)
    (folder / "test_italian.ftl").write_text(
        "takes = { $p } prende { $n } carte\nreserve = { $p contiene\n", encoding="utf-8")
    found = translations.problems("it", prefixes=["test_italian"], root=tmp_path)
    assert any("test_italian.ftl, line 2: not Fluent" in problem for problem in found), found
