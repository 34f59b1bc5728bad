"""The table: every tableau, the piles, the log, the person's hand and what they may do.

The screen keeps no game state of its own beyond what is on display: it asks the session
for one seat's view, draws it, and hands the person's choices back. Computer players think
in a worker thread so that the screen stays responsive. Its keys, and what it says of them,
are in :mod:`.table_keys`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Click, Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.millebornes import MilleBornesView
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import REMEDY_OF, SAFETY_OF, Card
from roadgames.millebornes.explain import why_not_on
from roadgames.millebornes.rules import team_letter
from roadgames.tui.fitting import fit_status, wrap_french
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.game_table import TABLE_BINDINGS, GameTableScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table_keys import (
    ANSWER_WORDS,
    PRIVATE_PHASES,
    QUESTIONS,
    SIMPLE_ACTIONS,
    SIMPLE_KEYS,
    action_words,
    answer_words,
    card_keys,
    draw_keys,
    plays_of,
    why_no_card,
    why_not_played,
)
from roadgames.tui.session import GameSession
from roadgames.tui.widgets.card import CardWidget, DrawPile
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.hand import HandWidget
from roadgames.tui.widgets.log import GameLog
from roadgames.tui.widgets.tableau import TableauWidget, safety_units
from roadgames.tui.widgets.typeset import Typeset

#: The rows from which every card of the table is taller (see the stylesheet): 5 rows, 7,
#: then 9, the log keeping the rest (it took most of a 120×40 screen). In rising order.
ROWS_BREAKPOINTS = ((28, "-tall"), (36, "-taller"), (46, "-tallest"))
#: The columns from which the hand's cards and the piles grow to a card's full width.
COLUMNS_BREAKPOINTS = ((120, "-wide"),)


def tableau_title(team: int, name: str) -> str:
    """A tableau's title: the team's number and letter, then its name.

    >>> tableau_title(1, "Ann & Bob")
    '2·B Ann & Bob'
    """
    return f"{team + 1}·{team_letter(team)} {name}"


def size_classes(size: Size) -> dict[str, bool]:
    """The table's classes for a screen of ``size``, as Textual sets them on resizing: of
    :data:`COLUMNS_BREAKPOINTS` and of :data:`ROWS_BREAKPOINTS`, the class of the last
    breakpoint reached, none of the others.

    >>> sorted(name for name, on in size_classes(Size(120, 40)).items() if on)
    ['-taller', '-wide']
    >>> any(size_classes(Size(80, 24)).values())
    False
    """
    classes: dict[str, bool] = {}
    for points, extent in ((COLUMNS_BREAKPOINTS, size.width), (ROWS_BREAKPOINTS, size.height)):
        reached = [name for least, name in points if extent >= least]
        classes.update({name: bool(reached) and name == reached[-1] for _, name in points})
    return classes


#: The most lines the prompt line shows, and its padding left and right (``#prompt-line``
#: in roadgames.tcss).
PROMPT_LINES = 4
PROMPT_PADDING = 2


def _simple(name: str) -> str:
    """The action of the key of the action without a card called ``name``."""
    return f"simple('{name}')"


class TableScreen(GameTableScreen[MilleBornesView, Action]):
    """Where the game is played."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # up to 7 cards in a hand; 8 and 9 too, so that a team number past the last is told
        *(Binding(str(n), f"number({n})", show=False) for n in range(1, 10)),
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("p", "play", "Play"),
        Binding("enter", "play", "Play", show=False),
        Binding("space", "play", "Play", show=False),
        Binding("x", "discard", "Discard"),
        Binding("delete", "discard", "Discard", show=False),
        # shown only while the rules give them (keys_left_out), as are Play and Discard
        *(Binding(key, _simple(name), label) for name, (key, _, label) in SIMPLE_ACTIONS.items()),
        Binding("h", "hint", "Hint"),
        Binding("o", "score_sheet", "Scores"),
        *TABLE_BINDINGS,
        Binding("escape", "cancel", show=False),
    ]

    session: GameSession
    #: Where the footer is too narrow (three ways to draw at 80 columns): Save first
    #: (every move is saved anyway), then the score sheet's key.
    keys_spared_first: tuple[str, ...] = ("save", "score_sheet")

    def __init__(
        self, session: GameSession, tr: Translator, save_path: Path, delay: float = 0.6
    ) -> None:
        super().__init__(session, tr, save_path, delay)
        # Textual's breakpoints, which it declares as instance variables
        self.VERTICAL_BREAKPOINTS = list(ROWS_BREAKPOINTS)
        self.HORIZONTAL_BREAKPOINTS = list(COLUMNS_BREAKPOINTS)
        self.selected: int | None = None
        self.targeting = False
        #: People still owed a look at the device after a hazard on their team (hot seat).
        self.owed: list[int] = []
        #: Whether a person not asked is being shown the note that stands for the question.
        self.showing_note = False
        #: The text on the prompt line under the hand.
        self.prompt_shown = ""
        #: Whether the table shows the hand that just ended, behind its score sheet.
        self.showing_hand_end = False
        #: The actions whose keys the footer leaves out now (:meth:`footer_left_out`).
        self.keys_left_out = frozenset(_simple(name) for name in SIMPLE_KEYS)
        #: The keys the footer words otherwise now (:meth:`footer_worded`).
        self.keys_worded: Mapping[str, str] = {}

    # ---------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        """The status line, every team's tableau, the log beside the draw and discard piles,
        the hand, the prompt and the keys."""
        # the size's classes from the first frame on, not only once Textual sees the screen
        # resized: a first frame of small cards would be restyled whole at once
        self.update_classes(size_classes(self.app.size), update=False)
        yield Static(id="status", markup=False)
        with Horizontal(id="tableaux"):
            for team in range(self.session.rules.num_teams):
                yield TableauWidget(team)
        with Horizontal(id="middle"):
            log = GameLog(id="log")
            log.border_title = self.tr("log")
            yield log
            with Vertical(id="piles"):
                yield DrawPile(id="draw-pile")
                yield CardWidget(id="discard")
        yield HandWidget(id="hand")
        yield Typeset(id="prompt-line")  # its lines broken where French typography allows
        # the footer's own, shorter label: with d, h, o, ?, s and q it must fit 80 columns
        short = {_simple("take_discard"): self.tr("footer_take_discard")}
        yield TranslatedFooter(self.tr, short)

    # --------------------------------------------------------------- drawing

    def redraw(self) -> None:
        """Draw everything from the viewer's view (:meth:`shown_view`)."""
        session = self.session
        tr = self.tr
        view = self.shown_view()
        teams = session.team_names()
        titles = [tableau_title(team, name) for team, name in enumerate(teams)]
        # where a tableau is too narrow for the names
        shorts = [tableau_title(team, name) for team, name in enumerate(session.short_team_names())]
        targets = self.target_teams(view)
        row = tuple(safety_units(tableau, tr) for tableau in view.tableaux)
        for team, tableau in enumerate(self.query(TableauWidget)):
            tableau.show(
                view.tableaux[team],
                titles[team],
                view.trip,
                view.rules.max_200s,
                tr,
                own=team == view.team and self.hand_visible(),
                targetable=team in targets,
                row=row,
                short_title=shorts[team],
            )
        self.draw_status(view)
        self.query_one(DrawPile).show(tr("draw_pile"), view.draw_pile_size)
        discard = self.query_one("#discard", CardWidget)
        top = view.discard_pile[-1] if view.discard_pile else None
        discard.show(top, tr, label=tr("discard_pile"), empty_text=tr("empty"))
        hand = self.query_one(HandWidget)
        seat = self.viewer
        if self.hand_visible() and not self.onlooking():  # a card drawn meanwhile would show
            mine = self.my_turn(view)
            playable = [mine and bool(plays_of(view, card)) for card in view.hand]
            if self.selected is not None and self.selected >= len(view.hand):
                self.selected = None
            held = session.to_move is not None and self.turn_held(session.to_move)
            drawn = Counter() if held else self.session.drawn(seat)  # no card drawn yet
            marks = []
            for card in view.hand:  # one mark a card drawn, on the first of its kind
                marks.append(drawn[card] > 0)
                drawn[card] -= 1
            hand.show(
                view.hand, len(view.hand), tr, playable, self.selected, active=mine, drawn=marks
            )
        else:
            hand.show(None, view.hand_sizes[seat], tr)
        self.query_one(GameLog).show(view.hand_number, view.log, session.names, teams, tr)
        left_out = self.footer_left_out(view)
        worded = self.footer_worded(view)
        if (left_out, worded) != (self.keys_left_out, self.keys_worded):
            self.keys_left_out = left_out
            self.keys_worded = worded
            self.refresh_bindings()
        prompt = self.prompt_text(view)
        if prompt != self.prompt_shown:  # laid out again only then: its height follows its text
            self.prompt_shown = prompt
            self.query_one("#prompt-line", Typeset).show(prompt)

    def draw_status(self, view: MilleBornesView) -> None:
        """The top line: the game, the hand, the scores, whose turn it is. Where it is
        wider than the screen (three teams' scores, a long name), the game's name goes
        first, then a name in it is cut short: whose turn it is stays whole."""
        tr, session = self.tr, self.session
        scores = " · ".join(f"{team_letter(t)} {score}" for t, score in enumerate(view.scores))
        parts = [tr("title"), tr("hand", n=view.hand_number), tr("scores", scores=scores)]
        name: str | None = None
        if self.behind_sheet():
            key = "hand_over"
        elif view.to_move is None:
            key = "waiting" if not view.is_over else "game_over"
        elif view.to_move == self.viewer and self.hand_visible():  # "À Vous de jouer" read ill
            # on a shared screen, which of the people sharing it
            key = "you_to_move_named" if session.hotseat else "you_to_move"
            name = session.names[self.viewer] if session.hotseat else None
        else:
            key, name = "to_move", session.names[view.to_move]
        status = self.query_one("#status", Static)
        width = max(1, (self.size.width or self.app.size.width) - status.styles.gutter.width)
        text = fit_status(parts, lambda who: tr(key, name=who), name or "", width)
        status.update(text, layout=False)

    def on_resize(self, event: Resize) -> None:
        """The top line fitted to the new width (the table's own layout follows by itself)."""
        if self.is_mounted:
            self.draw_status(self.shown_view())

    def footer_left_out(self, view: MilleBornesView) -> frozenset[str]:
        """The actions whose keys the footer leaves out for ``view``: those without a card
        that the rules do not give the person on display now, Play and Discard while the
        turn starts with a choice of draw, and Play while cards are thrown in to redraw
        (each key still answers, with why not)."""
        mine = self.my_turn(view)
        left_out = {
            _simple(name)
            for name, action in SIMPLE_KEYS.items()
            if not (mine and action in view.legal_actions)
        }
        if mine and view.phase == "draw":
            left_out |= {"play", "discard"}
        elif mine and view.phase == "redraw":  # fast play's cards thrown in: none is played
            left_out.add("play")
        return frozenset(left_out)

    def footer_worded(self, view: MilleBornesView) -> Mapping[str, str]:
        """The keys the footer words otherwise for ``view``: while cards are thrown in to
        redraw (fast play), x throws the card in, as the prompt line says, not "Discard"."""
        if self.my_turn(view) and view.phase == "redraw":
            return {"discard": self.tr("footer_throw_in")}
        return {}

    def prompt_text(self, view: MilleBornesView) -> str:
        """The line under the hand: what the last key did (a message), what the person may
        do now or who is playing, and the hint on a line of its own (the reason may be
        long). Where they would not all fit the prompt line, the standing instruction
        gives way: the message answers the key just pressed and says what to do."""
        standing = self.standing_prompt(view)
        hint = "" if self.hint is None else self.hint_text(self.hint)
        said = "  ".join(part for part in (self.message, standing) if part)
        text = f"{said}\n{hint}" if hint else said
        if self.message and standing and self.too_tall(text):
            text = f"{self.message}\n{hint}" if hint else self.message
        return text

    def standing_prompt(self, view: MilleBornesView) -> str:
        """What the person on display may do now, or who is playing (else nothing)."""
        tr = self.tr
        if not self.hand_visible():
            return tr("hand_hidden")
        if self.my_turn(view):
            if view.phase == "draw":
                what = tr("choose_draw", keys=draw_keys(view, self.tr))
            elif view.phase in QUESTIONS:  # asked in a dialog over the table
                what = tr("answer_question")
            elif self.targeting:
                what = tr("pick_target")
            elif view.phase == "redraw":
                what = tr("pick_card_redraw", keys=card_keys(view))
            else:
                what = tr("pick_card_from", keys=card_keys(view))
            return tr("your_turn", what=what)
        if self.busy and view.to_move is not None:
            return f"{self.session.names[view.to_move]}: {tr('thinking')}"
        if self.busy and not view.is_over and not self.behind_sheet():
            # after an attack, until the next public event: nobody named, whoever it is
            return tr("others_deciding")
        return ""

    def too_tall(self, text: str) -> bool:
        """Whether ``text`` takes more lines than the prompt line shows, wrapped as the
        prompt line wraps it (:class:`~roadgames.tui.widgets.typeset.Typeset`)."""
        width = self.prompt_width()
        return len(Content(wrap_french(text, width)).wrap(width)) > PROMPT_LINES

    def prompt_width(self) -> int:
        """The columns a line of the prompt has: the screen's (the app's before the first
        layout) less the padding."""
        return max(1, (self.size.width or self.app.size.width) - PROMPT_PADDING)

    def names_action(self, reason: Reason, action: Action) -> bool:
        """Whether ``reason`` names ``action``'s card ("discard {card}: …", "attack team
        {team} with {card} …"), at its head or in the reason a search confirmed ("{reason}
        (in 36 sampled deals …)")."""
        values = dict(reason.values)
        confirmed = values.get("reason")
        if isinstance(confirmed, Reason):
            return self.names_action(confirmed, action)
        return action.card is not None and values.get("card") == action.card

    def describe(self, action: Action) -> str:
        """An action in words (for hints)."""
        if action.kind in ANSWER_WORDS:
            return answer_words(action, self.current_view().phase, self.tr)
        return action_words(action, self.session.team_names(), self.tr)

    # -------------------------------------------------------------- legality

    def selected_card(self, view: MilleBornesView) -> Card | None:
        """The card picked in the hand, if any."""
        if self.selected is None or self.selected >= len(view.hand):
            return None
        return view.hand[self.selected]

    def target_teams(self, view: MilleBornesView) -> set[int]:
        """Teams the selected hazard may be played on."""
        card = self.selected_card(view) if self.my_turn(view) else None
        if card is None:
            return set()
        return {a.target for a in plays_of(view, card) if a.target is not None}

    # --------------------------------------------------------------- actions

    def forget_choice(self) -> None:
        """After the person's action: no card picked, no target asked, no hint."""
        self.selected = None
        self.targeting = False
        self.hint = None

    def hide_hand(self) -> None:
        """Turn the viewer's hand face down, its picked card forgotten."""
        super().hide_hand()
        self.selected = None

    def action_number(self, number: int) -> None:
        """A number key: choose a target team while targeting, else pick a card."""
        view = self.current_view()
        if self.targeting:
            self.choose_team(view, number - 1)
            return
        self.pick(view, number - 1)

    def pick(self, view: MilleBornesView, index: int) -> None:
        """Select the card at ``index`` (a key only selects; a second click on the same card
        plays it: :meth:`on_card_widget_chosen`). Only at the person's turn (:meth:`my_turn`),
        as the keys that play and discard: nothing is picked while others play (a card
        picked then stayed picked by its place in the hand, where the card drawn at the
        person's turn, sorted in, put another)."""
        if not self.my_turn(view) or not 0 <= index < len(view.hand):
            return
        self.targeting = False
        self.message = ""
        self.selected = index
        self.redraw()

    def action_move(self, step: int) -> None:
        """Move the selection left or right (at the person's turn: :meth:`pick`)."""
        view = self.current_view()
        if not self.my_turn(view) or not view.hand:
            return
        start = self.selected if self.selected is not None else (-1 if step > 0 else 0)
        self.pick(view, (start + step) % len(view.hand))

    def action_play(self) -> None:
        """Play the selected card: on one's own tableau, or on the only possible target;
        several targets ask for one."""
        view = self.current_view()
        card = self.selected_card(view)
        if not self.my_turn(view):
            return
        if card is None or view.phase == "draw":
            self.say(why_no_card(view, self.tr))
            return
        plays = plays_of(view, card)
        own = [a for a in plays if a.target is None]
        if own:
            self.act(own[0])
        elif len(plays) == 1:
            self.act(plays[0])
        elif plays:
            self.targeting = True
            self.redraw()
        else:
            self.say(why_not_played(view, card, self.tr))

    def say(self, message: str) -> None:
        """Show ``message`` on the prompt line (why a key did nothing, say)."""
        self.message = message
        self.redraw()

    def choose_team(self, view: MilleBornesView, team: int) -> None:
        """Play the selected card on ``team`` (a hazard), or on one's own team."""
        card = self.selected_card(view)
        if not self.my_turn(view):
            return
        if card is None or view.phase == "draw":  # as the play key says (a click said nothing)
            self.say(why_no_card(view, self.tr))
            return
        if view.phase == "redraw":  # no card goes on a tableau while cards are thrown in
            self.say(why_not_played(view, card, self.tr))
            return
        teams = len(view.tableaux)
        if not 0 <= team < teams:
            self.say(self.tr("no_such_team", number=team + 1, last=teams))
            return
        for action in plays_of(view, card):
            if action.target == team or (action.target is None and team == view.team):
                self.act(action)
                return
        why = why_not_on(view, card, team)
        named = self.tr.card(card)
        if why is None or why.key == "not_now":
            self.say(self.tr("cannot_go_there", card=named))
        else:
            self.say(self.tr("cannot_go_there_why", card=named, why=self.tr.why(why)))

    def action_discard(self) -> None:
        """Discard the selected card."""
        view = self.current_view()
        card = self.selected_card(view)
        if not self.my_turn(view):
            return
        if card is None or view.phase == "draw":
            self.say(why_no_card(view, self.tr))
            return
        action = Action(Kind.DISCARD, card)
        if action in view.legal_actions:
            self.act(action)
        elif any(a.kind == Kind.PLAY for a in view.legal_actions):  # the rules in force
            self.say(self.tr("must_play", card=self.tr.card(card)))
        else:
            self.say(self.tr("illegal"))

    def action_simple(self, name: str) -> None:
        """Draw, take the discard, redraw or refill, where legal; else say why not."""
        view = self.current_view()
        action = SIMPLE_KEYS[name]
        if not self.my_turn(view):
            return
        if action in view.legal_actions:
            self.act(action)
        elif action.kind in (Kind.DRAW, Kind.DRAW_DISCARD) and view.phase == "play":
            # with the pile empty (played out) a turn starts with nothing drawn
            self.say(self.tr("already_drawn" if view.draw_pile_size else "draw_pile_empty"))
        else:
            self.say(self.tr("illegal"))

    def action_cancel(self) -> None:
        """Drop the selection, the target question and the hint (it spoke of the choice
        dropped)."""
        self.targeting = False
        self.selected = None
        self.hint = None
        self.message = ""
        self.redraw()

    def on_card_widget_chosen(self, message: CardWidget.Chosen) -> None:
        """A click on a hand card picks it; a click on the picked card plays it (at the
        person's turn only, as the keys: :meth:`pick`)."""
        view = self.current_view()
        if self.selected == message.index and self.my_turn(view):
            self.action_play()
        else:
            self.pick(view, message.index)

    def on_tableau_widget_chosen(self, message: TableauWidget.Chosen) -> None:
        """A click on a tableau plays the selected card there."""
        self.choose_team(self.current_view(), message.team)

    def on_click(self, event: Click) -> None:
        """Clicks on the piles: the draw pile draws, the discard pile takes its top card in
        the draw phase and discards the selected card otherwise."""
        widget = event.widget
        view = self.current_view()
        if widget is None or not self.my_turn(view):
            return
        if widget.id == "draw-pile":
            self.action_simple("draw")
        elif widget.id == "discard":
            if view.phase == "draw":
                self.action_simple("take_discard")
            else:
                self.action_discard()

    def shown_view(self) -> MilleBornesView:
        """The view the table draws. While the attacked team's people get their looks after
        a hazard, and while a private question is put, it is the viewer's seat as an
        onlooker sees it: whether the engine asked anyone, and whose turn comes, must not
        show behind the question or the note (RULES.md §6). Behind a hand's score sheet it
        is that hand as it ended (the engine has dealt the next one already)."""
        ended = self.session.hand_end_view(self.viewer) if self.behind_sheet() else None
        if ended is not None:
            return ended
        if self.onlooking():
            return self.session.onlooker_view(self.viewer)
        actor = self.session.to_move
        if actor is not None and self.turn_held(actor):
            return self.held_view()
        return self.current_view()

    def held_view(self) -> MilleBornesView:
        """The viewer's seat while a person's decision is held back after a hazard
        (:meth:`turn_held`): as an onlooker sees it, the hand as the hazard found it (a card
        drawn since, at a turn that began where nobody was asked, not in it yet)."""
        view = self.session.onlooker_view(self.viewer)
        drawn = self.session.drawn(self.viewer)
        if not drawn:
            return view
        hand = Counter(view.hand) - drawn
        return replace(view, hand=tuple(sorted(hand.elements())))

    def turn_held(self, actor: int) -> bool:
        """After a hazard on a team with a computer seat, until the next public event: the
        decision of ``actor``, a person, once, whether a computer of that team was asked a
        private question first or not. Where one was, its answer came before the person's
        turn; where none was, the turn would come at once: the person would learn that the
        computer held the safety or the remedy (RULES.md §6). Held back as long either way
        (:meth:`~.game_table.GameTableScreen.hold_turn`), the table shown as the attack
        left it (:meth:`held_view`)."""
        session, state = self.session, self.session.state
        quiet = state.quiet_window()
        if quiet is None or self.released == len(state.history) or not session.is_person(actor):
            return False
        return not all(session.is_person(seat) for seat in state.seats_of_team[quiet.target_team])

    def behind_sheet(self) -> bool:
        """Whether the table shows the hand that just ended: while its score sheet is open,
        and from the move that ended it until the sheet opens (the next hand, dealt at
        once, must not show first)."""
        session = self.session
        ended = len(session.state.results)
        unseen = session.results_seen == ended - 1 and not session.state.is_over
        return self.showing_hand_end or unseen

    def onlooking(self) -> bool:
        """Whether the attacked team's people are getting their looks after a hazard, on a
        screen several people share (one person alone has nobody to hide it from)."""
        looks = bool(self.owed) or self.showing_note or self.session.state.is_secret_phase()
        return self.session.hotseat and looks

    # ------------------------------------------------------- the game's pace

    def show_results(self) -> bool:
        """The score sheets of hands that just ended, then the summary of the game."""
        session = self.session
        results = session.new_results()
        if results:
            self.owed = []
            self.show_score_sheet(len(session.state.results) - len(results))
            return True
        if session.state.is_over:
            self.show_summary()
            return True
        return False

    def on_mount(self) -> None:
        """A game resumed just after a hazard owes its looks again (they were not saved):
        resumed there, as in the unbroken game, nobody learns who was asked."""
        quiet = self.session.state.quiet_window()
        if quiet is not None:
            self.owed = self.session.owed_looks(quiet.turn_player, quiet.target_team)
        super().on_mount()

    def before_turn(self, actor: int) -> bool:
        """The looks still owed after a hazard come first (see :meth:`give_owed_look`)."""
        return bool(self.owed) and self.give_owed_look(actor)

    def ask_pending_question(self) -> None:
        """Ask the person on display the question the engine puts to them, if any."""
        view = self.current_view()
        if view.phase in (*PRIVATE_PHASES, "extension"):
            self.ask(view)

    def note_move(self, seat: int, action: Action) -> None:
        """After a hazard on a team, owe each of its people a look at a shared screen."""
        if action.kind == Kind.PLAY and action.target is not None:
            self.owed = self.session.owed_looks(seat, action.target)

    def give_owed_look(self, actor: int) -> bool:
        """Hand the device to the next person owed a look after a hazard, if that must come
        before ``actor`` acts; whether it did.

        A person the engine asks gets the question; one it does not ask gets "nothing to
        answer" in the same place of the sequence, so that who held the safety or remedy
        never shows in who got the device. The person about to take their turn anyway, when
        nobody else is owed a look, needs none of their own.
        """
        asked = self.session.state.is_secret_phase()
        if asked and not self.session.is_person(actor):
            return False  # a computer answers at once, unseen
        if asked and actor == self.owed[0]:
            self.owed.pop(0)
            return False  # the question, as usual
        if not asked and all(seat == actor for seat in self.owed):
            self.owed = []
            return False  # the person's own turn: they have the device anyway
        if asked and actor not in self.owed:
            return False  # not expected (the engine asks in the owed order): just ask
        seat = self.owed.pop(0)
        self.showing_note = True
        self.show_side(seat, lambda: self.nothing_to_answer(seat))
        return True

    def nothing_to_answer(self, seat: int) -> None:
        """The look of ``seat``, a person the engine does not ask: a note to dismiss. Its
        hand is then turned face down as after an answer (:meth:`keeps_device`), so that a
        look owed next to the same person starts with passing the device either way."""
        self.in_dialog = True

        def closed(_: Action | None) -> None:  # the answer means nothing: no action
            self.in_dialog = self.showing_note = False
            if not self.keeps_device(seat):
                self.hide_hand()
            self.advance()

        go_on = [("enter", self.tr("go_on"), Action(Kind.DECLINE))]
        self.app.push_screen(PromptScreen(self.tr("nothing_to_answer"), go_on), closed)

    def keeps_device(self, seat: int) -> bool:
        """Not for a second private question in a row (a coup fourré declined, then the
        fast remedy): the device is passed again first, as for the second look a person
        not asked gets in its place, so that the table sees the same either way."""
        return super().keeps_device(seat) and not self.session.state.is_secret_phase()

    def ask(self, view: MilleBornesView) -> None:
        """The private question of the coup fourré, fast remedy or extension."""
        tr = self.tr
        public = view.public
        hazard = Card(public.pending) if public.pending >= 0 else None
        attacker = self.session.names[public.attacker] if public.attacker >= 0 else "?"
        decline = Action(Kind.DECLINE)
        if view.phase == "coup_fourre" and hazard is not None:
            question = tr(
                "coup_fourre_prompt",
                attacker=attacker,
                hazard=tr.card(hazard),
                safety=tr.card(SAFETY_OF[hazard]),
            )
            answers = [("c", tr("call"), Action(Kind.COUP_FOURRE)), ("n", tr("decline"), decline)]
        elif view.phase == "fast_remedy" and hazard is not None:
            remedy = REMEDY_OF[hazard]
            question = tr(
                "fast_remedy_prompt",
                attacker=attacker,
                hazard=tr.card(hazard),
                remedy=tr.card(remedy),
            )
            answers = [
                ("c", tr("play_now"), Action(Kind.PLAY, remedy)),
                ("n", tr("decline"), decline),
            ]
        else:
            question = tr("extension_prompt", trip=tr.miles(view.trip))
            if view.rules.scoring == "classic":  # the one table that scores it (RULES.md §8)
                question += "\n" + tr("extension_stakes")
            answers = [("e", tr("extend"), Action(Kind.EXTEND)), ("n", tr("decline"), decline)]
        self.in_dialog = True

        def answered(action: Action | None) -> None:
            self.in_dialog = False
            if action is not None:
                self.act(action)

        prompt = PromptScreen(question, answers, self.action_hint, tr("hint_button"))
        self.app.push_screen(prompt, answered)

    def private(self, view: MilleBornesView) -> bool:
        """Whether ``view`` asks its seat a private question: a coup fourré or a fast
        remedy, which the others must not learn was asked."""
        return view.phase in PRIVATE_PHASES

    # ---------------------------------------------------------------- dialogs

    def show_score_sheet(self, index: int) -> None:
        """The sheet of the hand that just ended, over that hand's table as it ended."""
        session = self.session
        state = session.state
        self.showing_hand_end = index == len(state.results) - 1 and not state.is_over
        self.open_results()

        def closed(_: None) -> None:
            self.in_dialog = False
            self.showing_hand_end = False  # the next hand shows
            self.autosave()  # the sheet seen: a game resumed now goes on to the next hand
            self.redraw()
            self.advance()

        sheet = ScoreSheetScreen(
            state.results,
            index,
            session.team_names(),
            session.rules,
            not state.is_over,
            self.tr,
        )
        self.app.push_screen(sheet, closed)

    def action_score_sheet(self) -> None:
        """The latest hand's score sheet again, over the table, which waits for it to close
        (no hand over yet: the prompt says so)."""
        session = self.session
        results = self.current_view().results  # what every seat has seen
        if not results:
            self.say(self.tr("no_score_sheet"))
            return
        if self.in_dialog:
            return
        self.in_dialog = True

        def closed(_: None) -> None:
            self.in_dialog = False
            self.advance()  # a computer's move made meanwhile waited for it

        sheet = ScoreSheetScreen(
            results,
            len(results) - 1,
            session.team_names(),
            session.rules,
            not session.state.is_over,
            self.tr,
            again=True,
        )
        self.app.push_screen(sheet, closed)

    def show_summary(self) -> None:
        """The end of the game."""
        state = self.session.state
        self.in_dialog = True
        self.try_save()

        def chosen(choice: str | None) -> None:
            self.in_dialog = False
            self.end_match(choice)

        summary = SummaryScreen(
            self.session.team_names(),
            state.scores,
            state.winners,
            state.results,
            self.tr,
            ended_idle=state.ended_idle,
        )
        self.app.push_screen(summary, chosen)

    def rules_screen(self) -> Screen[None]:
        """Every rule in force, as a sentence; then the keys and the signs of the table."""
        return RulesScreen(self.session.rules, self.tr, self.key_help())

    def shows_key(self, binding: Binding) -> bool:
        """The ways to draw only where the rules give them."""
        rules = self.session.rules
        given = {
            "simple('draw')": rules.draw_from_discard or rules.fast_play,
            "simple('take_discard')": rules.draw_from_discard,
            "simple('redraw')": rules.fast_play,
            "simple('refill')": rules.fast_play,
        }
        return given.get(binding.action, True)

    def hint_moment(self, view: MilleBornesView) -> tuple[object, ...]:
        """The log's length, the hand and the question open (the coup fourré declined, its
        hint must not answer the fast remedy's question)."""
        return (len(view.log), view.hand, view.phase)

    def show_hint(self, decision: Decision) -> None:
        """Under the question where one is open; else at the foot of the table, with the
        card it names selected."""
        if isinstance(self.app.screen, PromptScreen):
            self.app.screen.show_hint(self.hint_text(decision))
            self.redraw()  # the line behind it: no longer working one out
            return
        action, hand = decision.action, self.current_view().hand
        if isinstance(action, Action) and action.card is not None and action.card in hand:
            self.selected = hand.index(action.card)
        super().show_hint(decision)

    def log_note(self, text: str) -> None:
        """A line of the interface's own in the game's log."""
        self.query_one(GameLog).note(text)
