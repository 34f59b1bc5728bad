"""Subcommands of the ``roadgames`` command, one module each."""
