"""A run's files edited in tests, as a user or a faulty disk might leave them."""

from __future__ import annotations

import json
from pathlib import Path


def edit_settings(directory: Path, **changes: object) -> None:
    """Rewrite the ``settings.json`` in ``directory`` with ``changes`` (``...``: the key
    removed)."""
    path = directory / "settings.json"
    settings = json.loads(path.read_text(encoding="utf-8"))
    for key, value in changes.items():
        if value is ...:
            del settings[key]
        else:
            settings[key] = value
    path.write_text(json.dumps(settings), encoding="utf-8")
