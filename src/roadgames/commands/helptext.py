"""Help that reads well at any terminal width: a command's description and epilog filled
to the width, as argparse fills the options' help, examples kept as written, and no line
broken at a hyphen (a path or a word such as comma-separated is read, or copied, whole)."""

from __future__ import annotations

import argparse
import textwrap

#: The widest a paragraph of help is filled, however wide the terminal.
MAX_WIDTH = 90


class ParagraphsFormatter(argparse.RawDescriptionHelpFormatter):
    """Fills each paragraph (lines between blank lines) of the description and epilog to
    the terminal's width (at most :data:`MAX_WIDTH`); a paragraph with an indented line, a
    list of examples say, is kept as written. An option's help is filled as argparse fills
    it, but never broken at a hyphen."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        paragraphs = []
        for paragraph in text.strip("\n").split("\n\n"):
            lines = paragraph.splitlines()
            if any(line.startswith(" ") for line in lines):
                paragraphs.append("\n".join(indent + line for line in lines))
            else:
                paragraphs.append(
                    textwrap.fill(
                        " ".join(lines),
                        min(width, MAX_WIDTH),
                        initial_indent=indent,
                        subsequent_indent=indent,
                        break_on_hyphens=False,
                    )
                )
        return "\n\n".join(paragraphs) + "\n"
