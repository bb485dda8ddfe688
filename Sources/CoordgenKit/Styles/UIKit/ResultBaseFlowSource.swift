/// The text of a new flow of a generic base class over its result (``ResultBaseFamily``): its subclass,
/// filled with the siblings' result type, which shows its first screen in `start()` and returns a stream
/// that never emits (the flow ends when the app makes it emit), and the parent's method that makes it and
/// starts it with `coordinate(to:)`. Its comments name nothing of the flow, so that `rename coordinator`
/// has no words of coordgen's to reword in them.
struct ResultBaseFlowSource {
    /// What the new flow shows its first screen on, as its parent hands it over.
    enum Host: Equatable {
        /// The parent's navigation stack (`navigationController`), which the flow pushes onto (with
        /// `--present`, the parent's stack is a ``controller(access:optional:)`` presenting the flow's own).
        case stack(access: String)
        /// A view controller of the parent's (`rootViewController`), which presents the flow's own stack.
        case controller(access: String, optional: Bool)
        /// The parent's window (`window`), whose root view controller presents the flow's own stack.
        case window(access: String, optional: Bool)
    }

    let shape: ResultBaseShape
    let coordinatorClass: String
    let screenClass: String
    let host: Host
    /// Whether the flow declares the bag its children's subscriptions go in (`private let disposeBag =
    /// DisposeBag()`): where the base the app declares holds none, as each sibling declares its own.
    var declaresBag = false

    /// The coordinator's file: header, imports (UIKit and the siblings' modules) and the class.
    func file(header: String) -> String {
        let imports = (["UIKit"] + shape.imports.filter { $0 != "UIKit" }).map { "import \($0)" }.joined(separator: "\n")
        return (header.isEmpty ? "" : header + "\n\n") + imports + "\n\n" + classText + "\n"
    }

    private var classText: String {
        let (parameter, type) = parameter
        let ownStack = ownsStack ? "private let navigationController = UINavigationController()" : nil
        let bag = declaresBag ? shape.stream.flatMap { stream in shape.bag.map(stream.bagDeclaration) } : nil
        let members = [ownStack, bag].compactMap { $0 }.map { "\n    " + $0 }.joined()
        return """
            final class \(coordinatorClass): \(shape.baseClass)<\(shape.result)> {
                private let \(parameter): \(type)\(members)

                init(\(parameter): \(type)) {
                    self.\(parameter) = \(parameter)
                }

                override func start()\(shape.startReturn.map { " -> \($0)" } ?? "") {
                    let viewController = \(screenClass)()
            \(showing.map { "        " + $0 }.joined(separator: "\n"))\(shape.stream.map { "\n        return \($0.neverEnding)" } ?? "")
                }
            }
            """.replacingOccurrences(of: "\n    \n", with: "\n\n")
    }

    /// The flow's own navigation stack, which it presents: where it is handed none.
    private var ownsStack: Bool {
        if case .stack = host { return false }
        return true
    }

    /// The initialiser's one parameter and its type.
    private var parameter: (name: String, type: String) {
        switch host {
        case .stack: ("navigationController", "UINavigationController")
        case .controller(_, let optional): ("rootViewController", "UIViewController" + (optional ? "?" : ""))
        case .window(_, let optional): ("window", "UIWindow" + (optional ? "?" : ""))
        }
    }

    /// The statements after the screen is made that show it.
    private var showing: [String] {
        let present = "navigationController.setViewControllers([viewController], animated: false)"
        switch host {
        case .stack:
            return ["navigationController.pushViewController(viewController, animated: true)"]
        case .controller(_, let optional):
            return [present, "rootViewController\(optional ? "?" : "").present(navigationController, animated: true)"]
        case .window(_, let optional):
            return [present, "window\(optional ? "?" : "").rootViewController?.present(navigationController, animated: true)"]
        }
    }

    /// The parent's method that makes the flow and starts it as the app's parents start theirs.
    func parentMethod(named method: String, variable: String) -> String {
        let argument: String
        switch host {
        case .stack(let access), .controller(let access, _), .window(let access, _): argument = access
        }
        let start =
            if let bag = shape.bag, let stream = shape.stream {
                ([shape.childStartCall(variable)] + stream.subscription(keptIn: bag)).joined(separator: "\n        ")
            } else {
                shape.childStartCall(variable)
            }
        return """
            func \(method) {
                let \(variable) = \(coordinatorClass)(\(parameter.name): \(argument))
                \(start)
            }
            """
    }
}
