package dominos

// Les versions des calculs partageables du moteur. Une part écrite avec --shard porte la version
// de son calcul, et jeux fusionne réunit les parts d'une même version quel que soit le programme
// qui les a calculées. Une version change quand, et seulement quand, la réponse du moteur aux
// mêmes paramètres change (une partie jouée autrement, un champ de l'agrégat) : les parts
// calculées avant ne peuvent plus s'ajouter à celles calculées après. Les règles du club
// (--regles club) et les matchs (--match) sont des paramètres, écrits dans chaque part : une part
// du club ne se fusionne jamais avec une part des règles de 2012, dont les réponses, elles, n'ont
// pas changé (les versions restent donc les mêmes). Les tests tiennent chaque
// calcul à des chiffres calculés avant (les parts de resultats/ parmi eux), pour qu'une réponse ne
// change pas sans sa version. Une part écrite avant les versions n'en porte pas : elle est de la
// version 1.
const (
	// VersionTournoi est la version du tournoi de deux stratégies (JouerTournoi).
	VersionTournoi = 1
	// VersionChampionnat est la version du championnat de toutes les stratégies (JouerLots).
	VersionChampionnat = 1
	// VersionExact est la version de la résolution à mains ouvertes (CalculExact.Calculer).
	VersionExact = 1
)
