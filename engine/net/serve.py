"""``python main.py serve``: the headless table server (no window, no pygame)."""
from __future__ import annotations

import asyncio
import signal
import sys
import threading
from concurrent.futures import ProcessPoolExecutor

from engine.ai.workers import ai_executor
from engine.net.protocol import shown_code
from engine.net.server import TableServer, run, tls_context


def _stop_on_signal(signum, frame) -> None:
    """Where the event loop takes no signal handlers (Windows): SIGTERM as Ctrl+C."""
    raise KeyboardInterrupt


async def _until_stopped(serving, server: TableServer | None = None) -> None:
    """Serve until SIGTERM or SIGINT (systemd, docker stop, kill, Ctrl+C): the loop is told
    through its own signal handler and the server task is cancelled in order, so ``main``'s
    ``finally`` shuts the AI workers down (else they and multiprocessing's resource tracker
    outlive the server).  A KeyboardInterrupt raised from a plain signal handler could land
    anywhere, even in a weakref callback, and left the server half closed."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    try:
        # SIGINT too: a serve started where SIGINT is ignored (a background job, a test
        # runner's worker) would otherwise never stop on Ctrl+C / kill -INT
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
    except (NotImplementedError, RuntimeError):
        signal.signal(signal.SIGTERM, _stop_on_signal)
    task = asyncio.ensure_future(serving)
    stopping = asyncio.ensure_future(stop.wait())
    done, _ = await asyncio.wait({task, stopping}, return_when=asyncio.FIRST_COMPLETED)
    if task in done:
        stopping.cancel()
        task.result()               # a port that can't be bound raises here
        return
    if server is not None:          # the players are told the server stops (and comes back)
        await server.farewell("server")
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        pass


def stop_workers(executor: ProcessPoolExecutor) -> None:
    """End the AI worker processes now (a move being thought about is dropped: the table
    asks again when the server is back)."""
    procs = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        if proc.is_alive():
            proc.terminate()
    for proc in procs:
        proc.join(5)
        if proc.is_alive():
            proc.kill()
            proc.join(5)


def main(host: str = "127.0.0.1", port: int = 8765, max_tables: int = 100,
         tls_cert: str | None = None, tls_key: str | None = None, ai_workers: int = 1,
         lan: bool = False, rate: float = 20.0) -> int:
    try:
        tls = tls_context(tls_cert, tls_key)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    executor = None
    if ai_workers > 0:
        executor = ai_executor(ai_workers)
    server = TableServer(max_tables=max_tables, ai_executor=executor, rate=rate)
    resumed = server.resume_saved()
    scheme = "wss" if tls else "ws"
    announcer: list = []
    announcing: list[threading.Thread] = []

    def announce(bound: int) -> None:
        from engine.net.lan import Announcer
        try:
            announcer.append(Announcer(host, bound, "Five Realms server"))
        except Exception as exc:  # noqa: BLE001 - no LAN: players type the address
            print(f"cannot announce on the local network ({exc!r})", file=sys.stderr)

    def ready(bound: int) -> None:
        print(f"Five Realms table server listening on {scheme}://{host}:{bound}"
              f" ({len(resumed)} table(s) resumed"
              f"{': ' + ' '.join(shown_code(c) for c in resumed) if resumed else ''})",
              flush=True)
        if lan:         # zeroconf's blocking calls may not run on the server's event loop
            announcing.append(threading.Thread(target=announce, args=(bound,), daemon=True,
                                               name="five-realms-lan"))
            announcing[0].start()

    try:
        asyncio.run(_until_stopped(run(server, host, port, tls, ready), server))
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        print(f"error: cannot listen on {host}:{port} ({exc})", file=sys.stderr)
        return 1
    finally:
        for t in announcing:
            t.join(10)
        for a in announcer:
            a.close()
        if executor is not None:
            stop_workers(executor)
    return 0
