# Catalogue `chroma_mix_content` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_mix_content.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

no-card = keine Karte { $card }
nothing-to-check = eine Siegbedingung braucht etwas zu prüfen (eines von { $tests })
already-used = { $value } wird schon von { $other } verwendet
unknown-pigment = unbekanntes Pigment (bekannt: { $known })
pigments-for-rank = { $found } { $found ->
        [one] Pigment
       *[other] Pigmente
    }, aber eine Karte von Rang { $rank } hat { $rank }
repeats-alternative = wiederholt eine Alternative
only-continuous-stacks = nur eine Karte mit Dauerwirkung stapelt sich
more-than-copies = ist mehr als die Exemplare der Karte
not-supply-card = { $card } ist keine Vorratskarte von Rang 1
pigments-unique = Pigment-IDs müssen eindeutig sein
rank-copies = die Karten enthalten { $found } { $found ->
        [one] Exemplar
       *[other] Exemplare
    } von Rang { $rank }, nicht { $expected }
not-rank-card = { $card } ist keine Karte von Rang { $rank }
rank-four-nowhere = { $card } hat Rang 4, ist aber weder im Vorrat noch eine variable Siegkarte
more-slots = mehr Plätze als Karten dieses Rangs
no-condition = die variable Siegkarte { $card } hat keine Bedingung
option-twice = Option zweimal festgelegt
not-a-choice = { $value } ist keine Wahlmöglichkeit
choices-must-be = muss { $choices } sein
options-must-be = die Optionen müssen { $options } sein
not-enough-for-four = nicht genug { $card } für 4 Spieler
not-enough-for-billy = nicht genug { $card } für Billy
tie-breaker-twice = ein Tie-Break steht zweimal in der Liste
no-option = keine Option { $name } (Optionen: { $options })
options-choices = müssen die Wahlmöglichkeiten der Option sein: { $choices }
options-default = der Standardwert der Option ist { $value }
