"""The game-independent core: errors, the game protocol, the registry and records."""
