"""Allow ``python -m boardpuzzles COMMAND ...``; see :mod:`boardpuzzles.cli`."""

import sys

from boardpuzzles.cli import main

if __name__ == "__main__":
    sys.exit(main())
