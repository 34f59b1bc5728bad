"""Rush Hour Shift's help in Tagalog: the line on the marks above the board named the side
sections in English ("bawat gilid na section"), where every other Tagalog text of the game,
its rules among them, says "seksiyon sa gilid", and shifting them "ilipat"."""

from __future__ import annotations

from roadgames.rushshift import make_rules
from roadgames.rushshift.text import rules_text
from roadgames.tui.i18n import Translator


def test_the_tagalog_help_names_the_side_sections_as_the_rules_do() -> None:
    tr = Translator("tl")
    line = tr("rs_help_offsets", left=tr("rs_side_left"), right=tr("rs_side_right"))
    assert "section" not in line
    assert "seksiyon sa gilid" in line
    assert "na-shift" not in line
    assert "seksiyon sa gilid" in rules_text(make_rules(), "tl")
