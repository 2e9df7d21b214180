import sys

from retiro.cli import main

sys.exit(main())
