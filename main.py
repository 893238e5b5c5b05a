"""Five Realms: ``python main.py --help`` lists the commands."""
import multiprocessing
import sys

if __name__ == "__main__":
    # the built app (tools/build_executable.py) starts its AI worker processes by re-running
    # itself: this turns such a start into the worker instead of a second game window
    multiprocessing.freeze_support()
    from engine.cli import main

    sys.exit(main())
