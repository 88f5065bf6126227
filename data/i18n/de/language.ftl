# German's own words, shared by every German catalogue (fluent_catalogues.LANGUAGE_FILE).
# The seat spoken to, as a sentence's subject; other cases are written out where the seat
# stands: { $p-person -> [second] dich *[third] { $p } }.
-you = du
# The language's name in itself, as a language menu built from the folders found would list it.
-language-name = Deutsch
