"""Screenshots of a game's demo table (for the README and the screenshot tests): the app run
headless at a given size, its SVG written to a folder."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Callable, Coroutine, Iterable
from pathlib import Path
from typing import Any

from textual.app import App


async def screenshot(
    make_app: Callable[[Path], App[Any]], width: int, height: int, title: str
) -> str:
    """The SVG of the app ``make_app`` builds (saving to a throwaway folder), run at
    ``width`` × ``height``."""
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(Path(folder) / "demo.json")
        async with app.run_test(size=(width, height)) as pilot:
            await pilot.pause()
            return app.export_screenshot(title=title)


def write_screenshots(
    folder: str,
    stem: str,
    shoot: Callable[[int, int], Coroutine[Any, Any, str]],
    sizes: Iterable[tuple[int, int]],
) -> list[Path]:
    """Write ``STEM-WxH.svg`` into ``folder`` (made as needed) for each size; returns the
    paths."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    paths = []
    for width, height in sizes:
        path = target / f"{stem}-{width}x{height}.svg"
        path.write_text(asyncio.run(shoot(width, height)), encoding="utf-8")
        paths.append(path)
    return paths
