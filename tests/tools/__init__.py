"""Tests of the authoring tools under tools/."""
