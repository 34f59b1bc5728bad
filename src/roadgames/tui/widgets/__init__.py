"""Widgets of the terminal game: cards, tableaux, the hand, the log. They draw views only."""
