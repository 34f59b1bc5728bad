"""A team's odds of winning a match to ``match_target`` from the scores between two hands.

The search players score a rollout by what the hand's end is worth: where it ends the
game, by the game's winner; where a match goes on, by the odds these scores give. The model
is a race of normally distributed hands: the team's lead ``d`` over the best other team,
against a spread that grows with the square root of the hands still to play,

    P(win) = Φ(d / (SPREAD · S · √h)),   h = (match_target − leader) / S + 1,

where ``S`` = the trip plus its 400 bonus is the points a hand's leader typically scores.
Fitted by maximum likelihood on ``medium`` self-play (400 matches a configuration, seed
20000 on; the fit is flat near its best, so one rule serves every configuration): classic
with 2 players gave S = 760, SPREAD = 1.25 at its best, log-likelihood −0.5303 a decision
against −0.5338 for this rule (−0.6931 for a coin); classic with 3 players −0.5286 against
−0.5334; with 4 −0.5487 against −0.5502; leaflet with 2 −0.5471 against −0.5498. Binned
on ``medium`` self-play (seed 30000 on), its odds match the wins in each tenth: classic with
2 players (2,000 matches; e.g. 0.048 predicted, 0.059 won; 0.552, 0.546; 0.952, 0.941) and 4
(800 matches; 0.055, 0.088; 0.548, 0.559; 0.945, 0.912). With three or more teams playing
on their own it is the duel with the nearest rival and overrates every team (classic with 3:
0.448 predicted, 0.331 won), but it still ranks the scores the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from roadgames.millebornes.rules import Rules

#: The trip's bonus, added to the trip for the points a hand's leader typically scores.
TRIP_BONUS = 400
#: The spread of one hand's margin, in units of that typical score.
SPREAD = 1.17


def hand_scale(rules: Rules) -> float:
    """The points a hand's leader typically scores under ``rules``."""
    return float(rules.target + TRIP_BONUS)


def match_odds(rules: Rules, scores: Sequence[float], team: int) -> float:
    """``team``'s odds of winning the match from ``scores`` (every team's, between hands)."""
    scale = hand_scale(rules)
    lead = scores[team] - max(s for i, s in enumerate(scores) if i != team)
    hands_left = max(0.0, (rules.match_target - max(scores)) / scale) + 1.0
    spread = SPREAD * scale * math.sqrt(hands_left)
    return 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))


def hand_stake(rules: Rules, scores: Sequence[int], team: int) -> float:
    """How much one hand moves ``team``'s match odds, from ``scores`` before it: the odds
    after winning it by half a typical hand's score less those after losing it by as much
    (1 for a one-hand game). The search weighs its smallest gain worth taking by it."""
    if not rules.match_target:
        return 1.0
    half = hand_scale(rules) / 2
    ahead = [s + (half if i == team else 0) for i, s in enumerate(scores)]
    behind = [s + (0 if i == team else half) for i, s in enumerate(scores)]
    return match_odds(rules, ahead, team) - match_odds(rules, behind, team)
