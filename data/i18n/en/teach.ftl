# Catalogue `teach` in en: one message per template, by its key in kebab case.
# Made by tools/yaml_to_ftl.py from the templates' English in the code; edit this file now.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

such-as = { $example } (or { $others } more like it)
group = { $does }: { $why }
group-alone = { $does }
up-to = { $group } (up to { $change })
