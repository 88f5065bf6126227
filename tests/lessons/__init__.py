"""Lessons: the engine over every shipped lesson, bad lesson files, and lessons on the real table."""
