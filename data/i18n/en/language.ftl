# English's own words, shared by every English catalogue (fluent_catalogues.LANGUAGE_FILE) and
# read by the code by the term's name (language.own_words), never by the language.
-language-name = English
# The words that join content words the rules slot as one text ("Red and Blue"): the words
# every other language's `-and` and `-or` translate.
-and = and
-or = or

## A content word's forms a message asks for as `$c-a` (word_forms.py): the term is called with
## the sound the word starts with (`-sounds`) and says the word put before it.

# The sounds a word may start with (a regular expression at the word's start, in any case).
-sounds = vowel
    .vowel = [aeiou]
# The indefinite article: "a heart", "an egg".
-form-a =
    { $start ->
        [vowel] an
       *[other] a
    }
