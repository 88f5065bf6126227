# Italian's own words, shared by every Italian catalogue (fluent_catalogues.LANGUAGE_FILE) and
# read by the code by the term's name (language.own_words), never by the language.
-language-name = Italiano
# The seat spoken to.
-you = tu
# The words that join content words the rules slot as one text ("Rosso e Blu", "Rosso o Blu").
-and = e
-or = o
# The words said otherwise before a seat's name that starts with a vowel ("Tocca ad Anna",
# "Bea ed Elio"): the text is the letters such a name starts with, each attribute a word and
# the word said instead.
-euphonic = aeiouàèéìíòóùú
    .a = ad
    .e = ed
# A word's gender where its term says none: the text is the gender of a word no ending names,
# each attribute a gender and the endings of the first word that take it.
-gender-by-ending = m
    .f = a ione tà
# How a content word the rules slot in lower case ("red") reads in running text: `lower`
# ("rosso"), or `as-written` (the term's own capitals).
-running-case = lower

## A content word's forms a message asks for as `$c-un`, `$c-il`, `$c-del` (word_forms.py):
## each term is called with the word's `gender` (m, f, mp, fp) and the sound it `start`s with
## (`-sounds`), and says the word put before it; one that ends in an apostrophe joins the word.

# The sounds a word may start with, tried in this order (regular expressions at the word's
# start, in any case): a name that brings its own article ("Il tesoro", "L'urlo"), a vowel, and
# the consonants that take "lo" ("lo zaino", "lo scoiattolo", "gli gnomi").
-sounds = articled, vowel, impure
    .articled = (il|lo|la|i|gli|le)\s|l'
    .vowel = [aeiouàèéìòù]
    .impure = s[^aeiou]|z|gn|ps|pn|x|y
# The indefinite article ("un dado", "uno zaino", "un'ala", "una stella"); a plural's is the
# partitive ("delle zampe").
-form-un =
    { $start ->
        [articled] {""}
       *[other]
            { $gender ->
                [mp]
                    { $start ->
                        [vowel] degli
                        [impure] degli
                       *[other] dei
                    }
                [fp] delle
                [f]
                    { $start ->
                        [vowel] un'
                       *[other] una
                    }
               *[m]
                    { $start ->
                        [impure] uno
                       *[other] un
                    }
            }
    }
# The definite article ("il dado", "lo zaino", "l'ala", "la zucca", "i dadi", "gli occhi", "le zampe").
-form-il =
    { $start ->
        [articled] {""}
       *[other]
            { $gender ->
                [mp]
                    { $start ->
                        [vowel] gli
                        [impure] gli
                       *[other] i
                    }
                [fp] le
                [f]
                    { $start ->
                        [vowel] l'
                       *[other] la
                    }
               *[m]
                    { $start ->
                        [vowel] l'
                        [impure] lo
                       *[other] il
                    }
            }
    }
# "di" with the definite article ("del Cardinale", "dell'Uovo", "della Zucca"; "de L'urlo").
-form-del =
    { $start ->
        [articled] de
       *[other]
            { $gender ->
                [mp]
                    { $start ->
                        [vowel] degli
                        [impure] degli
                       *[other] dei
                    }
                [fp] delle
                [f]
                    { $start ->
                        [vowel] dell'
                       *[other] della
                    }
               *[m]
                    { $start ->
                        [vowel] dell'
                        [impure] dello
                       *[other] del
                    }
            }
    }

## Colour adjectives after a noun agree with it (`$c-f`, `$c-mp`, `$c-fp`: "la carta gialla",
## "i dadi rossi"; translations.agreeing): a term `-agree-<adjective>` per colour, its text the
## masculine singular (as the word table gives it), an attribute per other gender. An
## invariable colour (blu, viola, rosa, magenta, ciano, fucsia) has none.

-agree-giallo = giallo
    .f = gialla
    .mp = gialli
    .fp = gialle
-agree-rosso = rosso
    .f = rossa
    .mp = rossi
    .fp = rosse
-agree-grigio = grigio
    .f = grigia
    .mp = grigi
    .fp = grigie
-agree-nero = nero
    .f = nera
    .mp = neri
    .fp = nere
-agree-bianco = bianco
    .f = bianca
    .mp = bianchi
    .fp = bianche
-agree-azzurro = azzurro
    .f = azzurra
    .mp = azzurri
    .fp = azzurre
-agree-arancione = arancione
    .f = arancione
    .mp = arancioni
    .fp = arancioni
-agree-verde = verde
    .f = verde
    .mp = verdi
    .fp = verdi
-agree-marrone = marrone
    .f = marrone
    .mp = marroni
    .fp = marroni
