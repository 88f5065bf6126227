"""The app's own words in other languages: Qt Linguist sources (`chroma_desktop_<code>.ts`) and
the compiled translations the app loads (`.qm`), kept current by `tools/update_translations.py`
and loaded by `chroma_desktop/ui/translation.py`."""
