# Catalogue `plain` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `plain` (chroma_desktop/rules/messages.py): key → text.
# Syntax of a translated text: the docstring of chroma_desktop/rules/messages.py.

text = { $words }
