"""What the test generators write with: `put(path, text)` writes a generated file, or with
`--check` on the command line only notes it if the committed file differs; `finish(generator)`
then fails naming the stale files (lit-tests/generated-current.test runs every generator so)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK = "--check" in sys.argv[1:]
STALE: list[str] = []


def put(path: str, text: str) -> None:
    if CHECK:
        if not os.path.exists(path) or open(path).read() != text:
            STALE.append(os.path.relpath(path, ROOT))
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def finish(generator: str) -> None:
    if STALE:
        sys.exit(f"stale (rerun {generator}): " + ", ".join(STALE))
