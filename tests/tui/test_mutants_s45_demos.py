"""Session 45's mutation sweep of ``tui/demo.py`` and ``tui/rushshift/demo.py`` (the fixed
positions of the README's screenshots): the mutants the other tests let live, all in what
``python -m roadgames.tui.demo`` (and ``roadgames.tui.rushshift.demo``) writes, which no
test ran: one size of the two left out, the files named otherwise, written elsewhere than
``docs`` by default, or titled without the command and the size. (The positions
themselves are pinned by the screenshot tests.)"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

import pytest

from roadgames.tui import demo
from roadgames.tui.rushshift import demo as rush_demo

#: Each demo: its ``main``, the stem of its files, and the command its titles name.
DEMOS: dict[str, tuple[Callable[..., list[Path]], str, str]] = {
    "mille": (demo.main, "table", "roadgames play"),
    "rush": (rush_demo.main, "rushshift", "roadgames play rushshift"),
}


@pytest.mark.parametrize("which", sorted(DEMOS))
def test_the_screenshots_are_written_to_docs_at_both_sizes_titled_with_the_command(
    which: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no folder named, the demo writes ``docs/STEM-80x24.svg`` and
    ``docs/STEM-120x40.svg`` (the README's), each titled with the command and its size,
    and returns their paths."""
    main, stem, command = DEMOS[which]
    monkeypatch.chdir(tmp_path)
    written = main()
    assert written == [Path("docs", f"{stem}-80x24.svg"), Path("docs", f"{stem}-120x40.svg")]
    assert sorted(p.name for p in (tmp_path / "docs").iterdir()) == sorted(p.name for p in written)
    for path, size in zip(written, ("80×24", "120×40"), strict=True):
        svg = html.unescape(path.read_text(encoding="utf-8")).replace("\xa0", " ")
        assert f"{command} — {size}" in svg
