"""Five Realms: ``python main.py --help`` lists the commands."""
import sys

from engine.cli import main

if __name__ == "__main__":
    sys.exit(main())
