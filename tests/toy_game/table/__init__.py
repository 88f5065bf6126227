"""The toy game's table (the only part of it that uses Qt)."""
