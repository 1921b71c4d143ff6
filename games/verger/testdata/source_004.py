# The seed 004 program's recursion, run with exact fractions for the original box (4 trees of
# 10 fruits, 9 pieces, baskets of 2) under max and min as docs/regles.md §3 defines them: an
# implementation independent of package verger, which pins its fractions (python3 source_004.py).
import functools, sys
from fractions import Fraction
sys.setrecursionlimit(100000)

def panier_max(arbres):
    a = sorted(arbres, reverse=True)
    for _ in range(2):
        a[0] -= 1
        a = sorted([x for x in a if x], reverse=True)
    return a

def panier_min(arbres):
    a = sorted(arbres, reverse=True)
    for _ in range(2):
        a[-1] -= 1
        a = sorted([x for x in a if x], reverse=True)
    return a

@functools.lru_cache(None)
def probabilite(corbeau, panier, *arbres):
    if sum(arbres) == 0:
        return Fraction(1)
    if corbeau == 0:
        return Fraction(0)
    p = probabilite(corbeau - 1, panier, *arbres)
    for i in range(len(arbres)):
        c = list(arbres); c[i] -= 1
        if not c[i]:
            del c[i]
        p += probabilite(corbeau, panier, *sorted(c, reverse=True))
    if sum(arbres) <= 2:
        p += 1
    else:
        p += probabilite(corbeau, panier, *(panier_max(arbres) if panier == "max" else panier_min(arbres)))
    return p / (len(arbres) + 2)

for pan in ("max", "min"):
    f = probabilite(9, pan, 10, 10, 10, 10)
    print(pan, f, float(f))
