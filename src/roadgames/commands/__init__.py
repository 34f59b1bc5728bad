"""The subcommands of the ``roadgames`` command, a module each (:mod:`.play`,
:mod:`.simulate`, :mod:`.tournament`, :mod:`.replay`, :mod:`.rules`), and the modules they
share: their options, help, output, progress, stopping and saves."""
