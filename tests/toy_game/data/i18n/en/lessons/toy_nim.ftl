# toy_nim's lessons words in en.
# Made by tools/content_to_ftl.py from the YAML's `*_it` fields; edit this file now.
# Ids: docs/ARCHITECTURE.md, "Words in every language".

lesson-leave-three-title = Leave a multiple of three
lesson-leave-three-goal = Four counters are left. How many do you take?
lesson-leave-three-explanation = Three are left; whatever your opponent takes, you take the rest and win.
lesson-leave-three-hint = Leave your opponent a multiple of three.
lesson-leave-three-feedback-take-2 = Two would leave two, and your opponent takes them both and wins.
lesson-take-the-last-title = Take the last counter
lesson-take-the-last-goal = Two counters are left. How many do you take?
lesson-take-the-last-explanation = You took both, the last counter among them, and won.
lesson-take-the-last-hint = Whoever takes the last counter wins.
lesson-take-the-last-feedback-take-1 = One would leave one, and your opponent takes it and wins.
