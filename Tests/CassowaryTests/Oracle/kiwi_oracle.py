#!/usr/bin/python3
"""The oracle for CassowaryTests: solves the systems of a file with kiwisolver.

  /usr/bin/python3 kiwi_oracle.py SYSTEMS

SYSTEMS holds one operation a line, systems one after another:

  system N                         a fresh solver
  var COUNT                        variables v0 ... v(COUNT-1)
  add ID REL STRENGTH CONSTANT [COEFFICIENT VARIABLE]...
                                   constraint ID: CONSTANT + sum of terms REL 0, REL one of
                                   <= == >=; STRENGTH "required", or the weight the Swift
                                   solver gives the constraint's priority (Priority.weight), as
                                   kiwisolver's strength
  remove ID
  edit VARIABLE STRENGTH           an edit variable, its priority's weight
  unedit VARIABLE
  suggest VARIABLE VALUE
  check VARIABLE...                the variables' values

Each line gets one line of output, in order: "ok" or "unsatisfiable" for an add, "ok" for the
other changes, the values (repr, exact) for a check, "error NAME" for anything else kiwisolver
raised.

What is compared is kiwisolver's optimum of the constraints held. Three defects of
kiwisolver 1.4.4 stand in the way, found by this test, and are worked around here by solving
again on a fresh solver (the constraints held, in their order, then the edit variables and their
last suggestions):

- When it refuses a required constraint (UnsatisfiableConstraint) on the artificial-variable
  path, it keeps the refused constraint in force (a later suggestValue can then abort the
  process: "Dual optimize failed"). So after a refusal the system is solved again.
- It can refuse a constraint that follows from the required equations held, when the artificial
  variable's row is left with dummy symbols only ("unsatisfiable (will this ever happen?)" in
  addWithArtificialVariable); Cassowary accepts it. So a refused constraint is tried once more,
  last, on the fresh solver, and is held if accepted there; and a constraint held that a fresh
  solver refuses so is left out of it (it follows from the others, so the optimum is the same).
- Removing one of two redundant required equations can leave the other not in force (the
  removed marker's leaving row is a restricted row, not the basic dummy it shares a row with).
  So after each removal (of a constraint or an edit variable) the system is solved again.

The counts of refusals not repeated on a fresh solver go to stderr.

Exit status 3, with a message, if kiwisolver cannot be imported.
"""

import sys

try:
    import kiwisolver as kiwi
except ImportError as error:
    print("kiwisolver is missing (%s): run `make deps` (Debian package python3-kiwisolver)" % error, file=sys.stderr)
    sys.exit(3)

REQUIRED = "required"


class System:
    second_tries = 0  # refusals of a constraint that a fresh solver accepted
    left_out = 0  # constraints held that a fresh solver refused

    def __init__(self):
        self.variables = []
        self.constraints = {}  # id -> kiwi constraint, in the order added
        self.edits = {}  # variable index -> [strength, last suggestion or None], in the order added
        self.solver = kiwi.Solver()

    def make(self, relation, priority, constant, terms):
        expression = kiwi.Expression([kiwi.Term(self.variables[v], c) for c, v in terms], constant)
        if relation == "<=":
            constraint = expression <= 0
        elif relation == ">=":
            constraint = expression >= 0
        else:
            constraint = expression == 0
        return constraint if priority == REQUIRED else constraint | float(priority)

    def rebuild(self):
        self.solver = kiwi.Solver()
        for constraint in self.constraints.values():
            try:
                self.solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                System.left_out += 1
        for variable, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.variables[variable], strength)
            if value is not None:
                self.solver.suggestValue(self.variables[variable], value)

    def run(self, words):
        op = words[0]
        if op == "var":
            self.variables = [kiwi.Variable("v%d" % i) for i in range(int(words[1]))]
        elif op == "add":
            ident, relation, priority, constant = words[1], words[2], words[3], float(words[4])
            rest = words[5:]
            terms = [(float(rest[i]), int(rest[i + 1][1:])) for i in range(0, len(rest), 2)]
            constraint = self.make(relation, priority, constant, terms)
            try:
                self.solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                self.rebuild()
                try:
                    self.solver.addConstraint(constraint)
                except kiwi.UnsatisfiableConstraint:
                    self.rebuild()
                    return "unsatisfiable"
                System.second_tries += 1
            self.constraints[ident] = constraint
        elif op == "remove":
            self.solver.removeConstraint(self.constraints.pop(words[1]))
            self.rebuild()
        elif op == "edit":
            variable, strength = int(words[1][1:]), float(words[2])
            self.solver.addEditVariable(self.variables[variable], strength)
            self.edits[variable] = [strength, None]
        elif op == "unedit":
            variable = int(words[1][1:])
            self.solver.removeEditVariable(self.variables[variable])
            del self.edits[variable]
            self.rebuild()
        elif op == "suggest":
            variable, value = int(words[1][1:]), float(words[2])
            self.solver.suggestValue(self.variables[variable], value)
            self.edits[variable][1] = value
        elif op == "check":
            self.solver.updateVariables()
            return " ".join(repr(self.variables[int(w[1:])].value()) for w in words[1:])
        else:
            raise ValueError("unknown operation: " + " ".join(words))
        return "ok"


def main():
    system = None
    out = []
    with open(sys.argv[1]) as lines:
        for line in lines:
            words = line.split()
            if not words:
                continue
            if words[0] == "system":
                system = System()
                out.append("ok")
                continue
            try:
                out.append(system.run(words))
            except Exception as error:  # noqa: BLE001 - reported to the Swift side, which fails
                out.append("error %s %s" % (type(error).__name__, str(error).replace("\n", " ")))
    sys.stdout.write("\n".join(out) + "\n")
    print("kiwi_oracle: %d refusals not repeated on a fresh solver, %d constraints held refused by one"
          % (System.second_tries, System.left_out), file=sys.stderr)


if __name__ == "__main__":
    main()
