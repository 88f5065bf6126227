# cmyk's lessons words in de, with the ids of en/lessons/cmyk.ftl.
# Written from the English, with the Italian beside it; the words of content/cmyk.ftl. A tile is
# named by its marks as on the table (C0 M20 Y40).
# Ids: docs/ARCHITECTURE.md, "Words in every language".

lesson-matching-marks-title = Seiten, die sich berühren, zeigen dieselbe Farbe und Markierung
lesson-matching-marks-goal = Dein Startplättchen ist C0 M20 Y40: Seine offenen Seiten zeigen Cyan 0 %, Magenta 20 % und Gelb 40 %. Ein neues Plättchen muss eine davon mit derselben Farbe und derselben Markierung berühren. Die fünf Stapel zeigen ihre obersten Plättchen. Nimm das, das du legen kannst.
lesson-matching-marks-explanation = Die Seite Magenta 20 % des Plättchens C40 M20 Y0 kann die Seite Magenta 20 % des Plättchens C0 M20 Y40 berühren, also passt es links neben dein erstes Plättchen: Seiten, die sich berühren, müssen dieselbe Farbe und dieselbe Markierung zeigen (Spielregel, Plättchen legen). Ein Plättchen, das du nicht legen kannst, kommt auf seinen Stapel zurück.
lesson-matching-marks-hint = Such ein oberstes Plättchen mit Cyan 0 %, Magenta 20 % oder Gelb 40 %: Nur das Plättchen C40 M20 Y0 auf Stapel 2 hat eines (Magenta 20 %).
lesson-matching-marks-feedback-p1-take-1 = Das Plättchen C20 M0 Y20 passt zu keiner deiner offenen Seiten (Cyan 0 %, Magenta 20 %, Gelb 40 %): Du müsstest es zurücklegen.
lesson-matching-marks-feedback-p1-take-3 = Das Plättchen C60 M40 Y0 passt zu keiner deiner offenen Seiten (Cyan 0 %, Magenta 20 %, Gelb 40 %): Du müsstest es zurücklegen.
lesson-matching-marks-feedback-p1-take-4 = Das Plättchen C20 M60 Y0 passt zu keiner deiner offenen Seiten (Cyan 0 %, Magenta 20 %, Gelb 40 %): Du müsstest es zurücklegen.
lesson-matching-marks-feedback-p1-take-5 = Das Plättchen C20 M40 Y60 passt zu keiner deiner offenen Seiten (Cyan 0 %, Magenta 20 %, Gelb 40 %): Du müsstest es zurücklegen.
lesson-between-two-tiles-title = Ein Plättchen zwischen zwei Plättchen passt zu beiden
lesson-between-two-tiles-goal = Fünf deiner Plättchen liegen im Bogen um einen freien Platz, links von deinem ersten Plättchen. Ein Plättchen dort berührt zwei Plättchen zugleich: das Plättchen C0 M20 Y40 mit Magenta 20 % und das Plättchen C40 M0 Y60 mit Gelb 60 %. Nimm das oberste Plättchen, das ihn füllen kann.
lesson-between-two-tiles-explanation = Das Plättchen C0 M20 Y60 zeigt Magenta 20 % und Gelb 60 %: Es kann beide Plättchen am Platz berühren. Ein Plättchen zwischen zwei Plättchen muss zu beiden passen (Spielregel, Plättchen legen). Das Legen ist die nächste Lektion.
lesson-between-two-tiles-hint = Der Platz braucht Magenta 20 % und Gelb 60 % auf demselben Plättchen: das Plättchen C0 M20 Y60 auf Stapel 2.
lesson-between-two-tiles-feedback-p1-take-1 = Das Plättchen C0 M20 Y0 passt zu Magenta 20 % des Plättchens C0 M20 Y40, aber sein Gelb 0 % ist nicht das Gelb 60 % des Plättchens C40 M0 Y60: Es kann nicht zwischen die beiden.
lesson-hexagon-title = Sechs Plättchen um einen Punkt bilden ein Sechseck
lesson-hexagon-goal = Du hältst das Plättchen C0 M20 Y60. Es passt an zwei Plätze: in die Lücke, um die deine fünf Plättchen liegen, und rechts neben das Plättchen C0 M20 Y20. Du hast jetzt 0 Punkte. Lege es dorthin, wo es zählt.
lesson-hexagon-explanation = Jetzt treffen sich sechs Plättchen in einem Punkt: ein Sechseck, 0 → 5. Jedes Sechseck zählt 5, und ein Plättchen kann zu mehreren Sechsecken gehören (Spielregel, Weitere Hinweise zur Wertung).
lesson-hexagon-hint = Lege es in die Lücke: Sechs Plättchen um einen Punkt bilden ein Sechseck, 5 Punkte wert.
lesson-hexagon-feedback-p1-place-1-1-up-r0 = Dort passt es, aber es schließt nichts: Lege es in die Lücke, wo es das sechste Plättchen eines Sechsecks wird.
lesson-k-tile-place-title = Ein K-Plättchen passt zur Farbe, nicht zur Markierung
lesson-k-tile-place-goal = Du hast ein K-Plättchen gezogen, K1. Ein Platz links von deinem ersten Plättchen berührt drei Plättchen: Er braucht Cyan 60 %, Magenta 20 % und Gelb 60 %, und kein farbiges Plättchen zeigt alle drei. Ihn zu füllen, schlösse zwei Sechsecke auf einmal. Lege K1 oder wirf es ab.
lesson-k-tile-place-explanation = K1 passte zu den drei Farben seiner Nachbarn, welche Markierung sie auch zeigten, und schloss zwei Sechsecke: je 5 Punkte, abzüglich 3 für das gelegte K-Plättchen. Ein K-Plättchen zu legen oder abzuwerfen, deckt ein weiteres öffentliches Ziel auf (Spielregel, K-Plättchen), das ändern kann, was deine Plättchen wert sind.
lesson-k-tile-place-hint = Lege K1 auf den Platz, den drei Plättchen umgeben: Ein K-Plättchen passt zu jeder Farbe, welche Markierung sie auch hat, und dort schließt es zwei Sechsecke (je 5 Punkte) für seine 3.
lesson-k-tile-place-feedback-p1-discard = Abgeworfen kostet K1 nichts, aber kein farbiges Plättchen kann diesen Platz je füllen: Nur ein K-Plättchen kann seine zwei Sechsecke schließen.
lesson-k-tile-place-feedback-p1-place-0-0-down-r0 = Dort schließt K1 kein Sechseck und kostet 3 Punkte. Lege es auf den Platz, den drei Plättchen umgeben.
lesson-k-tile-place-feedback-p1-place-1-1-down-r0 = Dort schließt K1 kein Sechseck und kostet 3 Punkte. Lege es auf den Platz, den drei Plättchen umgeben.
lesson-k-tile-discard-title = Wirf ein K-Plättchen ab, das nichts schließt
lesson-k-tile-discard-goal = Du hast das K-Plättchen K2 gezogen. Dein Mosaik hat nur zwei Plättchen: Wo K2 auch hinkommt, es schließt kein Sechseck, und ein gelegtes K-Plättchen kostet 3 Punkte. Legen oder abwerfen?
lesson-k-tile-discard-explanation = K2 ist aus dem Spiel und kostet dich nichts; nur ein gelegtes K-Plättchen zählt −3. Es zu legen oder abzuwerfen, deckt trotzdem ein weiteres öffentliches Ziel auf (Spielregel, K-Plättchen).
lesson-k-tile-discard-hint = Wirf K2 ab: Hier gelegt, schließt es nichts und kostet am Ende 3 Punkte.
lesson-public-objective-title = Öffentliche Ziele zählen für alle
lesson-public-objective-goal = Das öffentliche Ziel ist Mach es breit!: 1 Punkt je 2 Plättchen deiner längsten waagerechten Reihe. Deine drei Plättchen liegen in einer Reihe: jetzt 1 Punkt. Das Plättchen C0 M0 Y60 passt ans Ende der Reihe oder unter dein erstes Plättchen. Lege es dorthin, wo es zählt.
lesson-public-objective-explanation = Deine Reihe ist vier Plättchen lang: 1 → 2 für Mach es breit! (Spielregel, Weitere Hinweise zu den öffentlichen Zielkarten). Ein öffentliches Ziel zählt für jeden Spieler; ein gelegtes oder abgeworfenes K-Plättchen deckt ein weiteres auf.
lesson-public-objective-hint = Verlängere die Reihe: Vier Plättchen in einer Reihe zählen 2 für Mach es breit!.
lesson-public-objective-feedback-p1-place-0-1-down-r0 = Unter deinem ersten Plättchen beginnt es eine neue Reihe: Deine längste Reihe bleibt drei Plättchen lang. Lege es ans Ende der Reihe.
lesson-private-objective-title = Dein privates Ziel
lesson-private-objective-goal = Dein privates Ziel, Gelb 60 %, zählt 1 Punkt für jedes gelegte Plättchen, das Gelb 60 % zeigt. Du hast eines, das Plättchen C40 M0 Y60: 1 Punkt. Die Stapel 1 bis 4 zeigen alle ein Plättchen, das du legen kannst. Nimm das, das deine Karte zählt.
lesson-private-objective-explanation = Das Plättchen C20 M0 Y60 zeigt Gelb 60 %: Gelegt bringt es dein privates Ziel von 1 auf 2 Punkte. Nur du wertest deine private Karte, für die Plättchen, die du gelegt hast, und sie bringt höchstens 6 Punkte (Spielregel, Weitere Hinweise zur Wertung).
lesson-private-objective-hint = Nimm das Plättchen C20 M0 Y60 auf Stapel 2: Sein Gelb 60 % zählt für deine Karte.
lesson-private-objective-feedback-p1-take-5 = Das Plättchen C0 M60 Y20 passt nirgends in dein Mosaik und zeigt kein Gelb 60 %. Nimm das Plättchen C20 M0 Y60 auf Stapel 2.
lesson-removal-rule-title = Wenn kein oberstes Plättchen irgendwem passt
lesson-removal-rule-goal = Du hältst das Plättchen C0 M80 Y20. Es passt unter dein Plättchen C0 M40 Y20, an dessen Seite Cyan 0 %, oder rechts daneben, an dessen Seite Gelb 20 %. Die Stapel zeigen das Plättchen C0 M0 Y40 und das Plättchen C20 M0 Y40; keines passt zum Plättchen C60 M20 Y0 von Bot 2. Lege das Plättchen C0 M80 Y20 so, dass dir noch ein oberstes Plättchen passt.
lesson-removal-rule-explanation = Die Seite Cyan 0 % des Plättchens C0 M40 Y20 ist noch offen, also passt dir das Plättchen C0 M0 Y40, und das Spiel geht weiter. Hätte kein oberstes Plättchen irgendwem gepasst, hätte jeder Spieler, der noch Plättchen nimmt, ein Plättchen von einem zufälligen Stapel entfernt, und gibt es weniger Stapel als Spieler, verliert jeder Stapel sein oberstes Plättchen (Spielregel, Plättchen legen; Hilfe → Regelauslegungen sagt, wer zählt, wenn einige Spieler aufgehört haben).
lesson-removal-rule-hint = Halte eine Seite Cyan 0 % offen, wo das Plättchen C0 M0 Y40 passt: Lege das Plättchen C0 M80 Y20 rechts neben das Plättchen C0 M40 Y20, an dessen gelbe Seite.
lesson-removal-rule-feedback-p1-place-0-1-down-r0 = Unter dem Plättchen C0 M40 Y20 verdeckt das Plättchen C0 M80 Y20 deine einzige Seite Cyan 0 %: Dann passt weder dir noch Bot 2 ein oberstes Plättchen, und die Entfernungsregel nimmt das oberste Plättchen beider Stapel aus dem Spiel.
lesson-the-end-title = Hör auf, wenn mehr Plättchen dich etwas kosten
lesson-the-end-goal = Bot 2 hat aufgehört, Plättchen zu nehmen, mit 5 Punkten auf dem Tisch (sein privates Ziel bleibt bis zum Ende verdeckt). Dein Sechseck zählt 5, und es ist symmetrisch: 6 mehr für Mach es senkrecht symmetrisch, 11 insgesamt. Beide obersten Plättchen passen dir, aber nur dort, wo sie die Symmetrie brechen, und ein Plättchen, das du legen kannst, musst du legen. Noch ein Plättchen nehmen oder aufhören?
lesson-the-end-explanation = Jetzt haben alle aufgehört, also endet das Spiel (Spielregel, Spielende) und wird gewertet: Das private Ziel von Bot 2 bringt nichts, und du gewinnst 11 zu 5. Bei Gleichstand entschieden die meisten Sechsecke, dann die wenigsten K-Plättchen, dann die wenigsten Plättchen (Spielregel, Wertung).
lesson-the-end-hint = Hör auf: Jedes Plättchen, das du nimmst, musst du legen, und jeder Platz, an den es passt, bricht deine Symmetrie, was dich von 11 auf 5 fallen ließe, nicht mehr, als Bot 2 zeigt.
