"""Mutants of the end-of-hand and end-of-match screens that the other tests let live
(session 33's audit): the score sheet's rows, totals and the lines' column width, who won a
hand that ended without a trip, the final scores across or down, and Rush Hour Shift's
game-end dialog (its verdict, its keys) and its rules text reflowed."""

from __future__ import annotations

import asyncio
import io
import re

import pytest
from rich.console import Console, RenderableType
from tui_helpers import Host, hand, shown

from roadgames.millebornes import make_rules
from roadgames.millebornes.scoring import HandResult
from roadgames.rushshift.state import GameResult
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.dialogs import BESIDE_WIDTH, GameEndScreen, reflow
from roadgames.tui.screens.score_sheet import (
    ScoreSheetScreen,
    ScoreTable,
    line_width,
    score_table,
)
from roadgames.tui.screens.summary import FinalScores, SummaryScreen

EN = Translator("en")


def rendered(renderable: RenderableType, width: int) -> list[str]:
    """The lines ``renderable`` prints as, ``width`` cells wide."""
    out = io.StringIO()
    Console(width=width, file=out, color_system=None, legacy_windows=False).print(renderable)
    return out.getvalue().splitlines()


def row(lines: list[str], first: str) -> list[str]:
    """The cells of the table row that starts with ``first``."""
    found = next(line for line in lines if line.strip("│┃ ").startswith(first))
    return [cell.strip() for cell in re.split("[│┃]", found.strip("│┃"))]


def last_line(text: str) -> str:
    """The last line of a screen's ``text`` with something on it: the footer's."""
    return [line for line in text.splitlines() if line.strip()][-1]


def two_hands() -> list[HandResult]:
    """Hand 1: Ann 700 distance + 100 safeties, Bob 300 distance (Ann's trip). Hand 2 (ran
    out of cards, Bob won): Ann 200 distance, Bob 500 distance + 300 coups fourrés."""
    first = HandResult(
        1,
        "trip",
        0,
        None,
        (700, 300),
        ((("Distance", 700), ("Safeties", 100)), (("Distance", 300),)),
        (0,),
    )
    second = HandResult(
        2,
        "exhausted",
        None,
        None,
        (200, 500),
        ((("Distance", 200),), (("Distance", 500), ("Coups fourrés", 300))),
        (1,),
    )
    return [first, second]


# ------------------------------------------------------------ the score sheet


def test_the_score_sheet_has_a_row_per_line_a_team_scored_and_the_totals_so_far() -> None:
    lines = rendered(ScoreTable(two_hands(), 1, ["Ann", "Bob"], EN), 80)
    # hand 2's lines, each once, blank for a team without it
    assert row(lines, "Distance") == ["Distance", "200", "500"]
    assert row(lines, "Coups fourrés") == ["Coups fourrés", "", "300"]
    assert not any("Safeties" in line for line in lines)  # hand 1's line, not this hand's
    assert sum("Distance" in line for line in lines) == 1
    assert row(lines, "This hand") == ["This hand", "200", "800"]
    # the match after hand 2: both hands summed (Ann 800 + 200, Bob 300 + 800)
    assert row(lines, "Match total") == ["Match total", "1000", "1100"]
    # each team by the letter the table gives it
    assert row(lines, "Points for") == ["Points for", "A · Ann", "B · Bob"]
    # a rule sets the totals apart from the lines, none between the lines themselves
    totals = lines.index(next(line for line in lines if "This hand" in line))
    assert lines[totals - 1].startswith("├") and lines[totals - 2].startswith("│")


def test_the_first_hand_s_sheet_counts_that_hand_alone_in_the_match() -> None:
    lines = rendered(ScoreTable(two_hands(), 0, ["Ann", "Bob"], EN), 80)
    assert row(lines, "Safeties") == ["Safeties", "100", ""]
    assert row(lines, "Match total") == ["Match total", "800", "300"]


def test_a_sheet_given_no_width_is_laid_out_by_rich_alone() -> None:
    lines = rendered(score_table(two_hands(), 1, ["Ann", "Bob"], EN), 80)
    assert row(lines, "Match total") == ["Match total", "1000", "1100"]


def test_a_team_s_lines_of_one_label_are_added_up() -> None:
    result = HandResult(
        1, "trip", 0, None, (0, 0), ((("Safeties", 100), ("Safeties", 100)), ()), (0,)
    )
    lines = rendered(ScoreTable([result], 0, ["Ann", "Bob"], EN), 60)
    assert row(lines, "Safeties") == ["Safeties", "200", ""]


def test_the_lines_column_takes_what_the_teams_leave_and_keeps_words_whole() -> None:
    texts = ["Points for", "A line of twenty-seven cells"]
    teams = [["Ann", "100"], ["Bob", "2000"]]
    # each team column: its longest text, its padding (2) and its right border (1): 6 and 7;
    # the table's left border (1), the lines' own padding and border (3)
    assert line_width(texts, teams, 80) == len(texts[1])  # room for all of it
    assert line_width(texts, teams, 30) == 30 - 6 - 7 - 1 - 3
    assert line_width(texts, teams, 20) == len("twenty-seven")  # never below its longest word


@pytest.mark.parametrize("width", [40, 50, 80])
def test_the_score_sheet_fills_its_width_and_keeps_its_longest_line_whole_where_it_can(
    width: int,
) -> None:
    long_label = "Extension failed (opponent)"  # 27 cells
    result = HandResult(
        1, "trip", 0, None, (0, 0), (((long_label, 200),), (("Distance", 300),)), (0,)
    )
    lines = rendered(ScoreTable([result], 0, ["Ann", "Bob"], EN), width)
    assert all(len(line) == width for line in lines)
    # the teams take 6 cells each, the borders and padding 4: 27 cells fit from 43 on
    assert any(long_label in line for line in lines) == (width >= 43)


def sheet(how: str, winners: tuple[int, ...], again: bool = False) -> ScoreSheetScreen:
    """Hand 2's sheet of :func:`two_hands`, ended ``how`` and won by ``winners``."""
    first, second = two_hands()
    second = HandResult(2, how, None, None, second.miles, second.lines, winners)
    rules = make_rules("classic", 2)
    return ScoreSheetScreen([first, second], 1, ["Ann", "Bob"], rules, True, EN, again)


def test_a_hand_ended_without_a_trip_names_its_winner_or_its_winners() -> None:
    assert sheet("exhausted", (1,)).hand_winners() == "Hand won by B · Bob."
    assert sheet("blocked", (0, 1)).hand_winners() == "Hand shared by A · Ann, B · Bob."
    assert sheet("stalled", ()).hand_winners() == ""  # a draw
    assert sheet("trip", (0,)).hand_winners() == ""  # the trip says who won it


def test_the_score_sheet_says_how_the_hand_ended_who_won_and_how_to_go_on() -> None:
    text = shown(sheet("exhausted", (1,)), (80, 30))
    assert "Score sheet, hand 2" in text
    assert "The hand ended: no cards were left. Hand won by B · Bob." in text
    assert "The match goes on to 5000 points." in text
    assert "Continue (Enter)" in text and "Close (Esc)" not in text
    assert "1100" in text  # the table: Bob's match total
    footer = last_line(text)
    assert footer.count("Continue") == 1 and "Close" not in footer  # Enter's, once


def test_the_score_sheet_shown_again_says_it_closes_and_closes_on_enter() -> None:
    opened = sheet("trip", (0,), again=True)
    text = shown(opened, (80, 30))
    assert "The hand ended: a trip was completed." in text and "Hand won" not in text
    assert "Close (Esc)" in text and "Continue" not in text  # the footer's key too
    assert "Close" in last_line(text)
    assert "Score sheet" not in shown(sheet("trip", (0,), again=True), (80, 30), "enter")


def test_the_last_hand_s_sheet_says_nothing_of_a_match_going_on() -> None:
    first, second = two_hands()
    rules = make_rules("classic", 2)
    opened = ScoreSheetScreen([first, second], 1, ["Ann", "Bob"], rules, False, EN)
    text = shown(opened, (80, 30))
    assert "goes on" not in text
    assert "Continue (Enter)" in text  # not shown again: it goes on, not closes


# ------------------------------------------------------------ the final scores


def final(hands: int, names: tuple[str, str] = ("Ann", "Bob")) -> FinalScores:
    """A match of ``hands`` hands: Ann 100 × n, Bob 10 × n in hand n."""
    results = [hand(n, (100 * n, 10 * n)) for n in range(1, hands + 1)]
    scores = [sum(r.totals[t] for r in results) for t in range(2)]
    return FinalScores(list(names), scores, results, EN)


def test_final_scores_across_give_a_row_per_team_with_each_hand_and_the_total() -> None:
    lines = rendered(final(3), 80)
    assert row(lines, "Hand") == ["Hand", "1", "2", "3", "Match total"]
    assert row(lines, "A · Ann") == ["A · Ann", "100", "200", "300", "600"]
    assert row(lines, "B · Bob") == ["B · Bob", "10", "20", "30", "60"]
    assert "Final scores" in lines[0]
    assert all(len(line) == 80 for line in lines[1:])  # as wide as it is given


def test_final_scores_down_give_the_totals_first_then_a_row_per_hand() -> None:
    lines = rendered(final(3), 30)  # too narrow for hands across
    cells = [row(lines, first) for first in ("Hand", "Match total", "1", "2", "3")]
    # too narrow for "A · Ann" too: each team's letter above its name, level with "Hand"
    hand_row = lines.index(next(line for line in lines if "Hand" in line))
    assert row(lines[hand_row + 1 :], "") == ["", "Ann", "Bob"]
    assert cells == [
        ["Hand", "A", "B"],
        ["Match total", "600", "60"],
        ["1", "100", "10"],
        ["2", "200", "20"],
        ["3", "300", "30"],
    ]
    assert all(len(line) == 30 for line in lines[1:])
    totals = lines.index(next(line for line in lines if "Match total" in line))
    assert lines[totals + 1].startswith("├")  # a rule under the totals, before the hands
    assert lines.index(next(x for x in lines if "Match total" in x)) < lines.index(
        next(x for x in lines if x.strip("│┃ ").startswith("1 "))
    )


@pytest.mark.parametrize(
    "names",
    [("Ann", "Bob"), ("Alexandra", "Computer (expert)"), ("Alexandra the Great of Macedon", "Bob")],
)
def test_final_scores_go_across_from_the_width_where_names_and_points_fit_whole(
    names: tuple[str, str],
) -> None:
    scores = final(4, names)
    need = scores.across_width()
    across = rendered(scores, need)
    assert any("Hand" in line and "Match total" in line for line in across)  # across
    assert all(len(line) <= need for line in across)
    longest = max(names, key=len)
    # a name longer than NAME_ROOM (20) cells keeps 19 of them and an ellipsis, after its
    # team's letter
    kept = longest if len(longest) <= 20 else f"{longest[:19]}…"
    head = f"{'AB'[names.index(longest)]} · {kept}"
    assert any(re.search(f"│ {re.escape(head)} +│", line) for line in across)
    assert any("400" in line and "1000" in line for line in across)
    # a cell less: hands down
    narrower = rendered(scores, need - 1)
    assert not any("Hand" in line and "Match total" in line for line in narrower)


def test_the_summary_names_the_winners_the_hands_played_and_its_keys() -> None:
    results = [hand(n, (100 * n, 10 * n)) for n in range(1, 4)]
    alone = SummaryScreen(["Ann", "Bob"], [600, 60], [0], results, EN)
    text = shown(alone, (80, 30))
    assert "Game over" in text and "Winner: A · Ann" in text and "Hands played: 3" in text
    assert "New game (n)" in text and "Quit (q)" in text
    assert "Final scores" in text and "600" in text  # the table between them
    level = SummaryScreen(["Ann", "Bob"], [600, 600], [0, 1], results, EN)
    assert "Winners: A · Ann, B · Bob" in shown(level, (80, 30))


@pytest.mark.parametrize(("key", "choice"), [("quit", "quit"), ("new", "new")])
def test_the_summary_is_left_with_the_choice_made(
    key: str, choice: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = SummaryScreen(["Ann", "Bob"], [600, 60], [0], [hand(1, (600, 60))], EN)
    left: list[str | None] = []
    monkeypatch.setattr(screen, "dismiss", left.append)
    screen.action_choose(key)
    assert left == [choice]


# ------------------------------------------------------------ Rush Hour Shift


def game_end(
    winner: int | None,
    number: int,
    games: int,
    wins: tuple[int, int],
    match_over: bool,
    winners: tuple[int, ...] = (),
) -> GameEndScreen:
    """The dialog at the end of game ``number`` of ``games`` (won by ``winner``, in 30
    turns), Ann and Bob having won ``wins`` games so far."""
    result = GameResult(winner, 0, 30)
    return GameEndScreen(
        result, number, games, wins, ["Ann", "Bob"], EN, match_over, match_winners=winners
    )


def test_a_game_end_says_who_won_or_that_it_was_drawn() -> None:
    assert game_end(1, 1, 1, (0, 1), True).verdict() == "Winner: Bob (silver)"
    assert game_end(None, 1, 1, (0, 0), True).verdict() == "A draw: no hero got out in time."
    assert game_end(0, 3, 3, (2, 1), True).last_game() == "Game 3 won by Ann (gold)!"
    assert game_end(None, 3, 3, (1, 1), True).last_game() == "Game 3 drawn after 30 turns."


def test_a_game_end_within_a_match_counts_the_games_and_goes_on() -> None:
    text = shown(game_end(None, 2, 3, (1, 0), False), (100, 30))
    assert "Game 2 is over" in text
    assert "A draw: no hero got out in time." in text
    assert "Turns played: 30" in text
    assert "Games won: Ann (gold) 1 · Bob (silver) 0" in text
    assert "The match goes on: game 3 of 3." in text
    assert "Continue (Enter)" in text and "New game (n)" not in text
    assert "Continue" in last_line(text)  # the footer: its own key


def test_a_single_game_s_end_gives_its_winner_and_no_match() -> None:
    text = shown(game_end(1, 1, 1, (0, 1), True), (100, 30))
    assert "Game over" in text and "Winner: Bob (silver)" in text
    assert "Games won" not in text and "goes on" not in text
    assert "New game (n)" in text and "Quit (q)" in text and "Continue (Enter)" not in text


def test_a_match_s_end_names_its_winner_then_how_the_last_game_went() -> None:
    text = shown(game_end(1, 3, 3, (2, 1), True, (0,)), (100, 30))
    assert "Winner: Ann (gold)" in text and "Game 3 won by Bob (silver)!" in text
    assert text.index("Winner: Ann") < text.index("Game 3 won")


def test_a_match_of_two_games_won_one_each_ends_drawn_with_the_games_won() -> None:
    text = shown(game_end(1, 2, 2, (1, 1), True, (0, 1)), (100, 30))  # one game each
    assert "The match is drawn." in text and "Game 2 won by Bob (silver)!" in text
    assert "Games won: Ann (gold) 1 · Bob (silver) 1" in text


def test_a_single_game_names_its_winner_alone_whatever_the_match_winners_say() -> None:
    text = shown(game_end(1, 1, 1, (0, 1), True, (1,)), (100, 30))
    assert "Winner: Bob (silver)" in text and "Game 1 won" not in text


@pytest.mark.parametrize("match_over", [False, True])
def test_a_game_end_acts_on_its_keys_only_where_they_apply(
    match_over: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = game_end(0, 1, 3, (1, 0), match_over)
    left: list[str | None] = []
    monkeypatch.setattr(screen, "dismiss", left.append)
    acts = {choice: screen.check_action("choose", (choice,)) for choice in ("continue", "quit")}
    # going on while the match does; quitting (or a new game) once it is over
    assert acts == {"continue": not match_over, "quit": match_over}
    assert screen.check_action("other", ()) is True
    for choice in ("continue", "quit", "new"):
        screen.action_choose(choice)
    assert left == (["quit", "new"] if match_over else ["continue"])


def test_the_rules_text_s_wrapped_lines_join_their_bullet_or_paragraph() -> None:
    text = "\n".join(
        [
            "Title",
            "  - a bullet",
            "    that goes on",
            "    - a bullet of its own",
            "",
            "    an indented line after a blank",
            "A heading",
            "    under it",
        ]
    )
    assert reflow(text).splitlines() == [
        "Title",
        "  - a bullet that goes on",
        "    - a bullet of its own",
        "",
        "    an indented line after a blank",
        "A heading under it",
    ]


def test_the_game_end_keeps_beside_the_board_while_the_room_there_is_enough() -> None:
    # the board's column ends at cell 60 whatever the size
    dialog = GameEndScreen(
        GameResult(0, 0, 30), 1, 1, [1, 0], ["Ann", "Bob"], EN, True, beside=lambda size: 60
    )

    async def scenario() -> list[tuple[bool, int, int]]:
        seen = []
        async with Host(dialog).run_test(size=(60 + BESIDE_WIDTH, 30)) as pilot:
            for width in (60 + BESIDE_WIDTH, 60 + BESIDE_WIDTH - 1, 100):
                await pilot.resize_terminal(width, 30)
                await pilot.pause()
                box = dialog.query_one("#summary-box").region
                seen.append((dialog.has_class("-beside"), box.x, box.width))
        return seen

    (exact, beside_x, beside_width), (short, _, _), (wide, wide_x, wide_width) = asyncio.run(
        scenario()
    )
    assert exact and (beside_x, beside_width) == (60, BESIDE_WIDTH)
    assert not short
    assert wide and (wide_x, wide_width) == (60, 40)


def test_names_in_brackets_are_shown_as_written_in_the_dialogs_lines() -> None:
    names = ["Ann [b]x[/b]", "Bob [i]"]  # a player's name is not markup
    results = [hand(1, (700, 0))]
    summary = shown(SummaryScreen(names, [700, 0], [0, 1], results, EN), (100, 30))
    assert "Winners: A · Ann [b]x[/b], B · Bob [i]" in summary
    first, second = two_hands()
    rules = make_rules("classic", 2)
    sheet_text = shown(ScoreSheetScreen([first, second], 1, names, rules, True, EN), (100, 30))
    assert "Hand won by B · Bob [i]." in sheet_text
    result = GameResult(1, 0, 30)
    end = GameEndScreen(result, 3, 3, [2, 1], names, EN, True, match_winners=[0])
    end_text = shown(end, (100, 30))
    assert "Winner: Ann [b]x[/b] (gold)" in end_text and "won by Bob [i] (silver)" in end_text
    going_on = GameEndScreen(result, 1, 3, [0, 1], names, EN, False)
    going_text = shown(going_on, (100, 30))
    assert "Winner: Bob [i] (silver)" in going_text
    assert "Games won: Ann [b]x[/b] (gold) 0 · Bob [i] (silver) 1" in going_text


# ------------------------------------------------------------ names as typed in the tables


def test_a_name_in_brackets_is_shown_as_written_on_the_score_sheet_and_the_final_scores() -> None:
    # Rich reads a table's strings as markup: "Me [bot]" (from --names or the form) showed
    # as "Me" in both tables, where every other line of these dialogs showed it whole
    names = ["Me [bot]", "Ann"]
    sheet_lines = rendered(ScoreTable(two_hands(), 1, names, EN), 80)
    assert any("Me [bot]" in line for line in sheet_lines)
    final = FinalScores(names, [700, 0], [hand(1, (700, 0))], EN)
    for table in (final.across(), final.down()):  # names by row, then by column
        assert any("Me [bot]" in line for line in rendered(table, 80))
