"""The rules: pure Python, no Qt. The API every game implements, Match, positions, messages."""
