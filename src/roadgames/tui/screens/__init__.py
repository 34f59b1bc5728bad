"""Screens of the terminal game: new game, table, pass the device, score sheet, rules,
summary, and the small prompts."""
