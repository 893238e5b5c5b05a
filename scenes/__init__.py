"""Scenes: menu, settings, hand-off, results, pause, rules, and one table scene per game."""
