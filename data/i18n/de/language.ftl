-language-name = Deutsch

# German's own words, shared by every German catalogue (fluent_catalogues.LANGUAGE_FILE).
# The seat spoken to, as a sentence's subject; other cases are written out where the seat
# stands: { $p-person -> [second] dich *[third] { $p } }.
-you = du
