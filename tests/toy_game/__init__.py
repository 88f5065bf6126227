"""A toy game that lives only in the tests: it shows a game is one package and one manifest."""
