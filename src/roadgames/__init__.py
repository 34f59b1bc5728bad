"""roadgames: Mille Bornes in every edition and variant, and Rush Hour Shift."""

__version__ = "0.1.0"
