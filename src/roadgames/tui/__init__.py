"""The terminal game (Textual): ``roadgames play``.

The game lives in a :class:`~roadgames.tui.session.GameSession`; screens and widgets draw
one seat's view and send the person's choices back to the session.
"""
