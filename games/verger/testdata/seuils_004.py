# Thresholds of the original box (4 trees of 10 fruits, baskets of 2) for the five strategies of
# docs/regles.md §3, in exact fractions: the smallest raven whose probability of winning from
# the start exceeds 1/2. An implementation of its own, independent of package verger, written
# after source_004.py. python3 seuils_004.py (about ten seconds) prints, for each strategy, its
# threshold, the probability one piece below and at the threshold, and its fraction;
# python3 seuils_004.py ARBRES FRUITS CORBEAU prints each strategy's fraction for that game.
import functools, sys
from fractions import Fraction
sys.setrecursionlimit(100000)

ARBRES, FRUITS, PANIER = 4, 10, 2
if len(sys.argv) == 4:
    ARBRES, FRUITS, CORBEAU = map(int, sys.argv[1:])

def trie(arbres):
    return tuple(sorted((x for x in arbres if x), reverse=True))

def cueille(arbres, i):
    a = list(arbres)
    a[i] -= 1
    return trie(a)

def issues(arbres, strategie):
    """The baskets' outcomes as (weight, trees): one for max and min, every one for the others."""
    res = {arbres: Fraction(1)}
    for _ in range(PANIER):
        suite = {}
        for a, w in res.items():
            if strategie == "max":
                choix = [(0, Fraction(1))]
            elif strategie == "min":
                choix = [(len(a) - 1, Fraction(1))]
            else:
                choix = [(i, Fraction(1, len(a))) for i in range(len(a))]
            for i, p in choix:
                b = cueille(a, i)
                suite[b] = suite.get(b, 0) + w * p
        res = suite
    return res

@functools.lru_cache(None)
def probabilite(corbeau, strategie, arbres):
    if not arbres:
        return Fraction(1)
    if corbeau == 0:
        return Fraction(0)
    p = probabilite(corbeau - 1, strategie, arbres)
    for i in range(len(arbres)):
        p += probabilite(corbeau, strategie, cueille(arbres, i))
    if sum(arbres) <= PANIER:
        p += 1
    else:
        out = issues(arbres, strategie)
        if strategie in ("max", "min", "random"):
            p += sum(w * probabilite(corbeau, strategie, a) for a, w in out.items())
        else:
            valeurs = [probabilite(corbeau, strategie, a) for a in out]
            p += max(valeurs) if strategie == "meilleure" else min(valeurs)
    return p / (len(arbres) + 2)

depart = (FRUITS,) * ARBRES
if len(sys.argv) == 4:
    for s in ("max", "min", "random", "meilleure", "pire"):
        print(s, probabilite(CORBEAU, s, depart))
    sys.exit()
for s in ("max", "min", "random", "meilleure", "pire"):
    c = 1
    while probabilite(c, s, depart) <= Fraction(1, 2):
        c += 1
    f = probabilite(c, s, depart)
    print(s, c, float(probabilite(c - 1, s, depart)), float(f), f)
