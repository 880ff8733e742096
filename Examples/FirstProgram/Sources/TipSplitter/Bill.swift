/// A bill split evenly: the amount, the tip on it, and each person's share, in cents so that
/// the shares add up to no less than the total.
struct Bill {
    var cents: Int
    var tipPercent: Int
    var people: Int

    /// The bill as typed ("42.50", "42"), or nil when it is not an amount.
    init?(typed text: String, tipPercent: Int, people: Int) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let units = Int(parts[0].isEmpty ? "0" : parts[0]) else { return nil }
        let fraction = parts.count == 2 ? String((parts[1] + "00").prefix(2)) : "00"
        guard let hundredths = Int(fraction), units > 0 || hundredths > 0 else { return nil }
        self.init(cents: units * 100 + hundredths, tipPercent: tipPercent, people: people)
    }

    init(cents: Int, tipPercent: Int, people: Int) {
        self.cents = cents
        self.tipPercent = tipPercent
        self.people = max(people, 1)
    }

    /// The bill and the tip, rounded to the nearest cent.
    var totalCents: Int { cents + (cents * tipPercent + 50) / 100 }

    /// What each person pays: the total divided, rounded up to a cent.
    var shareCents: Int { (totalCents + people - 1) / people }

    /// Cents as money is written: 4250 is "42.50".
    static func amount(_ cents: Int) -> String {
        let hundredths = cents % 100
        return "\(cents / 100).\(hundredths < 10 ? "0" : "")\(hundredths)"
    }
}
