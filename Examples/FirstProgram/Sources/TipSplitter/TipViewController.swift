import NibKit

/// The tip splitter's form: the bill, the tip and how many people, and what each one pays.
/// It loads Screens/TipViewController.xib (named after the class) and is its File's Owner.
final class TipViewController: ViewController {
    @Outlet var billField: TextField?
    @Outlet var tipControl: SegmentedControl?
    @Outlet var peopleStepper: Stepper?
    @Outlet var peopleLabel: Label?
    @Outlet var shareLabel: Label?

    /// The tips the segmented control offers, in the order of its segments.
    static let tipPercents = [10, 15, 20]

    override class var actionTable: ActionTable {
        super.actionTable + [
            "peopleChanged:": .init(TipViewController.peopleChanged),
            "split:": .init(TipViewController.split),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        peopleChanged(peopleStepper)
    }

    /// Sent by the stepper on valueChanged.
    func peopleChanged(_ sender: Any?) {
        let people = Int(peopleStepper?.value ?? 1)
        peopleLabel?.text = people == 1 ? "1 person" : "\(people) people"
    }

    /// Sent by the button "Split" on touchUpInside, and by the bill's field when Enter is pressed in it.
    func split(_ sender: Any?) {
        let tip = Self.tipPercents[max(tipControl?.selectedSegmentIndex ?? 0, 0)]
        guard let bill = Bill(typed: billField?.text ?? "", tipPercent: tip, people: Int(peopleStepper?.value ?? 1)) else {
            let alert = AlertController(title: "No bill", message: "Type the bill's amount first, such as 42.50.")
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            present(alert)
            return
        }
        shareLabel?.text = "Total \(Bill.amount(bill.totalCents)) · each pays \(Bill.amount(bill.shareCents))"
    }
}
