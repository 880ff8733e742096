// Pushes and pops the same storyboard scene on a navigation controller, headless, a frame drawn
// at each step, and prints the resident memory (VmRSS, kB) after the first rounds and after all
// of them: flat means nothing a push made outlives its pop (issue 16).
//
//   navigation-bench SCREENS-FOLDER [ROUNDS]     (Benchmarks/Screens, 1000)
//
// Prints one line: "warm-up-rounds rss-after-warm-up rounds rss-after-all".
import Foundation
import NibKit
import NibKitTesting

/// The resident memory now, in kB, from /proc/self/status.
func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: navigation-bench SCREENS-FOLDER [ROUNDS]\n".utf8))
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
let warmUp = 10

do {
    let storyboard = try Storyboard(name: "Pushes", source: ScreenSearchPath(directories: [arguments[1]]))
    let navigation = try storyboard.instantiateInitialViewController()
    let app = try HeadlessApp(root: navigation, size: Size(width: 80, height: 24))
    guard let navigation = navigation as? NavigationController, let root = navigation.topViewController else {
        FileHandle.standardError.write(Data("Pushes.storyboard: its initial controller is not a navigation controller with a root\n".utf8))
        exit(1)
    }
    /// One push by the show segue and one pop, each drawn.
    func round() {
        root.performSegue(withIdentifier: "Detail", sender: nil)
        app.application.renderIfNeeded()
        _ = navigation.popViewController(animated: false)
        app.application.renderIfNeeded()
    }
    for _ in 0..<warmUp { round() }
    let before = residentKilobytes()
    for _ in warmUp..<rounds { round() }
    let after = residentKilobytes()
    guard app.application.reportedProblems.isEmpty, navigation.viewControllers.count == 1 else {
        FileHandle.standardError.write(Data("the pushes went wrong: \(app.application.reportedProblems)\n".utf8))
        exit(1)
    }
    print(warmUp, before, rounds, after)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
