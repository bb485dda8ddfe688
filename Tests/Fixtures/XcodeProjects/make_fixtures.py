#!/usr/bin/env python3
"""Writes the classic Xcode project fixtures coordgen's pbxproj editor is tested against.

Each fixture describes the Hotel app that `coordgen new project Hotel` lays out on disk (Hotel/App,
Hotel/Coordinators, Hotel/Screens, HotelTests) the way projects made in different Xcode versions
describe it: objectVersion 46 to 77, folder-backed groups, groups without a path, a group whose path
is not its name, a variant group of Localizable.strings, a group outside the project folder
(../Shared), an app, unit tests, UI tests, a widget extension and a framework, synchronized folders
in the Xcode 16 formats, a CRLF copy and a Latin-1 copy. The text is written as Xcode writes it:
sections by isa, objects by id, PBXBuildFile and PBXFileReference entries on one line.

Run it from this folder (python3 make_fixtures.py) after changing it; the output is committed.
"""
import hashlib
import os
import re

COMPATIBILITY = {46: "Xcode 3.2", 50: "Xcode 9.3", 52: "Xcode 11.0", 54: "Xcode 12.0", 55: "Xcode 13.0",
                 56: "Xcode 14.0", 60: "Xcode 15.0", 63: "Xcode 15.3", 70: "Xcode 15.3"}
UPGRADE = {46: "0940", 50: "1000", 52: "1130", 54: "1250", 55: "1320", 56: "1430", 60: "1500", 63: "1530",
           70: "1610", 77: "1620"}
ONE_LINE = {"PBXBuildFile", "PBXFileReference"}


def oid(key):
    return hashlib.sha1(("fixture:" + key).encode()).hexdigest()[:24].upper()


def quote(text):
    if text and re.fullmatch(r"[A-Za-z0-9_$./]+", text):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class Project:
    def __init__(self):
        self.objects = {}   # id -> (isa, comment, fields as ordered list of (key, value))

    def add(self, key, isa, comment, **fields):
        ident = oid(key)
        self.objects[ident] = (isa, comment, fields)
        return ident

    def ref(self, ident):
        comment = self.objects[ident][1]
        return f"{ident} /* {comment} */" if comment else ident

    def value(self, value, indent, one_line):
        tabs = "\t" * indent
        if isinstance(value, Ref):
            return self.ref(value.ident)
        if isinstance(value, list):
            if one_line:
                return "(" + "".join(self.value(v, 0, True) + ", " for v in value) + ")"
            return "(\n" + "".join(f"{tabs}\t{self.value(v, indent + 1, False)},\n" for v in value) + f"{tabs})"
        if isinstance(value, dict):
            if one_line:
                return "{" + "".join(f"{quote(k)} = {self.value(v, 0, True)}; " for k, v in value.items()) + "}"
            return "{\n" + "".join(f"{tabs}\t{quote(k)} = {self.value(v, indent + 1, False)};\n" for k, v in value.items()) + f"{tabs}}}"
        return quote(str(value))

    def text(self, version, root):
        out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", f"\tobjectVersion = {version};", "\tobjects = {"]
        for isa in sorted({o[0] for o in self.objects.values()}):
            out.append("")
            out.append(f"/* Begin {isa} section */")
            for ident in sorted(i for i, o in self.objects.items() if o[0] == isa):
                _, comment, fields = self.objects[ident]
                body = dict(isa=isa)
                body.update(sorted(fields.items()))
                one = isa in ONE_LINE
                out.append(f"\t\t{self.ref(ident)} = {self.value(body, 2, one)};")
            out.append(f"/* End {isa} section */")
        out += ["\t};", f"\trootObject = {self.ref(root)};", "}", ""]
        return "\n".join(out)


class Ref:
    def __init__(self, ident):
        self.ident = ident


def file_ref(p, key, path, name=None, tree="<group>", encoding=False, kind="sourcecode.swift"):
    fields = {"lastKnownFileType": kind, "path": path, "sourceTree": tree}
    if encoding and kind == "sourcecode.swift":
        fields["fileEncoding"] = "4"
    if name:
        fields["name"] = name
    return p.add("ref:" + key, "PBXFileReference", name or path.split("/")[-1], **fields)


def build(version, variant):
    """variant: 'pathless' | 'renamed' | 'flat' | 'widget-shares-enum' | 'mixed' | 'synchronized-app'."""
    p = Project()
    enc = version <= 48
    R = Ref
    sync = variant in ("mixed", "synchronized-app")

    def bf(key, ref, phase):
        comment = p.objects[ref][1]
        return p.add(f"bf:{phase}:{key}", "PBXBuildFile", f"{comment} in {phase}", fileRef=R(ref))

    app_sources, app_resources, widget_sources, kit_sources, test_sources = [], [], [], [], []
    # --- the app folder
    app_delegate = file_ref(p, "AppDelegate", "AppDelegate.swift", encoding=enc)
    scene = file_ref(p, "SceneDelegate", "SceneDelegate.swift", encoding=enc)
    coordinator_files = ["Coordinator", "CoordinatorFinishDelegate", "CoordinatorType", "AppCoordinator"]
    if variant == "pathless":
        # A group without a path: its files carry the folder in their own paths.
        coords = [file_ref(p, n, f"Coordinators/{n}.swift", name=f"{n}.swift", encoding=enc) for n in coordinator_files]
    else:
        coords = [file_ref(p, n, f"{n}.swift", encoding=enc) for n in coordinator_files]
    home_path = "Screens/HomeViewController.swift" if variant == "flat" else "HomeViewController.swift"
    home = file_ref(p, "Home", home_path, name="HomeViewController.swift" if variant == "flat" else None, encoding=enc)
    info = file_ref(p, "Info", "Info.plist", kind="text.plist.xml")
    en = file_ref(p, "en.strings", "en.lproj/Localizable.strings", name="en", kind="text.plist.strings")
    de = file_ref(p, "de.strings", "de.lproj/Localizable.strings", name="de", kind="text.plist.strings")
    strings = p.add("variant:Localizable", "PBXVariantGroup", "Localizable.strings", children=[R(en), R(de)],
                    name="Localizable.strings", sourceTree="<group>")
    app_group_group = p.add("group:App", "PBXGroup", "App", children=[R(app_delegate), R(scene)], path="App", sourceTree="<group>")
    if variant == "pathless":
        coord_group = p.add("group:Coordinators", "PBXGroup", "Coordinators", children=[R(c) for c in coords], name="Coordinators", sourceTree="<group>")
    elif variant == "renamed":
        # A group named for what it holds, pointing at a folder of another name.
        coord_group = p.add("group:Coordinators", "PBXGroup", "Navigation", children=[R(c) for c in coords], name="Navigation", path="Coordinators", sourceTree="<group>")
    else:
        coord_group = p.add("group:Coordinators", "PBXGroup", "Coordinators", children=[R(c) for c in coords], path="Coordinators", sourceTree="<group>")
    hotel_children = [R(app_group_group), R(coord_group)]
    if variant == "flat":
        hotel_children.append(R(home))
    else:
        screens_group = p.add("group:Screens", "PBXGroup", "Screens", children=[R(home)], path="Screens", sourceTree="<group>")
        hotel_children.append(R(screens_group))
    hotel_children += [R(strings), R(info)]
    for ref in [app_delegate, scene] + coords + [home]:
        app_sources.append(bf(p.objects[ref][1], ref, "Sources"))
    app_resources.append(bf("Localizable", strings, "Resources"))
    # --- outside the project folder
    formatting = file_ref(p, "Formatting", "Formatting.swift", encoding=enc)
    shared = p.add("group:Shared", "PBXGroup", "Shared", children=[R(formatting)], name="Shared", path="../Shared", sourceTree="<group>")
    app_sources.append(bf("Formatting", formatting, "Sources"))
    widget_sources.append(bf("Formatting:widget", formatting, "Sources"))
    # --- the widget extension and the framework
    widget_file = file_ref(p, "HotelWidget", "HotelWidget.swift", encoding=enc)
    widget_group = p.add("group:HotelWidget", "PBXGroup", "HotelWidget", children=[R(widget_file)], path="HotelWidget", sourceTree="<group>")
    widget_sources.append(bf("HotelWidget", widget_file, "Sources"))
    if variant == "widget-shares-enum":
        widget_sources.append(bf("CoordinatorType:widget", coords[2], "Sources"))
    kit_file = file_ref(p, "APIClient", "APIClient.swift", encoding=enc)
    kit_header = file_ref(p, "HotelKit.h", "HotelKit.h", kind="sourcecode.c.h")
    kit_group = p.add("group:HotelKit", "PBXGroup", "HotelKit", children=[R(kit_header), R(kit_file)], path="HotelKit", sourceTree="<group>")
    kit_sources.append(bf("APIClient", kit_file, "Sources"))
    # --- tests
    app_tests = file_ref(p, "AppCoordinatorTests", "AppCoordinatorTests.swift", encoding=enc)
    ui_tests_file = file_ref(p, "HotelUITests", "HotelUITests.swift", encoding=enc)
    ui_group = p.add("group:HotelUITests", "PBXGroup", "HotelUITests", children=[R(ui_tests_file)], path="HotelUITests", sourceTree="<group>")
    ui_sources = [bf("HotelUITests", ui_tests_file, "Sources")]
    # --- products
    products = {}
    for key, path, kind in [("app", "Hotel.app", "wrapper.application"), ("tests", "HotelTests.xctest", "wrapper.cfbundle"),
                            ("uitests", "HotelUITests.xctest", "wrapper.cfbundle"), ("widget", "HotelWidget.appex", "wrapper.app-extension"),
                            ("kit", "HotelKit.framework", "wrapper.framework")]:
        products[key] = p.add("product:" + key, "PBXFileReference", path, explicitFileType=kind, includeInIndex="0", path=path, sourceTree="BUILT_PRODUCTS_DIR")
    products_group = p.add("group:Products", "PBXGroup", "Products", children=[R(i) for i in products.values()], name="Products", sourceTree="<group>")

    main_children = []
    sync_groups = {}
    if variant == "synchronized-app":
        exceptions = p.add("exceptions:Hotel", "PBXFileSystemSynchronizedBuildFileExceptionSet", 'Exceptions for "Hotel" folder in "Hotel" target',
                           membershipExceptions=["Info.plist"], target=R(oid("target:app")))
        sync_groups["app"] = p.add("sync:Hotel", "PBXFileSystemSynchronizedRootGroup", "Hotel", exceptions=[R(exceptions)], path="Hotel", sourceTree="<group>")
        main_children.append(R(sync_groups["app"]))
        app_sources = [x for x in app_sources if "Formatting" in p.objects[x][1]]
        for ident in [app_delegate, scene, home, info, en, de, strings, app_group_group, coord_group] + coords + ([] if variant == "flat" else [screens_group]):
            p.objects.pop(ident, None)
        for ident in [i for i, o in list(p.objects.items()) if o[0] == "PBXBuildFile" and o[2]["fileRef"].ident not in p.objects]:
            p.objects.pop(ident)
        app_resources = []
    else:
        hotel_group = p.add("group:Hotel", "PBXGroup", "Hotel", children=hotel_children, path="Hotel", sourceTree="<group>")
        main_children.append(R(hotel_group))
    if variant == "mixed":
        # The tests and the widget are synchronized folders; the app folder stays a classic group.
        sync_groups["tests"] = p.add("sync:HotelTests", "PBXFileSystemSynchronizedRootGroup", "HotelTests", path="HotelTests", sourceTree="<group>")
        main_children.append(R(sync_groups["tests"]))
        p.objects.pop(app_tests)
    else:
        tests_group = p.add("group:HotelTests", "PBXGroup", "HotelTests", children=[R(app_tests)], path="HotelTests", sourceTree="<group>")
        main_children.append(R(tests_group))
        test_sources.append(bf("AppCoordinatorTests", app_tests, "Sources"))
    main_children += [R(ui_group), R(widget_group), R(kit_group), R(shared), R(products_group)]
    main = p.add("group:main", "PBXGroup", "", children=main_children, sourceTree="<group>")

    project_id = oid("project")

    def phases(name, sources, resources=()):
        ids = [p.add(f"phase:{name}:Sources", "PBXSourcesBuildPhase", "Sources", buildActionMask="2147483647", files=[R(s) for s in sources], runOnlyForDeploymentPostprocessing="0"),
               p.add(f"phase:{name}:Frameworks", "PBXFrameworksBuildPhase", "Frameworks", buildActionMask="2147483647", files=[], runOnlyForDeploymentPostprocessing="0"),
               p.add(f"phase:{name}:Resources", "PBXResourcesBuildPhase", "Resources", buildActionMask="2147483647", files=[R(s) for s in resources], runOnlyForDeploymentPostprocessing="0")]
        return [R(i) for i in ids]

    def configurations(name, comment, settings):
        ids = []
        for configuration in ["Debug", "Release"]:
            values = dict(settings)
            if name == "project":
                values["SDKROOT"] = "iphoneos"
                values["IPHONEOS_DEPLOYMENT_TARGET"] = "15.0"
                if configuration == "Debug":
                    values["GCC_PREPROCESSOR_DEFINITIONS"] = ["DEBUG=1", "$(inherited)"]
                    values["ONLY_ACTIVE_ARCH"] = "YES"
            ids.append(p.add(f"config:{name}:{configuration}", "XCBuildConfiguration", configuration, buildSettings=dict(sorted(values.items())), name=configuration))
        return R(p.add(f"configlist:{name}", "XCConfigurationList", f"Build configuration list for {comment}",
                       buildConfigurations=[R(i) for i in ids], defaultConfigurationIsVisible="0", defaultConfigurationName="Release"))

    def proxy_dependency(key, target, name):
        proxy = p.add("proxy:" + key, "PBXContainerItemProxy", "PBXContainerItemProxy", containerPortal=R(project_id), proxyType="1",
                      remoteGlobalIDString=oid(target), remoteInfo=name)
        return R(p.add("dependency:" + key, "PBXTargetDependency", "PBXTargetDependency", target=R(oid(target)), targetProxy=R(proxy)))

    swift = "5.0"
    host = "$(BUILT_PRODUCTS_DIR)/Hotel.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Hotel"
    targets = [
        ("app", "Hotel", "com.apple.product-type.application", phases("app", app_sources, app_resources),
         {"INFOPLIST_FILE": "Hotel/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.hotel", "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": swift},
         [proxy_dependency("app->widget", "target:widget", "HotelWidget"), proxy_dependency("app->kit", "target:kit", "HotelKit")], "app"),
        ("tests", "HotelTests", "com.apple.product-type.bundle.unit-test", phases("tests", test_sources),
         {"BUNDLE_LOADER": "$(TEST_HOST)", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.hotelTests", "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": swift, "TEST_HOST": host},
         [proxy_dependency("tests->app", "target:app", "Hotel")], "tests"),
        ("uitests", "HotelUITests", "com.apple.product-type.bundle.ui-testing", phases("uitests", ui_sources),
         {"PRODUCT_BUNDLE_IDENTIFIER": "com.example.hotelUITests", "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": swift, "TEST_TARGET_NAME": "Hotel"},
         [proxy_dependency("uitests->app", "target:app", "Hotel")], "uitests"),
        ("widget", "HotelWidget", "com.apple.product-type.app-extension", phases("widget", widget_sources),
         {"INFOPLIST_FILE": "HotelWidget/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.hotel.widget", "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": swift, "SKIP_INSTALL": "YES"},
         [], "widget"),
        ("kit", "HotelKit", "com.apple.product-type.framework", phases("kit", kit_sources),
         {"DEFINES_MODULE": "YES", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.HotelKit", "PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)", "PRODUCT_MODULE_NAME": "HotelKit", "SWIFT_VERSION": swift},
         [], "kit"),
    ]
    for key, name, product_type, build_phases, settings, dependencies, product in targets:
        fields = dict(buildConfigurationList=configurations(key, f'PBXNativeTarget "{name}"', settings), buildPhases=build_phases,
                      buildRules=[], dependencies=dependencies, name=name, productName=name, productReference=R(products[product]), productType=product_type)
        if version >= 70:
            fields["packageProductDependencies"] = []
        if key in sync_groups:
            fields["fileSystemSynchronizedGroups"] = [R(sync_groups[key])]
        p.add("target:" + key, "PBXNativeTarget", name, **fields)

    attributes = {"LastSwiftUpdateCheck": UPGRADE[version], "LastUpgradeCheck": UPGRADE[version],
                  "ORGANIZATIONNAME": "Example Inc.",
                  "TargetAttributes": {oid("target:app"): {"CreatedOnToolsVersion": "9.4"},
                                       oid("target:tests"): {"CreatedOnToolsVersion": "9.4", "TestTargetID": oid("target:app")}}}
    if version >= 54:
        attributes = {"BuildIndependentTargetsInParallel": "1", **attributes}
    project = dict(attributes=attributes, buildConfigurationList=configurations("project", 'PBXProject "Hotel"', {"ALWAYS_SEARCH_USER_PATHS": "NO"}),
                   developmentRegion="en" if version >= 50 else "English", hasScannedForEncodings="0",
                   knownRegions=["en", "Base", "de"] if version >= 50 else ["English", "en", "Base", "de"], mainGroup=R(main),
                   productRefGroup=R(products_group), projectDirPath="", projectRoot="",
                   targets=[R(oid("target:" + t[0])) for t in targets])
    if version in COMPATIBILITY:
        project["compatibilityVersion"] = COMPATIBILITY[version]
    else:
        project["preferredProjectObjectVersion"] = str(version)
    if version >= 70:
        project["minimizedProjectReferenceProxies"] = "1"
    p.objects[project_id] = ("PBXProject", "Project object", project)
    return p.text(version, project_id)


FIXTURES = [(46, "pathless"), (50, "renamed"), (52, "flat"), (54, "widget-shares-enum"), (55, "classic"), (56, "classic"),
            (60, "renamed"), (63, "pathless"), (70, "mixed"), (77, "synchronized-app")]


def write(folder, text, encoding="utf-8", newline="\n"):
    os.makedirs(os.path.join(folder, "Hotel.xcodeproj"), exist_ok=True)
    with open(os.path.join(folder, "Hotel.xcodeproj", "project.pbxproj"), "wb") as handle:
        handle.write(text.replace("\n", newline).encode(encoding))


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for version, variant in FIXTURES:
        write(os.path.join(here, f"objectVersion-{version}"), build(version, variant))
    write(os.path.join(here, "objectVersion-56-crlf"), build(56, "classic"), newline="\r\n")
    # An old project saved in Latin-1, whose organisation name is not ASCII.
    write(os.path.join(here, "objectVersion-46-latin1"), build(46, "pathless").replace("Example Inc.", "Café Hôtel"), encoding="latin-1")
    # A project Xcode 27 might write: refused as an unknown format.
    write(os.path.join(here, "objectVersion-101"), build(77, "classic").replace("objectVersion = 77;", "objectVersion = 101;"))
