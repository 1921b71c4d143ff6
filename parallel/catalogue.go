package parallel

import "jeux/internal/langue"

// The English of this package's refusals: a number of workers, a shard.
var _ = langue.Enregistrer(map[string]string{
	"nombre de workers invalide":                                "invalid number of workers",
	"%v : %d workers demandés, un entier de 1 à %d est attendu": "%v: %d workers asked for, an integer from 1 to %d is expected",
	"slurm : SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN et SLURM_ARRAY_TASK_COUNT sont absentes ou invalides (hors d'un job array de Slurm ?)": "slurm: SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT are missing or invalid (outside a Slurm job array?)",
	"slurm : la tâche %d d'un tableau de %d tâches commençant à %d n'est pas un numéro de part valide (tableau à pas de 1 attendu)":           "slurm: task %d of an array of %d tasks starting at %d is not a valid part number (an array of step 1 is expected)",
	"%q : k/n attendu (part k de n, 0 ≤ k < n), ou slurm":                                                                                     "%q: k/n expected (part k of n, 0 ≤ k < n), or slurm",
	"%q : 0 ≤ k < n et 1 ≤ n ≤ %d attendus":                                                                                                   "%q: 0 ≤ k < n and 1 ≤ n ≤ %d expected",
})
