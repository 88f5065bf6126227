# Catalogue `teach` in it: one message per template, by its key in kebab case.
# Made by tools/yaml_to_ftl.py from data/i18n/it/teach.yaml; edit this file now.
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `teach` (chroma_desktop/rules/move_groups.py): teach mode's
# generic words for the open moves grouped by what they do. Key → text.

such-as = { $example } (o { $others } { $others ->
        [one] altra simile
       *[other] altre simili
    })
group = { $does }: { $why }
group-alone = { $does }
up-to = { $group } (fino a { $change })
