/// Builds `project.pbxproj` in Xcode 16's format (objectVersion 77): its ``PBXObject``s — the objects
/// of the model every command reads and edits project files through — written by ``PBXWriter``, which
/// also writes what edits insert.
///
/// The app and test folders are `PBXFileSystemSynchronizedRootGroup`s: Xcode adds every file in them to
/// the target, so coordinators and screens that coordgen writes later need no project edit.
struct XcodeProjectBuilder {
    let spec: XcodeProjectSpec

    static let objectVersion = 77

    /// The ids of the objects other objects refer to, derived from the project's name.
    private struct IDs {
        let project, mainGroup, productsGroup, appGroup, testsGroup, infoPlistException: String
        let appProduct, testsProduct, appTarget, testsTarget, proxy, dependency: String

        init(name: String) {
            func id(_ key: String) -> String { PBXObjectID.derived(from: "\(name):\(key)") }
            project = id("project")
            mainGroup = id("group:main")
            productsGroup = id("group:products")
            appGroup = id("sync:app")
            testsGroup = id("sync:tests")
            infoPlistException = id("exceptions:app")
            appProduct = id("product:app")
            testsProduct = id("product:tests")
            appTarget = id("target:app")
            testsTarget = id("target:tests")
            proxy = id("proxy:tests->app")
            dependency = id("dependency:tests->app")
        }
    }

    /// The project file's text. (It is not read back into a ``PBXDocument``: no command edits the
    /// project it has just made, and parsing it was 5 % of `new project`'s instructions.)
    func text() -> String {
        let objects = objects()
        return PBXWriter.file(
            objectVersion: Self.objectVersion, rootObject: IDs(name: spec.name).project, objects: objects,
            comments: PBXWriter.names(of: objects))
    }

    /// Every object of the project.
    func objects() -> [PBXObject] {
        let ids = IDs(name: spec.name)
        // Configuration lists, configurations and build phases are added as their owners are made.
        var objects: [PBXObject] = []
        let project = projectObject(ids, objects: &objects)
        let app = appTarget(ids, objects: &objects)
        let tests = testsTarget(ids, objects: &objects)
        return objects + [project, app, tests] + groups(ids) + products(ids) + testDependency(ids)
    }

    /// The ids a scheme refers to.
    var appTargetID: String { PBXObjectID.derived(from: "\(spec.name):target:app") }
    var testsTargetID: String { PBXObjectID.derived(from: "\(spec.name):target:tests") }

    /// The `PBXProject`: Xcode's attributes, the project-level configurations, the groups and targets.
    private func projectObject(_ ids: IDs, objects: inout [PBXObject]) -> PBXObject {
        PBXObject(
            id: ids.project, isa: "PBXProject", comment: "Project object",
            fields: [
                "attributes": [
                    "BuildIndependentTargetsInParallel": "1",
                    "LastSwiftUpdateCheck": .string(spec.xcode.upgradeCheck),
                    "LastUpgradeCheck": .string(spec.xcode.upgradeCheck),
                    // Xcode writes the tested target's id here without a `/* name */` comment.
                    "TargetAttributes": [
                        ids.appTarget: ["CreatedOnToolsVersion": .string(spec.xcode.createdOnToolsVersion)],
                        ids.testsTarget: [
                            "CreatedOnToolsVersion": .string(spec.xcode.createdOnToolsVersion),
                            "TestTargetID": .string(ids.appTarget),
                        ],
                    ],
                ],
                "buildConfigurationList": .reference(
                    configurationList(
                        for: "project", in: &objects, comment: "PBXProject \"\(spec.name)\"",
                        debug: ProjectBuildSettings.project(spec, debug: true),
                        release: ProjectBuildSettings.project(spec, debug: false))),
                "developmentRegion": "en",
                "hasScannedForEncodings": "0",
                "knownRegions": ["en", "Base"],
                "mainGroup": .reference(ids.mainGroup),
                "minimizedProjectReferenceProxies": "1",
                "preferredProjectObjectVersion": .string("\(Self.objectVersion)"),
                "productRefGroup": .reference(ids.productsGroup),
                "projectDirPath": "",
                "projectRoot": "",
                "targets": [.reference(ids.appTarget), .reference(ids.testsTarget)],
            ])
    }

    /// The main group, the Products group, and the synchronized app and test folders (with the
    /// exception that keeps Info.plist out of the app's resources).
    private func groups(_ ids: IDs) -> [PBXObject] {
        var objects = [
            PBXObject(
                id: ids.mainGroup, isa: "PBXGroup", comment: "",
                fields: [
                    "children": [.reference(ids.appGroup), .reference(ids.testsGroup), .reference(ids.productsGroup)],
                    "sourceTree": "<group>",
                ]),
            PBXObject(
                id: ids.productsGroup, isa: "PBXGroup", comment: "Products",
                fields: [
                    "children": [.reference(ids.appProduct), .reference(ids.testsProduct)],
                    "name": "Products",
                    "sourceTree": "<group>",
                ]),
            PBXObject(
                id: ids.testsGroup, isa: "PBXFileSystemSynchronizedRootGroup", comment: spec.testsFolder,
                fields: ["path": .string(spec.testsFolder), "sourceTree": "<group>"]),
        ]
        // Info.plist is read by the build settings; as a resource it would clash with the processed one.
        var appGroupFields: [String: PBXValue] = ["path": .string(spec.appFolder), "sourceTree": "<group>"]
        if let infoPlistPath = spec.infoPlistPath {
            objects.append(
                PBXObject(
                    id: ids.infoPlistException, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    comment: "Exceptions for \"\(spec.appFolder)\" folder in \"\(spec.name)\" target",
                    fields: [
                        "membershipExceptions": [.string(relativeToAppFolder(infoPlistPath))],
                        "target": .reference(ids.appTarget),
                    ]))
            appGroupFields["exceptions"] = [.reference(ids.infoPlistException)]
        }
        objects.append(
            PBXObject(id: ids.appGroup, isa: "PBXFileSystemSynchronizedRootGroup", comment: spec.appFolder, fields: appGroupFields))
        return objects
    }

    /// The built app and test bundle.
    private func products(_ ids: IDs) -> [PBXObject] {
        [
            (ids.appProduct, "\(spec.name).app", "wrapper.application"),
            (ids.testsProduct, "\(spec.testTargetName).xctest", "wrapper.cfbundle"),
        ]
        .map { id, fileName, type in
            PBXObject(
                id: id, isa: "PBXFileReference", comment: fileName,
                fields: [
                    "explicitFileType": .string(type), "includeInIndex": "0",
                    "path": .string(fileName), "sourceTree": "BUILT_PRODUCTS_DIR",
                ])
        }
    }

    private func appTarget(_ ids: IDs, objects: inout [PBXObject]) -> PBXObject {
        nativeTarget(
            "app", id: ids.appTarget, name: spec.name, folder: ids.appGroup, product: ids.appProduct,
            productType: "com.apple.product-type.application", dependencies: [], objects: &objects,
            debug: ProjectBuildSettings.app(spec, debug: true), release: ProjectBuildSettings.app(spec, debug: false))
    }

    private func testsTarget(_ ids: IDs, objects: inout [PBXObject]) -> PBXObject {
        nativeTarget(
            "tests", id: ids.testsTarget, name: spec.testTargetName, folder: ids.testsGroup, product: ids.testsProduct,
            productType: "com.apple.product-type.bundle.unit-test", dependencies: [.reference(ids.dependency)], objects: &objects,
            debug: ProjectBuildSettings.tests(spec, debug: true), release: ProjectBuildSettings.tests(spec, debug: false))
    }

    /// The tests' dependency on the app target, through a container item proxy.
    private func testDependency(_ ids: IDs) -> [PBXObject] {
        [
            PBXObject(
                id: ids.proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy",
                fields: [
                    "containerPortal": .reference(ids.project),
                    "proxyType": "1",
                    "remoteGlobalIDString": .string(ids.appTarget),
                    "remoteInfo": .string(spec.name),
                ]),
            PBXObject(
                id: ids.dependency, isa: "PBXTargetDependency", comment: "PBXTargetDependency",
                fields: [
                    "target": .reference(ids.appTarget),
                    "targetProxy": .reference(ids.proxy),
                ]),
        ]
    }

    /// A `PBXNativeTarget` whose files come from its synchronized folder, with its build phases and
    /// configurations (added to `objects`).
    private func nativeTarget(
        _ owner: String, id: String, name: String, folder: String, product: String, productType: String,
        dependencies: [PBXValue], objects: inout [PBXObject], debug: [String: PBXValue], release: [String: PBXValue]
    ) -> PBXObject {
        PBXObject(
            id: id, isa: "PBXNativeTarget", comment: name,
            fields: [
                "buildConfigurationList": .reference(
                    configurationList(for: owner, in: &objects, comment: "PBXNativeTarget \"\(name)\"", debug: debug, release: release)),
                "buildPhases": .array(buildPhases(for: owner, in: &objects)),
                "buildRules": [],
                "dependencies": .array(dependencies),
                "fileSystemSynchronizedGroups": [.reference(folder)],
                "name": .string(name),
                "packageProductDependencies": [],
                "productName": .string(name),
                "productReference": .reference(product),
                "productType": .string(productType),
            ])
    }

    private func relativeToAppFolder(_ path: String) -> String {
        path.hasPrefix(spec.appFolder + "/") ? String(path.dropFirst(spec.appFolder.count + 1)) : path
    }

    /// Sources, Frameworks and Resources phases; files come from the synchronized folder.
    private func buildPhases(for target: String, in objects: inout [PBXObject]) -> [PBXValue] {
        [("PBXSourcesBuildPhase", "Sources"), ("PBXFrameworksBuildPhase", "Frameworks"), ("PBXResourcesBuildPhase", "Resources")].map {
            isa, comment in
            let id = PBXObjectID.derived(from: "\(spec.name):phase:\(target):\(comment)")
            objects.append(
                PBXObject(
                    id: id, isa: isa, comment: comment,
                    fields: [
                        "buildActionMask": "2147483647", "files": [], "runOnlyForDeploymentPostprocessing": "0",
                    ]))
            return .reference(id)
        }
    }

    /// A configuration list with Debug and Release; returns its id.
    private func configurationList(
        for owner: String, in objects: inout [PBXObject], comment: String,
        debug: [String: PBXValue], release: [String: PBXValue]
    ) -> String {
        var configurations: [PBXValue] = []
        for (configuration, settings) in [("Debug", debug), ("Release", release)] {
            let id = PBXObjectID.derived(from: "\(spec.name):configuration:\(owner):\(configuration)")
            objects.append(
                PBXObject(
                    id: id, isa: "XCBuildConfiguration", comment: configuration,
                    fields: [
                        "buildSettings": PBXValue(fields: settings), "name": .string(configuration),
                    ]))
            configurations.append(.reference(id))
        }
        let list = PBXObjectID.derived(from: "\(spec.name):configurationList:\(owner)")
        objects.append(
            PBXObject(
                id: list, isa: "XCConfigurationList", comment: "Build configuration list for \(comment)",
                fields: [
                    "buildConfigurations": .array(configurations),
                    "defaultConfigurationIsVisible": "0",
                    "defaultConfigurationName": "Release",
                ]))
        return list
    }
}
