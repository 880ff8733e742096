/// Coefficients and constants closer to zero than this are zero: a cell whose coefficient
/// cancels to within it leaves its row, a row whose constant is within it is feasible, an
/// artificial objective within it has reached zero. kiwisolver's value, so that both solvers
/// round alike.
let tolerance = 1e-8

func nearZero(_ value: Double) -> Bool {
    abs(value) < tolerance
}
