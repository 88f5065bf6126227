# toy_nim's lessons words in it.
# Made by tools/content_to_ftl.py from the YAML's `*_it` fields; edit this file now.
# Ids: docs/ARCHITECTURE.md, "Words in every language".

lesson-leave-three-title = Lascia un multiplo di tre
lesson-leave-three-goal = Restano quattro pedine. Quante ne prendi?
lesson-leave-three-explanation = Ne restano tre; qualunque cosa prenda l'avversario, prendi il resto e vinci.
lesson-leave-three-hint = Lascia all'avversario un multiplo di tre.
lesson-leave-three-feedback-take-2 = Con due ne resterebbero due, e l'avversario le prende e vince.
lesson-take-the-last-title = Prendi l'ultima pedina
lesson-take-the-last-goal = Restano due pedine. Quante ne prendi?
lesson-take-the-last-explanation = Le hai prese entrambe, con l'ultima, e hai vinto.
lesson-take-the-last-hint = Chi prende l'ultima pedina vince.
lesson-take-the-last-feedback-take-1 = Con una ne resterebbe una, e l'avversario la prende e vince.
