import SwiftSyntax

/// Works out how the app names its flows' protocols and classes (`{Name}CoordinatorProtocol` +
/// `{Name}Coordinator`, `{Name}Coordinator` + `Default{Name}Coordinator`, `{Name}CoordinatorImpl`, …)
/// and its screens, by a vote over the existing coordinators and view controllers.
struct NamingSchemeDetector {
    let index: DeclarationIndex
    let conformances: CoordinatorConformances

    struct Result {
        var flowProtocol: String?
        var flowClass: String
        var screen: String
        /// Each coordinator class's flow name (`DefaultHomeCoordinator` → `Home`).
        var flowNames: [String: String]
        var findings: [AdoptionFinding]
        var undecided: [String]
    }

    func detect() -> Result {
        let (votes, flowNames) = namingVotes()
        var findings: [AdoptionFinding] = []
        var undecided: [String] = []
        let (protocolPattern, classPattern) = coordinatorNaming(votes, findings: &findings, undecided: &undecided)
        let screenPattern = screenNaming(findings: &findings, undecided: &undecided)
        return Result(
            flowProtocol: protocolPattern, flowClass: classPattern, screen: screenPattern, flowNames: flowNames, findings: findings,
            undecided: undecided)
    }

    /// One way of naming coordinators, with how many coordinators follow it and the first that does.
    private typealias NamingVote = (count: Int, protocolPattern: String?, classPattern: String, example: SourceReference)

    /// The naming each coordinator follows (a per-flow protocol and its class, or a class alone), and
    /// each coordinator's flow name.
    private func namingVotes() -> (votes: [String: NamingVote], flowNames: [String: String]) {
        var votes: [String: NamingVote] = [:]
        var flowNames: [String: String] = [:]
        func vote(_ key: String, protocolPattern: String?, classPattern: String, _ reference: SourceReference) {
            votes[key] = ((votes[key]?.count ?? 0) + 1, protocolPattern, classPattern, votes[key]?.example ?? reference)
        }
        for coordinator in conformances.coordinators {
            let className = coordinator.type.name
            if let flowProtocol = coordinator.flowProtocol?.name, let name = Self.flowName(inProtocol: flowProtocol),
                className.rangeAsFoundationFinds(name) != nil
            {
                let protocolPattern = Self.replacingFirst(name, in: flowProtocol)
                let classPattern = Self.replacingFirst(name, in: className)
                flowNames[className] = name
                vote("\(protocolPattern) \(classPattern)", protocolPattern: protocolPattern, classPattern: classPattern, coordinator.type.reference)
            } else if let name = Self.flowName(inProtocol: className) ?? Self.flowName(className, endingIn: conformances.protocolName)
                // `OnboardingFlow` for `protocol ScreenFlow`: classes named after the protocol's last word.
                ?? Self.lastWord(of: conformances.protocolName).flatMap({ Self.flowName(className, endingIn: $0) })
                // Protocol-free SwiftUI coordinators named `*Router`, `*Navigator`.
                ?? ProtocolFreeShapeDetector.suffixes.lazy.compactMap({ Self.flowName(className, endingIn: $0) }).first
            {
                flowNames[className] = name
                let classPattern = Self.replacingFirst(name, in: className)
                vote(" \(classPattern)", protocolPattern: nil, classPattern: classPattern, coordinator.type.reference)
            }
        }
        return (votes, flowNames)
    }

    /// The most common naming, said as a finding; several namings, or none, are said as undecided.
    private func coordinatorNaming(
        _ votes: [String: NamingVote], findings: inout [AdoptionFinding], undecided: inout [String]
    ) -> (protocolPattern: String?, classPattern: String) {
        let ranked = votes.values.sorted { ($0.count, $1.classPattern) > ($1.count, $0.classPattern) }
        guard let winner = ranked.first else {
            undecided.append(
                conformances.coordinators.isEmpty
                    ? "no coordinator class found; naming {Name}Coordinator assumed"
                    : "\(conformances.coordinators.map(\.type.name).joined(separator: ", ")) name\(conformances.coordinators.count == 1 ? "s" : "") no flow; naming {Name}Coordinator assumed"
            )
            return (nil, "{Name}Coordinator")
        }
        let total = conformances.coordinators.count
        let what =
            winner.protocolPattern.map { "protocol \($0), class \(winner.classPattern)" } ?? "class \(winner.classPattern), no per-flow protocol"
        findings.append(AdoptionFinding("naming", "\(what) (\(winner.count) of \(total) coordinators)", winner.example))
        if ranked.count > 1 {
            undecided.append(
                "coordinators are named in \(ranked.count) ways; using the most common, \(what); edit naming: in .coordgen.yml to change it"
            )
        }
        return (winner.protocolPattern, winner.classPattern)
    }

    /// The suffix most of the app's screens end in (`{Name}ViewController`), said as a finding.
    private func screenNaming(findings: inout [AdoptionFinding], undecided: inout [String]) -> String {
        let (screens, noun) = Self.screenTypes(in: index)
        var screenVotes: [String: Int] = [:]
        for screen in screens {
            for suffix in ["ViewController", "VC", "Controller", "Screen", "View"]
            where screen.name.hasSuffix(suffix) && screen.name.count > suffix.count {
                screenVotes["{Name}\(suffix)", default: 0] += 1
                break
            }
        }
        let screenPattern = screenVotes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key ?? "{Name}ViewController"
        if let example = screens.first {
            findings.append(AdoptionFinding("screens", "\(screenPattern) (\(screens.count) \(noun))", example.reference))
        } else {
            undecided.append("no view controller found; screens named {Name}ViewController")
        }
        return screenPattern
    }

    /// The flow name of a coordinator type's name: what comes before `Coordinator` (`HomeCoordinatorProtocol`
    /// → `Home`) or `Coordinating` (`HomeCoordinatingLogic` → `Home`), without a `Default` prefix when
    /// more follows.
    static func flowName(inProtocol name: String) -> String? {
        guard let range = name.rangeAsFoundationFinds("Coordinator") ?? name.rangeAsFoundationFinds("Coordinating"),
            range.lowerBound != name.startIndex
        else { return nil }
        var stem = String(name[..<range.lowerBound])
        if stem.hasPrefix("Default"), stem.count > "Default".count { stem = String(stem.dropFirst("Default".count)) }
        return stem
    }

    /// The flow name of a class named after a coordinator protocol that is not called `…Coordinator`:
    /// `HomeFlow` → `Home` for `protocol Flow`.
    static func flowName(_ className: String, endingIn protocolName: String) -> String? {
        guard className.count > protocolName.count, className.hasSuffix(protocolName) else { return nil }
        return String(className.dropLast(protocolName.count))
    }

    /// The last camel-case word of a protocol named with more than one (`ScreenFlow` → `Flow`), nil otherwise.
    static func lastWord(of protocolName: String) -> String? {
        let words = protocolName.splittingCamelCaseWords
        guard words.count > 1, let last = words.last, last.count > 2 else { return nil }
        return last
    }

    static func replacingFirst(_ name: String, in text: String) -> String {
        guard let range = text.rangeAsFoundationFinds(name) else { return text }
        // An ASCII name in an ASCII text: the bytes around the range, as Foundation would join them.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.replacingCharacters(in: range, with: NamingScheme.placeholder) }
        return String(text[..<range.lowerBound]) + NamingScheme.placeholder + String(text[range.upperBound...])
    }

    /// The app's screens: its view controllers or, in a SwiftUI app without any, its views (`HomeView`).
    /// A view controller is a class inheriting from UIKit's (`UITableViewController`) or from one of the
    /// app's own (`final class HomeController: BaseController`, `final class ProfileViewController:
    /// BaseViewController<ProfileView>`); a base class that other screens inherit from is not a screen
    /// itself, so neither its name nor its folder counts, and neither is a generic one (`class
    /// BaseViewController<Content: View>`, which hosts the app's views), unless the app has no other:
    /// then its name still says how the app names view controllers.
    static func screenTypes(in index: DeclarationIndex) -> (types: [TypeDeclaration], noun: String) {
        let controllers = viewControllers(in: index)
        let concrete = controllers.filter { !$0.isGeneric }
        if !concrete.isEmpty { return (concrete, "view controllers") }
        if !controllers.isEmpty { return (controllers, "view controllers") }
        return (views(in: index), "views")
    }

    /// The screens whose folders say where the app keeps its screens: its view controllers, else its
    /// views; never a base class or a generic container (`Base/BaseViewController.swift`), whose folder
    /// holds what the screens share, not a screen.
    static func placedScreens(in index: DeclarationIndex) -> (types: [TypeDeclaration], noun: String) {
        let concrete = viewControllers(in: index).filter { !$0.isGeneric }
        return concrete.isEmpty ? (views(in: index), "views") : (concrete, "view controllers")
    }

    /// The view controller classes that no other view controller inherits from.
    private static func viewControllers(in index: DeclarationIndex) -> [TypeDeclaration] {
        let classes = index.types.filter { $0.kind == .class }
        var screenNames: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for type in classes where !screenNames.contains(type.name) {
                // Without its generic arguments: `BaseViewController<ProfileView>` is `BaseViewController`.
                guard let superclass = type.inheritedNames.first,
                    superclass.hasSuffix("ViewController") || superclass == "UIHostingController" || screenNames.contains(superclass)
                else { continue }
                screenNames.insert(type.name)
                changed = true
            }
        }
        let bases = Set(classes.filter { screenNames.contains($0.name) }.compactMap(\.inheritedNames.first))
        let hosted = controllersHostedInViews(in: index)
        return classes.filter { screenNames.contains($0.name) && !bases.contains($0.name) && !hosted.contains($0.name) }
    }

    /// The view controllers a SwiftUI view wraps (`struct ScannerSheet: UIViewControllerRepresentable`
    /// whose `makeUIViewController(context:)` returns `ScannerViewController`): part of a view, not a
    /// screen, so they say nothing of how the app names its screens nor where it keeps them.
    private static func controllersHostedInViews(in index: DeclarationIndex) -> Set<String> {
        let representables = index.types.filter { $0.inherited.contains("UIViewControllerRepresentable") }
        return Set(
            representables.flatMap { index.members(of: $0) }.compactMap { member -> String? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeUIViewController",
                    let returned = function.signature.returnClause?.type
                else { return nil }
                return TypeText(syntax: returned).baseName
            })
    }

    /// The app's SwiftUI views, but a coordinator's own view (`AppCoordinatorView`, `CoordinatorView`, a
    /// `SettingsFlowView` binding a `NavigationStack` to its path), which shows its stack, not a screen.
    private static func views(in index: DeclarationIndex) -> [TypeDeclaration] {
        index.types.filter { $0.kind == .struct && !$0.isNested && $0.inherited.contains("View") }.filter {
            !$0.name.hasSuffix("CoordinatorView") && !($0.memberBlock?.description.contains("NavigationStack(path:") ?? false)
        }
    }
}
