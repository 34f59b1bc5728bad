"""The core's small shared pieces as a caller meets them: switch words and the values an
error echoes, seeds read and drawn, and the game interface's checks (session 31's
mutation sweep)."""

from __future__ import annotations

import pickle
import random
import sys
from typing import Any

import pytest

from roadgames.core.errors import RulesError
from roadgames.core.game import equal_slots
from roadgames.core.seeds import SeedTooLongError, read_whole_seed
from roadgames.core.switches import Typed, check_switches, given, read_switches, switch_value
from roadgames.millebornes import rules as mb
from roadgames.rushshift import rules as rs


@pytest.mark.parametrize(
    ("word", "value"),
    [("on", True), (" ON ", True), ("True", True), ("off", False), ("FALSE", False)],
)
def test_a_switch_word_in_any_case_reads_as_a_boolean(word: str, value: bool) -> None:
    assert switch_value(word) is value
    assert mb.make_rules(fast_play=word).fast_play is value
    assert rs.make_rules(move_exact=word).move_exact is value


def test_what_is_no_switch_word_is_kept_as_it_is_for_the_check_to_refuse() -> None:
    assert switch_value("maybe") == "maybe"
    assert switch_value(1) == 1 and switch_value(None) is None
    with pytest.raises(RulesError, match=r"must be on or off .*, not 'maybe'$"):
        mb.make_rules(fast_play="maybe")


def test_reading_switches_leaves_the_options_not_given_out() -> None:
    options: dict[str, object] = {"fast_play": "on", "target": "700"}
    read_switches(options, ["fast_play", "teams"])
    assert options == {"fast_play": True, "target": "700"}  # no teams; target no switch


def test_a_typed_value_reads_lower_cased_and_echoes_as_typed() -> None:
    value = Typed("  Exact ")
    assert value == "exact"
    assert given(value) == "Exact"


def test_a_typed_value_crosses_to_a_worker_process_whole() -> None:
    # worker processes get the options pickled
    again = pickle.loads(pickle.dumps(Typed(" Abc ")))
    assert isinstance(again, Typed) and again == "abc" and given(again) == "Abc"


def test_a_typed_value_that_cannot_be_printed_is_echoed_escaped() -> None:
    assert given(Typed("a\tb\x00")) == "a\\tb\\x00"  # on one line, every character seen


@pytest.mark.parametrize("json_file", [False, True])
def test_an_echoed_value_of_forty_characters_is_whole_and_a_longer_one_cut_to_forty(
    json_file: bool,
) -> None:
    # 38 letters and their two quotes: 40 characters, the most an error writes out whole
    fits, longer = "x" * 38, "x" * 39
    quote = '"' if json_file else "'"
    assert given(fits, json_file=json_file) == quote + fits + quote
    cut = given(longer, json_file=json_file)
    assert len(cut) == 40 and cut.endswith("...")


def test_a_typed_value_of_forty_characters_is_echoed_whole_and_a_longer_one_cut() -> None:
    assert given(Typed("A" * 40)) == "A" * 40
    cut = given(Typed("A" * 41))
    assert len(cut) == 40 and cut.endswith("...") and cut.startswith("A" * 37)


def test_a_value_no_json_file_holds_is_echoed_as_python_writes_it() -> None:
    assert given({1, 2}, json_file=True) == "{1, 2}"  # a set: JSON has none


def test_a_number_too_long_to_write_is_refused_without_writing_it() -> None:
    class Rules:
        fast_play: Any = 10**5000  # beyond the digits Python writes out

    with pytest.raises(RulesError, match=r"not a number too large to show$"):
        check_switches(Rules(), ["fast_play"])
    assert given(10**5000, json_file=True) == "a number too large to show"


def test_a_seed_too_long_counts_its_digits_without_the_underscores_between() -> None:
    limit = sys.get_int_max_str_digits()
    grouped = "1_" * limit + "1"  # one digit more than Python reads, in groups of one
    with pytest.raises(SeedTooLongError, match=rf"at most {limit} digits, not {limit + 1}$"):
        read_whole_seed(grouped)
    assert read_whole_seed("1_" * (limit - 1) + "1") == int("1" * limit)  # the longest reads


class _Slotted:
    """A value with slots and no equality of its own, as a tableau is."""

    __slots__ = ("held", "more")

    def __init__(self, held: object, more: object = None) -> None:
        self.held = held
        self.more = more


class _OneSlot:
    """Slots given as one name, not a sequence of them."""

    __slots__ = "held"

    def __init__(self, held: object) -> None:
        self.held = held


class _MoreSlots(_Slotted):
    """A slot of its own besides its base's."""

    __slots__ = ("extra",)

    def __init__(self, held: object, extra: object) -> None:
        super().__init__(held)
        self.extra = extra


class _NeverEqual:
    """Slots, and an equality of its own that no value meets (as NaN has)."""

    __slots__ = ("held",)

    def __init__(self, held: object) -> None:
        self.held = held

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


class _Plain:
    """No slots and no equality of its own: only itself is equal to it."""


def test_slotted_values_are_equal_when_every_slot_holds_an_equal_value() -> None:
    big = 10**30
    assert equal_slots(_Slotted(big + 1), _Slotted(big + 1))  # equal, not the same object
    assert equal_slots(_Slotted([1, (2, 3)]), _Slotted([1, (2, 3)]))
    assert equal_slots(_Slotted([_Slotted(1)]), _Slotted([_Slotted(1)]))  # item by item
    assert equal_slots(_Slotted((_Slotted(1), 2)), _Slotted((_Slotted(1), 2)))
    shorter, longer = [_Slotted(1)], [_Slotted(1), _Slotted(2)]
    assert not equal_slots(_Slotted(shorter), _Slotted(longer))
    assert not equal_slots(_Slotted([_Slotted(1)]), _Slotted((_Slotted(1),)))  # no tuple
    assert not equal_slots(_Slotted(1), _Slotted(1, more=2))
    assert equal_slots(_Slotted(1), _MoreSlots(1, None)) is False  # another class


def test_every_slot_counts_whether_named_alone_or_by_a_base() -> None:
    assert equal_slots(_OneSlot(1), _OneSlot(1))
    assert not equal_slots(_OneSlot(1), _OneSlot(2))
    assert not equal_slots(_MoreSlots(1, 2), _MoreSlots(1, 3))  # its own slot
    assert not equal_slots(_MoreSlots(1, 2), _MoreSlots(0, 2))  # its base's slot


def test_values_without_equality_compare_by_their_slots_or_else_by_identity() -> None:
    assert equal_slots(_Slotted(_Slotted(1)), _Slotted(_Slotted(1)))
    assert not equal_slots(_Slotted(_Slotted(1)), _Slotted(_Slotted(2)))
    # a value with an equality of its own is taken at its word, slots or not
    assert not equal_slots(_Slotted(_NeverEqual(1)), _Slotted(_NeverEqual(1)))
    shared = _Plain()
    assert equal_slots(_Slotted(shared), _Slotted(shared))
    assert not equal_slots(_Slotted(_Plain()), _Slotted(_Plain()))


def test_random_generators_are_equal_when_the_chances_to_come_are() -> None:
    one, other = random.Random(5), random.Random(5)
    assert equal_slots(_Slotted(one), _Slotted(other))
    other.random()
    assert not equal_slots(_Slotted(one), _Slotted(other))
    assert not equal_slots(_Slotted(random.Random(5)), _Slotted(random.SystemRandom()))


@pytest.mark.parametrize(("value", "word"), [(False, "off"), (True, "on")])
def test_a_switch_word_given_to_an_option_that_is_no_switch_is_echoed_as_typed(
    value: bool, word: str
) -> None:
    # -o target=off reads as False before the rules see it: the error says "off", as typed
    with pytest.raises(RulesError, match=rf"^option 'target' must be .*, not {word}$"):
        mb.make_rules(target=value)
