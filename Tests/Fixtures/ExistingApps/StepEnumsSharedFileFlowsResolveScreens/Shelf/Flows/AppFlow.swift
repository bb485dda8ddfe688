import RxFlow
import UIKit

/// The tab bar: one flow per case of MainTab.
final class AppFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard (step as? AppStep) == .main else { return .none }
        return makeTabs(for: MainTab.allCases)
    }

    private func makeTabs(for tabs: [MainTab]) -> FlowContributors {
        let made = tabs.map { flow(for: $0) }
        Flows.use(made.map { $0.flow }, when: .created) { [unowned self] (roots: [UINavigationController]) in
            for (tab, root) in zip(tabs, roots) {
                root.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: 0)
            }
            self.rootViewController.setViewControllers(roots, animated: false)
        }
        return .multiple(flowContributors: made.map { $0.contributor })
    }

    private func flow(for tab: MainTab) -> (flow: Flow, contributor: FlowContributor) {
        let flow: Flow
        let stepper: Stepper
        switch tab {
        case .books:
            flow = makeFlow(BooksFlow.self)
            stepper = OneStepper(withSingleStep: BooksStep.root)
        case .authors:
            flow = makeFlow(AuthorsFlow.self)
            stepper = OneStepper(withSingleStep: AuthorsStep.root)
        }
        return (flow, .contribute(withNextPresentable: flow, withNextStepper: stepper))
    }

    /// Each tab's flow, made from its type (as a container resolves it).
    private func makeFlow<F: NavigationFlow>(_ type: F.Type) -> F {
        type.init()
    }
}
