"""Tests of the online table server and its protocol."""
