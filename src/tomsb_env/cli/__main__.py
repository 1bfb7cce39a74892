"""``python -m tomsb_env.cli``."""

from tomsb_env.cli import main

raise SystemExit(main())
