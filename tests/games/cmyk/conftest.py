"""CMYK!'s tests here build tables by hand as the rules' scenario tests do (`tests/rules/cmyk`)."""

from tests.rules.cmyk.conftest import content, game, table  # noqa: F401 (fixtures shared)
