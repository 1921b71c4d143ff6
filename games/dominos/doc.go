// Package dominos simule le jeu de dominos à deux joueurs « bloqué » du dossier de 2012
// (seed 002) et oppose des stratégies sur un grand nombre de parties.
//
// Une tuile (x, y) avec x ≥ y est un petit entier : son rang dans l'ordre lexicographique,
// x(x+1)/2 + y, qui ne dépend pas du jeu choisi (double-6, double-12…). Une main est un
// Ensemble de tuiles (un champ de bits) : l'ordre décroissant des mains du programme de 2012
// est celui des bits, du plus fort au plus faible, si bien qu'aucune main n'est jamais triée.
//
// Les règles sont celles de docs/regles.md §2 : chaque joueur reçoit Regles.Main tuiles, le
// détenteur de la plus forte ouvre avec elle, une tuile se pose à gauche si elle y correspond,
// sinon à droite, on passe sans coup jouable, la partie finit sur une main vide ou deux passes
// de suite, et le total le plus faible gagne (x + y par tuile, ou 2·x avec Decompte2012).
//
// Une stratégie est un type qui implémente Strategie ; elle reçoit une Vue, petit résumé en
// lecture seule de ce que le joueur sait de la partie. Une Position est ce même savoir écrit pour
// une personne (la chaîne telle qu'elle est posée, la main, les comptes, les passes, l'ouverture) :
// « dominos conseil » la lit (ConfigConseil), « dominos joue » la tire de sa partie
// (PartiePas.Position), et Position.Conseiller donne aux deux le même conseil de recherche.
//
// Chaque commande a sa configuration (ConfigTournoi, Affrontement, ConfigChampionnat…), qui se
// vérifie par Valider avec une *parametre.Erreur nommant l'option fautive et se lit de ses options
// telles que la ligne de commande les donne (ChoixRegles, ChoixAffrontement, ChoixChampionnat,
// ChoixExact, ChoixJoue, ConfigConseil), et son résultat (ResultatTournoi, ResultatChampionnat,
// ResultatPartie, ResultatStrategies), une valeur à étiquettes json dont le paquet rendu tire
// tous les formats. Le moteur n'écrit aucune phrase : ses refus sont des codes (parametre), et
// les phrases de ses résultats (règles, titres, verdicts) sont écrites par la ligne de commande,
// dans la langue de l'utilisateur.
package dominos
