"""Keep the resident size honest: freed surfaces go back to the OS instead of staying in the heap.

glibc raises its mmap threshold when large blocks are freed, after which every surface (a
tween's one-off sizes, SVG rasters) is carved from the heap and, once freed, kept: about 90 MB of
a demo's peak RSS was such free-but-held memory.  Fixing the thresholds stops that.  Other C
libraries (macOS, Windows, musl) are left alone.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import sys

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3


@functools.cache
def _libc():
    """glibc, looked up once a process: ``find_library`` runs ``ldconfig`` in a subprocess, which
    cost every new app and every scene change tens of milliseconds."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        try:
            libc = ctypes.CDLL("libc.so.6")         # glibc's soname: no lookup needed
        except OSError:
            libc = ctypes.CDLL(ctypes.util.find_library("c"))
        libc.mallopt  # noqa: B018 - glibc only
        libc.malloc_trim  # noqa: B018
        return libc
    except (OSError, AttributeError):
        return None


def tune_allocator() -> bool:
    """Blocks of 128 KiB and more are mmapped (returned on free); trim the heap above 4 MiB."""
    libc = _libc()
    if libc is None:
        return False
    ok = libc.mallopt(M_MMAP_THRESHOLD, 128 * 1024) == 1
    ok = libc.mallopt(M_TRIM_THRESHOLD, 4 * 1024 * 1024) == 1 and ok
    return ok


def release_free_memory() -> None:
    """Give freed heap pages back to the OS (scene changes: a moment nobody notices).  A closed
    screen's world, sprites and surfaces hold one another in cycles, which only the cyclic
    collector frees, and its oldest generation runs seldom: collect first, so the surfaces are
    freed now and their pages can go back."""
    gc.collect()
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
