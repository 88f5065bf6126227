# Catalogue `plain` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/plain.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

text = { $words }
