"""Tests that sit with one game each (`tests/games/<id>/`)."""
