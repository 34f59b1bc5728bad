"""Whether ``expert`` gains from searching more candidates: twelve a decision instead of
four (the heuristic's favourite and the best of each other family of moves first, then the
family's seconds: ``search.candidates``); racing drops the hopeless ones, so the budget is
the same.

Measured (classic, 500 deals, seed 1): 54.4% of hands against ``heuristic``, 55.5% for
``expert``, paired -1.2 ± 1.9 points (the wide search's 1,000 hands took 78 minutes on two
workers beside other work; this plays ``expert``'s too): the moves the heuristic rates lower
within a family are not where ``expert`` loses. Both play on the same deals
(``paired_search.py``; ``expert``'s games are those of the README's tournament, seed for
seed).

    .venv/bin/python benchmarks/wide_candidates.py --preset classic --deals 500
"""

from __future__ import annotations

from paired_search import compare
from roadgames.agents.millebornes import EXPERT_ITERATIONS
from roadgames.agents.millebornes.search import SearchAgent
from roadgames.millebornes import MilleBornesState

#: Candidates searched per decision (``expert`` searches 4).
WIDTH = 12


def wide(seed: int, state: MilleBornesState) -> SearchAgent:
    """``expert`` searching :data:`WIDTH` candidates (the true state is not read)."""
    return SearchAgent(seed, iterations=EXPERT_ITERATIONS, width=WIDTH, name="wide")


def main() -> None:
    """Play both searches on the deals and print their win rates and paired difference."""
    compare(wide, f"expert, {WIDTH} candidates", (__doc__ or "").split("\n\n")[0])


if __name__ == "__main__":
    main()
