#!/usr/bin/env bash
# Build the frozen one-folder app, smoke-test it, and only then write the versioned archive
#   dist/chroma-desktop-<version>-<os>-<machine>.tar.gz   (on Linux: ...-linux-x86_64.tar.gz)
#
# Usage: installer/build.sh            (from anywhere; PYTHON=... picks the interpreter)
# The interpreter is $PYTHON, else the checkout's .venv, else python3. The app's dependencies
# are installed into it (`pip install -e .`) and PyInstaller too, when they are missing.
# Work files go to build/pyinstaller/ and build/archive/, the app folder to dist/chroma-desktop/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
cd "$ROOT"
if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
PYINSTALLER_REQUIREMENT="pyinstaller>=6.10,<7"
APP="$ROOT/dist/chroma-desktop"
started=$(date +%s)

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

step "interpreter: $("$PYTHON" -c 'import sys; print(sys.executable, sys.version.split()[0])')"
if ! "$PYTHON" -c "import PySide6.QtWidgets, PySide6.QtSvg, yaml, jsonschema, platformdirs, confusable_homoglyphs" 2>/dev/null; then
    step "installing the app's dependencies (pip install -e .)"
    "$PYTHON" -m pip install -q -e "$ROOT"
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    step "installing PyInstaller ($PYINSTALLER_REQUIREMENT)"
    "$PYTHON" -m pip install -q "$PYINSTALLER_REQUIREMENT"
fi

step "the games' prebuilt content is current (tools/build_content.py --check)"
"$PYTHON" tools/build_content.py --check || fail "run tools/build_content.py: no archive written"

step "building with PyInstaller $("$PYTHON" -m PyInstaller --version)"
rm -rf "$APP" build/pyinstaller build/archive
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" installer/chroma-desktop.spec
built=$(date +%s)
for program in chroma-desktop chroma; do
    [[ -x "$APP/$program" ]] || fail "the build made no $APP/$program"
done

# The frozen app runs from outside the checkout, with no override of where its data is, and
# with its own empty cache and user folders, so only what is bundled can make it pass.
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT
frozen() {
    (cd "$SCRATCH" && env -u CHROMA_DESKTOP_ROOT CHROMA_DESKTOP_CACHE_DIR="$SCRATCH/cache" \
        CHROMA_DESKTOP_DATA_DIR="$SCRATCH/user-data" "$@")
}

step "smoke test: chroma-desktop --smoke-test"
frozen "$APP/chroma-desktop" --smoke-test | tee "$SCRATCH/smoke.log" \
    || fail "the smoke test failed: no archive written"
resources="$(grep '^resources: ' "$SCRATCH/smoke.log" || true)"
[[ "$resources" == "resources: $APP/"* ]] \
    || fail "the frozen app did not read its data from the bundle ($resources)"
smoked=$(date +%s)

step "the chroma command"
VERSION="$(frozen "$APP/chroma-desktop" --version | awk '{print $2}')"
[[ -n "$VERSION" ]] || fail "chroma-desktop --version printed no version"
[[ "$(frozen "$APP/chroma" --version)" == "chroma $VERSION" ]] \
    || fail "chroma --version does not say $VERSION"
frozen "$APP/chroma" validate | tee "$SCRATCH/validate.log"
[[ "$(cat "$SCRATCH/validate.log")" == "$APP/"* ]] || fail "chroma validate did not check the bundled data"
frozen "$APP/chroma" simulate coloretto --games 2 --seed 1 >/dev/null || fail "chroma simulate failed"
echo "chroma $VERSION: validate and simulate work"

PLATFORM="$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
NAME="chroma-desktop-$VERSION"
STAGE="$ROOT/build/archive/$NAME"
step "staging $NAME"
mkdir -p "$STAGE"
cp -a "$APP/." "$STAGE/"
cp installer/chroma-desktop.desktop installer/install.sh installer/uninstall.sh "$STAGE/"
cp assets/icons/chroma-desktop.svg "$STAGE/chroma-desktop.svg"
chmod +x "$STAGE/install.sh" "$STAGE/uninstall.sh"

step "install.sh and uninstall.sh into a scratch PREFIX"
PREFIX="$SCRATCH/prefix" "$STAGE/install.sh"
[[ "$(frozen "$SCRATCH/prefix/bin/chroma" --version)" == "chroma $VERSION" ]] \
    || fail "the installed chroma command does not run"
exec_line="$(grep '^Exec=' "$SCRATCH/prefix/share/applications/chroma-desktop.desktop")"
[[ "$exec_line" == "Exec=\"$SCRATCH/prefix/lib/chroma-desktop/chroma-desktop\" %u" ]] \
    || fail "the menu entry's Exec is wrong: $exec_line"
PREFIX="$SCRATCH/prefix" "$SCRATCH/prefix/lib/chroma-desktop/uninstall.sh" >/dev/null
left="$(find "$SCRATCH/prefix" -type f -o -type l)"
[[ -z "$left" ]] || fail "uninstall.sh left files behind: $left"
echo "install and uninstall work"

ARCHIVE="$ROOT/dist/$NAME-$PLATFORM.tar.gz"
step "writing $ARCHIVE"
tar -C "$ROOT/build/archive" -czf "$ARCHIVE.partial" "$NAME"
mv -f "$ARCHIVE.partial" "$ARCHIVE"
finished=$(date +%s)

step "done"
echo "archive:     $ARCHIVE"
echo "size:        $(du -h "$ARCHIVE" | cut -f1) packed ($(stat -c %s "$ARCHIVE" 2>/dev/null \
    || stat -f %z "$ARCHIVE") bytes), $(du -sh "$APP" | cut -f1) unpacked"
echo "build time:  $((built - started)) s PyInstaller (including set-up), $((smoked - built)) s smoke" \
     "test, $((finished - started)) s in all"
