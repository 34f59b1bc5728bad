"""``python -m roadgames``."""

import sys

from roadgames.cli import main

sys.exit(main())
