"""Network play: a table server that holds authoritative tables and the client side of a seat.

No pygame here.  ``protocol`` (message shapes, limits, tokens, table codes), ``codec`` (events
and actions on the wire, as each viewer may see them), ``table`` (one authoritative table: the
game session, its seats and tokens, autosave), ``server`` (the asyncio WebSocket server),
``client`` (a blocking client with a reader thread), ``clientflow`` (a remote seat as the table
scene's turn flow), ``lan`` (zeroconf announcements and browsing).
"""
