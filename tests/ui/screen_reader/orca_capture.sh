#!/bin/bash
# What Orca says over a whole Coloretto game played by the keyboard (docs/screen_reader_transcript.md):
# run inside `dbus-run-session -- bash tests/ui/screen_reader/orca_capture.sh OUT_DIR [DISPLAY [SEED]]`
# from the repository, with Debian's xvfb, at-spi2-core, orca, xdotool and python3-pyatspi. Orca's
# speech is its debug log's "SPEECH OUTPUT" lines (no speech engine needed): OUT_DIR/orca.out.
out=$1 display=${2:-12} seed=${3:-3}
here=$(dirname "$0")
mkdir -p "$out/prefs"
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp 2>/dev/null &
xvfb=$!
export DISPLAY=":$display" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
sleep 1
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
bus=$!
sleep 1
orca -u "$out/prefs" --debug-file "$out/orca.out" >/dev/null 2>&1 &
orca=$!
sleep 4
.venv/bin/python "$here/table_app.py" coloretto "$seed" 600 900 30000 > "$out/app.json" 2>/dev/null &
app=$!
/usr/bin/python3 "$here/orca_keys.py" table_app.py 560 "$seed" > "$out/keys.txt" 2>/dev/null
sleep 10  # the last Tab heard (Orca may be retrying its braille link then)
kill $app $orca $bus $xvfb 2>/dev/null
wait 2>/dev/null
