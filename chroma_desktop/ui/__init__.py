"""The desktop table: the only package that imports PySide6."""
