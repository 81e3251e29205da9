import sys

from rftg.cli import main

sys.exit(main())
