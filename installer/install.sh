#!/bin/sh
# Install Chroma Desktop from an unpacked release archive, for this user (or system-wide with
# PREFIX=/usr/local as root):
#   $PREFIX/lib/chroma-desktop/                              the app folder (this folder's copy)
#   $PREFIX/bin/chroma-desktop, $PREFIX/bin/chroma            links to its two programs
#   $PREFIX/share/applications/chroma-desktop.desktop        the menu entry
#   $PREFIX/share/icons/hicolor/scalable/apps/chroma-desktop.svg   its icon
# PREFIX defaults to ~/.local. `uninstall.sh` (copied into the app folder) removes exactly these.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
APPDIR="$PREFIX/lib/chroma-desktop"
BINDIR="$PREFIX/bin"
DESKTOP="$PREFIX/share/applications/chroma-desktop.desktop"
ICON="$PREFIX/share/icons/hicolor/scalable/apps/chroma-desktop.svg"

for file in chroma-desktop chroma chroma-desktop.desktop chroma-desktop.svg uninstall.sh; do
    if [ ! -e "$HERE/$file" ]; then
        echo "install.sh: $HERE/$file is missing: run this from an unpacked release archive" >&2
        exit 1
    fi
done
if [ "$HERE" = "$APPDIR" ]; then
    echo "install.sh: Chroma Desktop is already installed in $APPDIR" >&2
    exit 1
fi
# Never replace a command that another installation (say `pip install --user`) put there.
for command in chroma-desktop chroma; do
    link="$BINDIR/$command"
    if [ -e "$link" ] || [ -L "$link" ]; then
        if [ "$(readlink "$link" || true)" != "$APPDIR/$command" ]; then
            echo "install.sh: $link already exists and is not from this installer;" \
                 "uninstall the other Chroma Desktop first (see README: Uninstall)" >&2
            exit 1
        fi
    fi
done

rm -rf "$APPDIR"
mkdir -p "$APPDIR" "$BINDIR" "$(dirname "$DESKTOP")" "$(dirname "$ICON")"
cp -R "$HERE/." "$APPDIR/"
rm -f "$APPDIR/install.sh"
ln -sfn "$APPDIR/chroma-desktop" "$BINDIR/chroma-desktop"
ln -sfn "$APPDIR/chroma" "$BINDIR/chroma"
# The menu entry runs the app by its full path, so it works whether or not $BINDIR is on PATH.
sed -e "s|^Exec=chroma-desktop|Exec=\"$APPDIR/chroma-desktop\"|" \
    -e "s|^TryExec=chroma-desktop|TryExec=$APPDIR/chroma-desktop|" \
    "$HERE/chroma-desktop.desktop" > "$DESKTOP"
cp "$HERE/chroma-desktop.svg" "$ICON"
# Menus pick up the entry and the icon by themselves (no MIME types: no database to update).

echo "Chroma Desktop is installed in $APPDIR"
echo "  start it from the menu, or run: $BINDIR/chroma-desktop"
case ":$PATH:" in
    *":$BINDIR:"*) ;;
    *) echo "  ($BINDIR is not on your PATH: add it to run 'chroma-desktop' and 'chroma' by name)" ;;
esac
echo "  to remove it: $APPDIR/uninstall.sh"
