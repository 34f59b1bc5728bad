"""The rules documents shipped in ``docs/`` are the project's own, word for word.

The project keeps them in its shared folder beside the repository (where the seed documents
they cite live too); ``docs/`` carries a copy so that a clone has them. Where the shared
folder is at hand, the copies must not have drifted from it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
DOCUMENTS = ("RULES.md", "RUSH_HOUR_SHIFT.md")


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_shipped_copy_is_there_and_names_its_game(name: str) -> None:
    """Each copy is in ``docs/`` and is the document it claims to be."""
    text = (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert ("Mille Bornes" if name == "RULES.md" else "Rush Hour Shift") in text


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_copy_matches_the_shared_folder(name: str) -> None:
    """Byte for byte, where the shared folder is beside the clone (not on a bare clone)."""
    original = SHARED / name
    if not original.is_file():
        pytest.skip("no shared folder beside this clone")
    assert (ROOT / "docs" / name).read_bytes() == original.read_bytes(), (
        f"docs/{name} differs from {original}: copy it again"
    )


def test_the_readme_points_to_the_shipped_rules() -> None:
    """The README sends a reader to ``docs/RULES.md``, which a clone holds."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/RULES.md" in readme and "docs/RUSH_HOUR_SHIFT.md" in readme
