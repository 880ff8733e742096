#!/usr/bin/python3
"""kiwisolver on the solver benchmark's system, for `make bench` (issue 14).

  /usr/bin/python3 solver_kiwi.py SYSTEM --time ROUNDS STEPS
  /usr/bin/python3 solver_kiwi.py SYSTEM --profile FIRSTS STEPS
  /usr/bin/python3 solver_kiwi.py SYSTEM --values

SYSTEM is what `solver-bench --write-system` writes. --time prints the best of ROUNDS first
solves (every constraint added, the window's edit variables added and given their first values,
updateVariables) and of ROUNDS x STEPS resize steps (both edit variables suggested the other
size, alternately, and updateVariables), as one line of JSON, timing only the solver's calls
(time.perf_counter): the constraints are made before the clock starts, as the Swift side makes
them. A priority below 1000 is the constraint's kiwisolver strength; 1000 is required (the
weighting both solvers share). --profile runs FIRSTS first solves and then STEPS resize steps
after the last, for callgrind. --values prints every variable's value after
the first solve and after one resize step, one line each, as `solver-bench --values` does.

Runs in Debian's python3 (/usr/bin/python3), which has python3-kiwisolver (`make deps`).
"""

import json
import sys
import time

import kiwisolver as kiwi


def read(path):
    variables, constraints, edits, resize = [], [], [], None
    with open(path) as lines:
        for line in lines:
            words = line.split()
            if words[0] == "variables":
                variables = [kiwi.Variable("v%d" % i) for i in range(int(words[1]))]
            elif words[0] == "constraint":
                relation, priority, constant = words[1], float(words[2]), float(words[3])
                rest = words[4:]
                terms = [kiwi.Term(variables[int(rest[i + 1])], float(rest[i])) for i in range(0, len(rest), 2)]
                expression = kiwi.Expression(terms, constant)
                made = {"<=": expression <= 0, ">=": expression >= 0, "==": expression == 0}[relation]
                constraints.append(made if priority >= 1000 else made | priority)
            elif words[0] == "edit":
                edits.append((variables[int(words[1])], float(words[2]), float(words[3])))
            elif words[0] == "resize":
                resize = [(variables[int(words[1])], float(words[2])), (variables[int(words[3])], float(words[4]))]
    first_size = [(variable, value) for variable, _, value in edits]
    return variables, constraints, edits, [resize, first_size]


def first_solve(constraints, edits):
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    for variable, strength, value in edits:
        solver.addEditVariable(variable, strength)
        solver.suggestValue(variable, value)
    solver.updateVariables()
    return solver


def resize(solver, sizes, step):
    for variable, value in sizes[step % 2]:
        solver.suggestValue(variable, value)
    solver.updateVariables()


def main():
    variables, constraints, edits, sizes = read(sys.argv[1])
    if sys.argv[2] == "--values":
        solver = first_solve(constraints, edits)
        print(" ".join(repr(v.value()) for v in variables))
        resize(solver, sizes, 0)
        print(" ".join(repr(v.value()) for v in variables))
        return
    if sys.argv[2] == "--profile":
        solver = None
        for _ in range(int(sys.argv[3])):
            solver = first_solve(constraints, edits)
        for step in range(int(sys.argv[4])):
            resize(solver, sizes, step)
        return
    rounds, steps = int(sys.argv[3]), int(sys.argv[4])
    first = best = float("inf")
    clock = time.perf_counter
    for _ in range(rounds):
        start = clock()
        solver = first_solve(constraints, edits)
        first = min(first, clock() - start)
        for step in range(steps):
            start = clock()
            resize(solver, sizes, step)
            best = min(best, clock() - start)
    print(json.dumps({"first_ms": first * 1000, "resize_ms": best * 1000}))


if __name__ == "__main__":
    main()
