/// Builds the objects of `project.pbxproj` in Xcode 16's format (objectVersion 77).
///
/// The app and test folders are `PBXFileSystemSynchronizedRootGroup`s: Xcode adds every file in them to
/// the target, so coordinators and screens that coordgen writes later need no project edit.
struct XcodeProjectBuilder {
    let spec: XcodeProjectSpec

    static let objectVersion = 77

    func projectFile() -> PBXProjectFile {
        let name = spec.name
        let tests = spec.testTargetName
        func id(_ key: String) -> PBXObjectID { PBXObjectID("\(name):\(key)") }

        let project = id("project")
        let mainGroup = id("group:main")
        let productsGroup = id("group:products")
        let appGroup = id("sync:app")
        let testsGroup = id("sync:tests")
        let infoPlistException = id("exceptions:app")
        let appProduct = id("product:app")
        let testsProduct = id("product:tests")
        let appTarget = id("target:app")
        let testsTarget = id("target:tests")
        let proxy = id("proxy:tests->app")
        let dependency = id("dependency:tests->app")

        var objects: [PBXObject] = []
        func add(_ id: PBXObjectID, _ isa: String, _ comment: String, _ fields: [String: PBXValue]) {
            objects.append(PBXObject(id: id, isa: isa, comment: comment, fields: fields))
        }

        add(
            project, "PBXProject", "Project object",
            [
                "attributes": .dictionary([
                    "BuildIndependentTargetsInParallel": "1",
                    "LastSwiftUpdateCheck": .string(spec.xcode.upgradeCheck),
                    "LastUpgradeCheck": .string(spec.xcode.upgradeCheck),
                    // Xcode writes the tested target's id here without a `/* name */` comment.
                    "TargetAttributes": .dictionary([
                        appTarget.value: .dictionary(["CreatedOnToolsVersion": .string(spec.xcode.createdOnToolsVersion)]),
                        testsTarget.value: .dictionary([
                            "CreatedOnToolsVersion": .string(spec.xcode.createdOnToolsVersion), "TestTargetID": .string(appTarget.value),
                        ]),
                    ]),
                ]),
                "buildConfigurationList": .reference(
                    configurationList(
                        for: "project", in: &objects, comment: "PBXProject \"\(name)\"",
                        debug: ProjectBuildSettings.project(spec, debug: true),
                        release: ProjectBuildSettings.project(spec, debug: false))),
                "developmentRegion": "en",
                "hasScannedForEncodings": "0",
                "knownRegions": ["en", "Base"],
                "mainGroup": .reference(mainGroup),
                "minimizedProjectReferenceProxies": "1",
                "preferredProjectObjectVersion": .string("\(Self.objectVersion)"),
                "productRefGroup": .reference(productsGroup),
                "projectDirPath": "",
                "projectRoot": "",
                "targets": [.reference(appTarget), .reference(testsTarget)],
            ])
        add(
            mainGroup, "PBXGroup", "",
            [
                "children": [.reference(appGroup), .reference(testsGroup), .reference(productsGroup)],
                "sourceTree": "<group>",
            ])
        add(
            productsGroup, "PBXGroup", "Products",
            [
                "children": [.reference(appProduct), .reference(testsProduct)],
                "name": "Products",
                "sourceTree": "<group>",
            ])
        // Info.plist is read by the build settings; as a resource it would clash with the processed one.
        var appGroupFields: [String: PBXValue] = ["path": .string(spec.appFolder), "sourceTree": "<group>"]
        if let infoPlistPath = spec.infoPlistPath {
            add(
                infoPlistException, "PBXFileSystemSynchronizedBuildFileExceptionSet",
                "Exceptions for \"\(spec.appFolder)\" folder in \"\(name)\" target",
                [
                    "membershipExceptions": [.string(relativeToAppFolder(infoPlistPath))],
                    "target": .reference(appTarget),
                ])
            appGroupFields["exceptions"] = [.reference(infoPlistException)]
        }
        add(appGroup, "PBXFileSystemSynchronizedRootGroup", spec.appFolder, appGroupFields)
        add(
            testsGroup, "PBXFileSystemSynchronizedRootGroup", spec.testsFolder,
            [
                "path": .string(spec.testsFolder),
                "sourceTree": "<group>",
            ])
        add(
            appProduct, "PBXFileReference", "\(name).app",
            [
                "explicitFileType": "wrapper.application", "includeInIndex": "0",
                "path": .string("\(name).app"), "sourceTree": "BUILT_PRODUCTS_DIR",
            ])
        add(
            testsProduct, "PBXFileReference", "\(tests).xctest",
            [
                "explicitFileType": "wrapper.cfbundle", "includeInIndex": "0",
                "path": .string("\(tests).xctest"), "sourceTree": "BUILT_PRODUCTS_DIR",
            ])
        add(
            appTarget, "PBXNativeTarget", name,
            [
                "buildConfigurationList": .reference(
                    configurationList(
                        for: "app", in: &objects, comment: "PBXNativeTarget \"\(name)\"",
                        debug: ProjectBuildSettings.app(spec, debug: true),
                        release: ProjectBuildSettings.app(spec, debug: false))),
                "buildPhases": .array(buildPhases(for: "app", in: &objects)),
                "buildRules": [],
                "dependencies": [],
                "fileSystemSynchronizedGroups": [.reference(appGroup)],
                "name": .string(name),
                "packageProductDependencies": [],
                "productName": .string(name),
                "productReference": .reference(appProduct),
                "productType": "com.apple.product-type.application",
            ])
        add(
            proxy, "PBXContainerItemProxy", "PBXContainerItemProxy",
            [
                "containerPortal": .reference(project),
                "proxyType": "1",
                "remoteGlobalIDString": .string(appTarget.value),
                "remoteInfo": .string(name),
            ])
        add(
            dependency, "PBXTargetDependency", "PBXTargetDependency",
            [
                "target": .reference(appTarget),
                "targetProxy": .reference(proxy),
            ])
        add(
            testsTarget, "PBXNativeTarget", tests,
            [
                "buildConfigurationList": .reference(
                    configurationList(
                        for: "tests", in: &objects, comment: "PBXNativeTarget \"\(tests)\"",
                        debug: ProjectBuildSettings.tests(spec, debug: true),
                        release: ProjectBuildSettings.tests(spec, debug: false))),
                "buildPhases": .array(buildPhases(for: "tests", in: &objects)),
                "buildRules": [],
                "dependencies": [.reference(dependency)],
                "fileSystemSynchronizedGroups": [.reference(testsGroup)],
                "name": .string(tests),
                "packageProductDependencies": [],
                "productName": .string(tests),
                "productReference": .reference(testsProduct),
                "productType": "com.apple.product-type.bundle.unit-test",
            ])
        return PBXProjectFile(objectVersion: Self.objectVersion, rootObject: project, objects: objects)
    }

    /// The ids a scheme refers to.
    var appTargetID: PBXObjectID { PBXObjectID("\(spec.name):target:app") }
    var testsTargetID: PBXObjectID { PBXObjectID("\(spec.name):target:tests") }

    private func relativeToAppFolder(_ path: String) -> String {
        path.hasPrefix(spec.appFolder + "/") ? String(path.dropFirst(spec.appFolder.count + 1)) : path
    }

    /// Sources, Frameworks and Resources phases; files come from the synchronized folder.
    private func buildPhases(for target: String, in objects: inout [PBXObject]) -> [PBXValue] {
        [("PBXSourcesBuildPhase", "Sources"), ("PBXFrameworksBuildPhase", "Frameworks"), ("PBXResourcesBuildPhase", "Resources")].map {
            isa, comment in
            let id = PBXObjectID("\(spec.name):phase:\(target):\(comment)")
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
    ) -> PBXObjectID {
        var configurations: [PBXValue] = []
        for (configuration, settings) in [("Debug", debug), ("Release", release)] {
            let id = PBXObjectID("\(spec.name):configuration:\(owner):\(configuration)")
            objects.append(
                PBXObject(
                    id: id, isa: "XCBuildConfiguration", comment: configuration,
                    fields: [
                        "buildSettings": .dictionary(settings), "name": .string(configuration),
                    ]))
            configurations.append(.reference(id))
        }
        let list = PBXObjectID("\(spec.name):configurationList:\(owner)")
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
