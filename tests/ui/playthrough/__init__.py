"""Play-throughs: whole seeded games played on the real table by the mouse alone or the keyboard alone."""
