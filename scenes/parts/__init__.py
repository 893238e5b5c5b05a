"""The named parts a game table is made of (scenes/game_base.py puts them together):

* ``hints.HintController``  — the Hint button: asks the AI service for the viewer's move, owns
  that request, rings the entities that show the answer;
* ``action_log.ActionLog``  — the scrollable log of what happened, told as the viewer may know
  (what it says, line by line: ``log_text.LogText``, its ``text``); ``held_log.HeldLog`` draws
  its new lines in a lighter frame than a move's own;
* ``banner.Banner``         — whose turn it is and what is asked (or the hint's line);
* ``dialogs.DialogHost``    — choice dialogs over the table whose answer is played as an action;
* ``controls.TableControls`` — keys and clicks shared by every table (menu, undo, hint,
  settling animations before a click lands);
* ``moves.Moves``          — the viewer's moves: played (a refused one explained), undone,
  and the steps the table ends by itself;
* ``why``                  — what cannot be chosen now says why: ``refusal`` (the rules'
  ``why_not``, or whose turn it is) and ``tip`` for a table's tooltip, ``RefusedClicks`` (run
  by ``TableControls``) for a click;
* ``perspective.Perspective`` — the viewer's view of the state and the seats around the table;
* ``hud.Hud``, ``turns.TurnFollower``, ``animation`` — the HUD buttons, following the turn
  flow (AI moves, the hand-off, a new viewer), what animates.

A part holds a reference to its scene and reads the scene's turn flow and session; it never
reaches into another part's state."""
