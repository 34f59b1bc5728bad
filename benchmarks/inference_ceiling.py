"""What reading the other hand could add to ``expert`` at most: the same search, once
sampling the other hand as it does and once seeing it (the draw order still sampled).

Every way of inferring the other hand from its play (``agents/millebornes/belief.py``)
sharpens the worlds the search draws from; a player that *sees* the other hand does that
perfectly, so its gain over the honest ``expert`` bounds what any inference can win. An
analysis, not a player: the peeking search reads the true state, which no player ever gets.

Both play ``heuristic`` on the same deals (``paired_search.py``).

    .venv/bin/python benchmarks/inference_ceiling.py --preset classic --deals 200
"""

from __future__ import annotations

from collections.abc import Sequence

from paired_search import compare
from roadgames.agents.millebornes import EXPERT_ITERATIONS
from roadgames.agents.millebornes.search import SearchAgent
from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.determinize import Absence
from roadgames.millebornes.view import MilleBornesView


class PeekingSearch(SearchAgent):
    """``expert`` searching worlds that hold the other hands as they truly are: only the
    draw pile is shuffled (and the generator behind a reshuffle reseeded)."""

    def __init__(self, seed: int, truth: MilleBornesState) -> None:
        super().__init__(seed, iterations=EXPERT_ITERATIONS, name="peeking")
        self.truth = truth

    def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
        """The true state, its draw pile reshuffled."""
        world = self.truth.clone()
        self.rng.shuffle(world.draw_pile)
        world.rng.seed(self.rng.getrandbits(63))
        return world


def main() -> None:
    """Play both searches on the deals and print their win rates and paired difference."""
    compare(
        lambda seed, truth: PeekingSearch(seed, truth),
        "seeing the other hand",
        __doc__.split("\n\n")[0],
    )


if __name__ == "__main__":
    main()
