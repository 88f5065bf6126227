"""Orca's debug log as the transcript in docs/screen_reader_transcript.md: each `SPEECH OUTPUT`
in order, the keys Orca echoes in brackets ("tab " as [Tab]), each notification on a line of its
own, the other utterances between two notifications joined on one line. Prints the transcript,
then the figures: utterances, seconds from the first to the last, the player's Returns.

Usage: python3 orca_transcript.py OUT_DIR/orca.out"""

import re
import sys

KEYS = {"tab": "[Tab]", "return": "[Enter]", "p": "[P]", "s": "[S]", "l": "[L]", "down": "[Down]"}
LINE = re.compile(r"^(\d+):(\d+):([\d.]+) - SPEECH OUTPUT: '(.*)'\s*\{")


def main() -> None:
    lines, current, times, keys = [], [], [], {}
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        for raw in log:
            found = LINE.match(raw)
            if not found:
                continue
            hours, minutes, seconds, quoted = found.groups()
            times.append(int(hours) * 3600 + int(minutes) * 60 + float(seconds))
            words = quoted.strip()  # Orca writes it between quotes, unescaped
            if words.lower() in KEYS:
                keys[words.lower()] = keys.get(words.lower(), 0) + 1
                current.append(KEYS[words.lower()])
            elif words.startswith("notification "):
                if current:
                    lines.append(" ".join(current))
                    current = []
                lines.append("    " + words)
            elif words:
                current.append(words)
    if current:
        lines.append(" ".join(current))
    print("\n".join(lines))
    print(f"\n# {len(times)} utterances in {times[-1] - times[0]:.0f} s; keys echoed: {keys}")


if __name__ == "__main__":
    main()
