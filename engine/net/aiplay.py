"""AI seats of the table server: each seat of kind ``ai`` that is to act gets its decision from
the engine's AI (in a worker process when the server has an executor; the random level and the
rules' shortcuts at once), and plays it if the table has not moved meanwhile; otherwise it asks
again.  A failing decision is reported and the seat asks anew: the server goes on."""
from __future__ import annotations

import asyncio
import sys
from concurrent.futures import Executor
from typing import Any

from engine.net.protocol import shown_code
from engine.net.table import NetTable


class AiSeats:
    def __init__(self, server: Any, executor: Executor | None = None) -> None:
        self.server = server            # the TableServer: broadcast_step
        self.executor = executor
        self._thinking: dict[tuple[str, int], asyncio.Task] = {}

    def cancel(self, table: NetTable) -> None:
        for key in [k for k in self._thinking if k[0] == table.code]:
            self._thinking.pop(key).cancel()

    def kick(self, table: NetTable) -> None:
        for seat in table.ai_to_act():
            key = (table.code, seat)
            if key not in self._thinking:
                self._thinking[key] = asyncio.ensure_future(self._ai_move(table, seat))

    async def _ai_move(self, table: NetTable, seat: int) -> None:
        key = (table.code, seat)
        try:
            n = len(table.session.steps)
            action = await self._decide(table, seat)
            legal = table.rules.legal_actions(table.session.state, seat)
            if action not in legal and len(table.session.steps) == n:
                # decided blind to the others' moves of a step everyone plays at once (as in
                # the app): asked again from the real view only when that move no longer fits
                action = await self._decide(table, seat, fair=False)
                legal = table.rules.legal_actions(table.session.state, seat)
            if len(table.session.steps) == n and seat in table.ai_to_act():
                step = table.act(seat, action if action in legal else legal[0])
                self.server.broadcast_step(table, step)
        except asyncio.CancelledError:
            if self._thinking.get(key) is asyncio.current_task():
                del self._thinking[key]
            raise
        except Exception as exc:  # noqa: BLE001 - one AI failure must not stop the server
            print(f"AI of table {shown_code(table.code)} seat {seat} failed: {exc!r}", file=sys.stderr)
        if self._thinking.get(key) is asyncio.current_task():
            del self._thinking[key]
        self.kick(table)             # the next decision (or this one again, asked anew)

    async def _decide(self, table: NetTable, seat: int, fair: bool = True) -> tuple:
        """The AI seat's move, decided from ``ai_view``: in a step all seats play at once, blind
        to the moves the others already made in it (engine/ai/fair.py), as the app's AI does."""
        from engine.ai import make_agent
        from engine.ai.fair import ai_view
        from engine.ai.workers import decide, quick_answer, rules_ref
        s = table.session
        view = ai_view(s, seat, fair)
        level = table.seats[seat].level
        quick = quick_answer(table.rules, view, seat, level)
        if quick is not None:
            return quick
        if level == "random" or self.executor is None:
            await asyncio.sleep(0)
            return make_agent(level, s.agent_seed(seat)).choose(table.rules, view, seat)
        return await asyncio.get_running_loop().run_in_executor(
            self.executor, decide, rules_ref(table.rules), table.rules.to_json(view), seat,
            level, s.agent_seed(seat))
