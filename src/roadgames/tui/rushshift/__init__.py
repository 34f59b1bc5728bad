"""Rush Hour Shift in the terminal: the session (engine state, seats, record), the board,
hand and action-list widgets, the table and end-of-game screens, and the app.

As for Mille Bornes, widgets draw one seat's view and never the state itself.
"""
