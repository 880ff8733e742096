/// Told when a person chooses a tab (UITabBarControllerDelegate); not when code sets
/// `selectedIndex`, as with UIKit.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab may be chosen; false leaves the chosen one as it is.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The tab was chosen (even the one already chosen, as UIKit says).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Every tab may be chosen.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
