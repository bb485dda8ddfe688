#!/usr/bin/env python3
"""Writes a large UIKit app of the CoordinatorType family, for benchmarks (scripts/bench.sh).

    python3 Benchmarks/LargeApp/generate.py OUTPUT_FOLDER [--flows N]

The app is our own writing, shaped like the large apps of the first family people keep: a
`Coordinator` protocol with a finish delegate and a `CoordinatorType` enum, an `AppCoordinator` made in
the scene delegate, and feature areas whose flows form a tree (each flow opens up to three child flows,
keeps them in `childCoordinators` and drops them in `coordinatorDidFinish`). Every flow has its own
folder with a coordinator, two view controllers, a view model and a model, the way feature folders are
laid out in such apps; shared services, extensions and a test target sit beside them. The Xcode project
uses classic groups (one file reference and one build file per Swift file, `objectVersion = 56`), as
projects of that age do, so the project file itself is large too.

With the default 300 flows: 1,500 flow files + 44 others = 1,544 Swift files (about 2.3 MB) and a
project file of about 1 MB. Output is deterministic: the same arguments write the same bytes.
"""
import argparse
import hashlib
import os
import sys

APP = "Harbor"
AREAS = ["Account", "Booking", "Catalog", "Checkout", "Discover", "Inbox",
         "Loyalty", "Maps", "Onboarding", "Payments", "Settings", "Support"]
NOUNS = ["Overview", "List", "Detail", "Search", "Filter", "Edit", "History", "Share", "Review",
         "Summary", "Archive", "Export", "Import", "Notes", "Gallery", "Preview", "Calendar",
         "Reminder", "Contacts", "Help", "Feedback", "Rating", "Invite", "Sync", "Status"]
SERVICES = ["Network", "Storage", "Analytics", "Session", "Keychain", "Push", "Location", "Image",
            "Cache", "FeatureFlag", "Logger", "Clock", "Reachability", "Localization", "Theme",
            "DeepLink", "Haptics", "Permissions", "Currency", "Search"]
EXTENSIONS = ["UIView", "UIViewController", "String", "Date", "UIColor", "UIFont", "Array",
              "Optional", "URL", "Decimal"]
HEADER = """//
//  {file}
//  {app}
//
//  Created by Jane Appleseed on 03/02/2024.
//

"""


def lower_first(name):
    return name[0].lower() + name[1:]


class Flow:
    def __init__(self, area, noun, index_in_area):
        self.area = area
        self.name = area + noun if noun != "Overview" else area
        self.index_in_area = index_in_area
        self.children = []

    @property
    def case(self):
        return lower_first(self.name)


def make_flows(count):
    """Flows of every area; within an area flow k opens flows 3k+1…3k+3, so areas are trees of depth 3."""
    per_area, extra = divmod(count, len(AREAS))
    areas = []
    for position, area in enumerate(AREAS):
        size = min(per_area + (1 if position < extra else 0), len(NOUNS))
        flows = [Flow(area, NOUNS[k], k) for k in range(size)]
        for k, flow in enumerate(flows):
            flow.children = [flows[c] for c in range(3 * k + 1, 3 * k + 4) if c < size]
        areas.append(flows)
    return areas


def coordinator_source(name, case, children, screen):
    opens = "".join(f"    func open{c.name}Coordinator()\n" for c in children)
    methods = "".join(f"""
    func open{c.name}Coordinator() {{
        let coordinator = {c.name}Coordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }}
""" for c in children)
    routes = "".join(f"        case .{c.case}: open{c.name}Coordinator()\n" for c in children)
    route_method = ""
    if children:
        route_method = f"""
    func route(to destination: {name}ViewModel.Destination) {{
        switch destination {{
{routes}        }}
    }}
"""
    extension = f"""
extension {name}Coordinator: CoordinatorFinishDelegate {{
    func coordinatorDidFinish(childCoordinator: any Coordinator) {{
        childCoordinators.removeAll {{ $0 === childCoordinator }}
    }}
}}
""" if children else ""
    return f"""import UIKit

protocol {name}CoordinatorProtocol: Coordinator {{
    func show{screen}()
{opens}}}

final class {name}Coordinator: {name}CoordinatorProtocol {{
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType {{ .{case} }}

    init(_ navigationController: UINavigationController) {{
        self.navigationController = navigationController
    }}

    func start() {{
        show{screen}()
    }}

    func show{screen}() {{
        let viewModel = {name}ViewModel(model: {name}Model.placeholder)
        let viewController = {screen}ViewController(viewModel: viewModel)
        viewController.onFinish = {{ [weak self] in
            self?.finish()
        }}
        viewController.onSelectDetail = {{ [weak self] item in
            self?.show{name}Detail(item)
        }}
{"        viewController.onRoute = { [weak self] destination in" + chr(10) + "            self?.route(to: destination)" + chr(10) + "        }" + chr(10) if children else ""}        navigationController.pushViewController(viewController, animated: true)
    }}

    func show{name}Detail(_ item: {name}Model.Item) {{
        let viewController = {name}DetailViewController(item: item)
        navigationController.pushViewController(viewController, animated: true)
    }}
{route_method}{methods}}}
{extension}"""


def view_model_source(name, children):
    cases = "".join(f"        case {c.case}\n" for c in children)
    destination = f"""
    enum Destination {{
{cases}    }}
""" if children else ""
    return f"""import Foundation

final class {name}ViewModel {{
    private(set) var model: {name}Model
    var onChange: (() -> Void)?
{destination}
    init(model: {name}Model) {{
        self.model = model
    }}

    var title: String {{
        model.title
    }}

    var numberOfItems: Int {{
        model.items.count
    }}

    func item(at index: Int) -> {name}Model.Item {{
        model.items[index]
    }}

    func reload(with items: [{name}Model.Item]) {{
        model = {name}Model(title: model.title, items: items)
        onChange?()
    }}
}}
"""


def model_source(name):
    return f"""import Foundation

struct {name}Model: Equatable {{
    struct Item: Equatable, Identifiable {{
        let id: UUID
        var title: String
        var subtitle: String?
        var updatedAt: Date
    }}

    var title: String
    var items: [Item]

    static let placeholder = {name}Model(title: "{name}", items: [])
}}
"""


def view_controller_source(name, screen, children):
    route = f"    var onRoute: (({name}ViewModel.Destination) -> Void)?\n" if children else ""
    return f"""import UIKit

final class {screen}ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {{
    var onFinish: (() -> Void)?
    var onSelectDetail: (({name}Model.Item) -> Void)?
{route}    private let viewModel: {name}ViewModel
    private let tableView = UITableView()

    init(viewModel: {name}ViewModel) {{
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = viewModel.title
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        viewModel.onChange = {{ [weak self] in
            self?.tableView.reloadData()
        }}
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        viewModel.numberOfItems
    }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let item = viewModel.item(at: indexPath.row)
        cell.textLabel?.text = item.title
        cell.detailTextLabel?.text = item.subtitle
        return cell
    }}

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        onSelectDetail?(viewModel.item(at: indexPath.row))
    }}
}}
"""


def detail_source(name):
    return f"""import UIKit

final class {name}DetailViewController: UIViewController {{
    private let item: {name}Model.Item
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    init(item: {name}Model.Item) {{
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stack.axis = .vertical
        view.addSubview(stack)
    }}
}}
"""


def service_source(name):
    return f"""import Foundation

protocol {name}ServiceProtocol: AnyObject {{
    func load(completion: @escaping (Result<Data, Error>) -> Void)
}}

final class {name}Service: {name}ServiceProtocol {{
    static let shared = {name}Service()
    private let queue = DispatchQueue(label: "{APP.lower()}.{lower_first(name)}")

    func load(completion: @escaping (Result<Data, Error>) -> Void) {{
        queue.async {{
            completion(.success(Data()))
        }}
    }}
}}
"""


def extension_source(type_name):
    return f"""import UIKit

extension {type_name} {{
    static var {lower_first(APP)}Identifier: String {{
        String(describing: self)
    }}
}}
"""


def common_files(areas):
    roots = [flows[0] for flows in areas]
    all_flows = [flow for flows in areas for flow in flows]
    cases = "    case app\n" + "".join(f"    case {flow.case}\n" for flow in all_flows)
    app_coordinator = coordinator_source("App", "app", roots, "Home")
    app_coordinator = app_coordinator.replace("AppViewModel", "HomeViewModel").replace("AppModel", "HomeModel").replace("AppDetailViewController", "HomeDetailViewController")
    files = {
        f"{APP}/Application/AppDelegate.swift": """import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
""",
        f"{APP}/Application/SceneDelegate.swift": """import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        self.window = window

        let coordinator = AppCoordinator(navigationController)
        self.coordinator = coordinator
        coordinator.start()

        window.makeKeyAndVisible()
    }
}
""",
        f"{APP}/Coordinators/Coordinator.swift": """import UIKit

protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }
    var type: CoordinatorType { get }

    init(_ navigationController: UINavigationController)

    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
""",
        f"{APP}/Coordinators/CoordinatorFinishDelegate.swift": """import Foundation

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
""",
        f"{APP}/Coordinators/CoordinatorType.swift": "enum CoordinatorType {\n" + cases + "}\n",
        f"{APP}/Coordinators/AppCoordinator.swift": app_coordinator,
        f"{APP}/Home/HomeViewController.swift": view_controller_source("Home", "Home", roots),
        f"{APP}/Home/HomeViewModel.swift": view_model_source("Home", roots),
        f"{APP}/Home/HomeModel.swift": model_source("Home"),
        f"{APP}/Home/HomeDetailViewController.swift": detail_source("Home"),
    }
    for service in SERVICES:
        files[f"{APP}/Services/{service}Service.swift"] = service_source(service)
    for type_name in EXTENSIONS:
        files[f"{APP}/Extensions/{type_name}+{APP}.swift"] = extension_source(type_name)
    for area in AREAS[:4]:
        files[f"{APP}Tests/{area}CoordinatorTests.swift"] = f"""import UIKit
import XCTest
@testable import {APP}

final class {area}CoordinatorTests: XCTestCase {{
    func testStartShowsTheFirstScreen() {{
        let navigationController = UINavigationController()
        {area}Coordinator(navigationController).start()
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }}
}}
"""
    return files


def flow_files(areas):
    files = {}
    for flows in areas:
        for flow in flows:
            folder = f"{APP}/Features/{flow.area}/{flow.name}"
            name = flow.name
            files[f"{folder}/{name}Coordinator.swift"] = coordinator_source(name, flow.case, flow.children, name)
            files[f"{folder}/{name}ViewController.swift"] = view_controller_source(name, name, flow.children)
            files[f"{folder}/{name}DetailViewController.swift"] = detail_source(name)
            files[f"{folder}/{name}ViewModel.swift"] = view_model_source(name, flow.children)
            files[f"{folder}/{name}Model.swift"] = model_source(name)
    return files


# MARK: - The Xcode project (classic groups)

def object_id(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def project_file(paths):
    app_sources = sorted(p for p in paths if p.startswith(APP + "/"))
    test_sources = sorted(p for p in paths if p.startswith(APP + "Tests/"))
    build_files, file_refs, groups = [], [], {}

    def add_to_group(path):
        folder, name = os.path.split(path)
        while True:
            groups.setdefault(folder, set()).add(name)
            if "/" not in folder:
                groups.setdefault("", set()).add(folder)
                return
            folder, name = os.path.split(folder)

    for path in app_sources + test_sources:
        name = os.path.basename(path)
        file_refs.append(f"""\t\t{object_id("ref", path)} /* {name} */ = {{
\t\t\tisa = PBXFileReference;
\t\t\tlastKnownFileType = sourcecode.swift;
\t\t\tpath = {name};
\t\t\tsourceTree = "<group>";
\t\t}};
""")
        build_files.append(f"""\t\t{object_id("build", path)} /* {name} in Sources */ = {{
\t\t\tisa = PBXBuildFile;
\t\t\tfileRef = {object_id("ref", path)} /* {name} */;
\t\t}};
""")
        add_to_group(path)
    for product, kind in ((f"{APP}.app", "wrapper.application"), (f"{APP}Tests.xctest", "wrapper.cfbundle")):
        file_refs.append(f"""\t\t{object_id("product", product)} /* {product} */ = {{
\t\t\tisa = PBXFileReference;
\t\t\texplicitFileType = {kind};
\t\t\tincludeInIndex = 0;
\t\t\tpath = {product};
\t\t\tsourceTree = BUILT_PRODUCTS_DIR;
\t\t}};
""")

    def ref_of(folder, name):
        path = f"{folder}/{name}" if folder else name
        return object_id("ref", path) if name.endswith(".swift") else object_id("group", path)

    group_text = []
    for folder in sorted(groups):
        if folder == "":
            continue
        children = "".join(f"\t\t\t\t{ref_of(folder, n)} /* {n} */,\n" for n in sorted(groups[folder]))
        name = os.path.basename(folder)
        group_text.append(f"""\t\t{object_id("group", folder)} /* {name} */ = {{
\t\t\tisa = PBXGroup;
\t\t\tchildren = (
{children}\t\t\t);
\t\t\tpath = {name};
\t\t\tsourceTree = "<group>";
\t\t}};
""")
    products_group = object_id("group", "Products")
    group_text.append(f"""\t\t{products_group} /* Products */ = {{
\t\t\tisa = PBXGroup;
\t\t\tchildren = (
\t\t\t\t{object_id("product", APP + ".app")} /* {APP}.app */,
\t\t\t\t{object_id("product", APP + "Tests.xctest")} /* {APP}Tests.xctest */,
\t\t\t);
\t\t\tname = Products;
\t\t\tsourceTree = "<group>";
\t\t}};
""")
    main_group = object_id("group", "")
    top = "".join(f"\t\t\t\t{object_id('group', n)} /* {n} */,\n" for n in sorted(groups[""]))
    group_text.append(f"""\t\t{main_group} = {{
\t\t\tisa = PBXGroup;
\t\t\tchildren = (
{top}\t\t\t\t{products_group} /* Products */,
\t\t\t);
\t\t\tsourceTree = "<group>";
\t\t}};
""")

    def target(name, product, product_type, sources):
        phase = object_id("phase", name)
        files = "".join(f"\t\t\t\t{object_id('build', p)} /* {os.path.basename(p)} in Sources */,\n" for p in sources)
        target_text = f"""\t\t{object_id("target", name)} /* {name} */ = {{
\t\t\tisa = PBXNativeTarget;
\t\t\tbuildConfigurationList = {object_id("list", name)} /* Build configuration list for PBXNativeTarget "{name}" */;
\t\t\tbuildPhases = (
\t\t\t\t{phase} /* Sources */,
\t\t\t);
\t\t\tbuildRules = (
\t\t\t);
\t\t\tdependencies = (
\t\t\t);
\t\t\tname = {name};
\t\t\tproductName = {name};
\t\t\tproductReference = {object_id("product", product)} /* {product} */;
\t\t\tproductType = "{product_type}";
\t\t}};
"""
        phase_text = f"""\t\t{phase} /* Sources */ = {{
\t\t\tisa = PBXSourcesBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
{files}\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
"""
        return target_text, phase_text

    app_target = target(APP, f"{APP}.app", "com.apple.product-type.application", app_sources)
    test_target = target(f"{APP}Tests", f"{APP}Tests.xctest", "com.apple.product-type.bundle.unit-test", test_sources)

    def configuration(owner, name, settings):
        lines = "".join(f"\t\t\t\t{key} = {value};\n" for key, value in sorted(settings.items()))
        return f"""\t\t{object_id("config", owner, name)} /* {name} */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{lines}\t\t\t}};
\t\t\tname = {name};
\t\t}};
"""
    settings = {
        "project": {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos"},
        APP: {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{APP.lower()}",
              "PRODUCT_NAME": '"$(TARGET_NAME)"', "SWIFT_VERSION": "5.0"},
        f"{APP}Tests": {"IPHONEOS_DEPLOYMENT_TARGET": "15.0",
                        "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{APP.lower()}tests",
                        "PRODUCT_NAME": '"$(TARGET_NAME)"', "SWIFT_VERSION": "5.0",
                        "TEST_HOST": f'"$(BUILT_PRODUCTS_DIR)/{APP}.app/{APP}"'},
    }
    configurations, lists = [], []
    for owner, values in settings.items():
        for name in ("Debug", "Release"):
            configurations.append(configuration(owner, name, values))
        kind = f'PBXProject "{APP}"' if owner == "project" else f'PBXNativeTarget "{owner}"'
        lists.append(f"""\t\t{object_id("list", owner)} /* Build configuration list for {kind} */ = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\t{object_id("config", owner, "Debug")} /* Debug */,
\t\t\t\t{object_id("config", owner, "Release")} /* Release */,
\t\t\t);
\t\t\tdefaultConfigurationIsVisible = 0;
\t\t\tdefaultConfigurationName = Release;
\t\t}};
""")
    by_id = lambda blocks: "".join(sorted(blocks))
    project_object = object_id("project")
    return f"""// !$*UTF8*$!
{{
\tarchiveVersion = 1;
\tclasses = {{
\t}};
\tobjectVersion = 56;
\tobjects = {{

/* Begin PBXBuildFile section */
{by_id(build_files)}/* End PBXBuildFile section */

/* Begin PBXFileReference section */
{by_id(file_refs)}/* End PBXFileReference section */

/* Begin PBXGroup section */
{by_id(group_text)}/* End PBXGroup section */

/* Begin PBXNativeTarget section */
{by_id([app_target[0], test_target[0]])}/* End PBXNativeTarget section */

/* Begin PBXProject section */
\t\t{project_object} /* Project object */ = {{
\t\t\tisa = PBXProject;
\t\t\tbuildConfigurationList = {object_id("list", "project")} /* Build configuration list for PBXProject "{APP}" */;
\t\t\tcompatibilityVersion = "Xcode 14.0";
\t\t\tdevelopmentRegion = en;
\t\t\tmainGroup = {main_group};
\t\t\tproductRefGroup = {products_group} /* Products */;
\t\t\tprojectDirPath = "";
\t\t\tprojectRoot = "";
\t\t\ttargets = (
\t\t\t\t{object_id("target", APP)} /* {APP} */,
\t\t\t\t{object_id("target", APP + "Tests")} /* {APP}Tests */,
\t\t\t);
\t\t}};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
{by_id([app_target[1], test_target[1]])}/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
{by_id(configurations)}/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
{by_id(lists)}/* End XCConfigurationList section */
\t}};
\trootObject = {project_object} /* Project object */;
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", help="folder to write the app into (must not exist)")
    parser.add_argument("--flows", type=int, default=300,
                        help=f"number of flows, 5 Swift files each (default 300, at most {len(AREAS) * len(NOUNS)})")
    arguments = parser.parse_args()
    if not 1 <= arguments.flows <= len(AREAS) * len(NOUNS):
        parser.error(f"--flows must be between 1 and {len(AREAS) * len(NOUNS)}")
    if os.path.exists(arguments.output):
        parser.error(f"{arguments.output} already exists")
    areas = make_flows(arguments.flows)
    files = {**common_files(areas), **flow_files(areas)}
    for path, text in files.items():
        full = os.path.join(arguments.output, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(HEADER.format(file=os.path.basename(path), app=APP) + text)
    project = os.path.join(arguments.output, f"{APP}.xcodeproj", "project.pbxproj")
    os.makedirs(os.path.dirname(project))
    with open(project, "w", encoding="utf-8") as handle:
        handle.write(project_file(files.keys()))
    print(f"{len(files)} Swift files, {sum(len(t) for t in files.values())} bytes, in {arguments.output}")


if __name__ == "__main__":
    sys.exit(main())
