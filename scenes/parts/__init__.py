"""The named parts a game table is made of (scenes/game_base.py puts them together):

* ``hints.HintController``  — the Hint button: asks the AI service for the viewer's move, owns
  that request, rings the entities that show the answer;
* ``action_log.ActionLog``  — the scrollable log of what happened, told as the viewer may know;
* ``banner.Banner``         — whose turn it is and what is asked (or the hint's line);
* ``dialogs.DialogHost``    — choice dialogs over the table whose answer is played as an action;
* ``controls.TableControls`` — keys and clicks shared by every table (menu, undo, hint,
  settling animations before a click lands);
* ``moves.Moves``          — the viewer's moves: played (a refused one explained), undone,
  and the steps the table ends by itself;
* ``why.RefusedClicks``     — a click on what cannot be chosen now says why (the rules'
  ``why_not``; ``why.refusal`` and ``why.tip`` put the reason in the tooltip);
* ``perspective.Perspective`` — the viewer's view of the state and the seats around the table;
* ``hud.Hud``, ``turns.TurnFollower``, ``animation`` — the HUD buttons, following the turn
  flow (AI moves, the hand-off, a new viewer), what animates.

A part holds a reference to its scene and reads the scene's turn flow and session; it never
reaches into another part's state."""
