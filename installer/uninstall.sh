#!/bin/sh
# Remove what install.sh installed under PREFIX (default ~/.local): the app folder, the two
# command links, the menu entry and the icon. Saved games and the content cache are kept; the
# message at the end says where they are.
set -eu

PREFIX=${PREFIX:-$HOME/.local}
APPDIR="$PREFIX/lib/chroma-desktop"
BINDIR="$PREFIX/bin"
DESKTOP="$PREFIX/share/applications/chroma-desktop.desktop"
ICON="$PREFIX/share/icons/hicolor/scalable/apps/chroma-desktop.svg"

if [ ! -d "$APPDIR" ]; then
    echo "uninstall.sh: Chroma Desktop is not installed in $APPDIR (set PREFIX if you chose one)" >&2
    exit 1
fi
for command in chroma-desktop chroma; do
    # Only the links install.sh made: a `chroma` from another installation stays.
    if [ "$(readlink "$BINDIR/$command" 2>/dev/null || true)" = "$APPDIR/$command" ]; then
        rm -f "$BINDIR/$command"
    fi
done
rm -f "$DESKTOP" "$ICON"
rm -rf "$APPDIR"

echo "Chroma Desktop is removed from $PREFIX."
echo "Your saved games and autosave are kept in ${XDG_DATA_HOME:-$HOME/.local/share}/chroma-desktop" \
     "and the content cache in ${XDG_CACHE_HOME:-$HOME/.cache}/chroma-desktop: delete those" \
     "folders to remove them too."
