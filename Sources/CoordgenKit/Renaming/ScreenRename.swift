import Foundation

/// Plans `coordgen rename screen <Old> <New>`: the screen's class (view controller or view), its file
/// and the comment that names it, the coordinators' `pushTo<Old>()`/`present<Old>()`, a screen
/// factory's method, a SwiftUI route case with its `.old` uses, and every use of them in the app's
/// module, through swift-syntax; plus the file reference in `project.pbxproj`. A new name the module
/// already declares is refused, as `new screen` refuses it.
public struct ScreenRename: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(renaming old: String, to new: String) throws -> Plan {
        let project = project.readingSourcesAfresh()
        let shape = files.app.shape
        // `Receipt`, `ReceiptViewController` (or the app's own suffix: `ReceiptController`) as `new screen` reads it.
        let suffix = shape.naming.screenSuffix ?? project.config.style.definition.screen.typeSuffix
        let oldName = try FlowName(parsing: old, droppingSuffix: suffix)
        let newName = try FlowName(parsing: new, droppingSuffix: suffix)
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        if oldName.typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("the screen is already named \(newName.typeStem)")
        }
        let index = FlowPartsFinder(project: project, shape: shape).index
        let oldClass = NamingScheme.apply(shape.naming.screen, to: oldName.typeStem)
        let newClass = NamingScheme.apply(shape.naming.screen, to: newName.typeStem)
        guard let declaration = index.type(named: oldClass) else {
            throw GeneratorError.typeNotFound(
                name: oldClass, hint: "rename screen takes a screen's name as `new screen` took it (\(oldName.typeStem) for \(oldClass))")
        }
        if let clash = index.conflict(forNewType: newClass, visibility: .of(declaration)) { throw GeneratorError.typeAlreadyDeclared([clash]) }

        var names = [oldClass: newClass]
        for prefix in ["pushTo", "present"] {
            names["\(prefix)\(oldName.typeStem)"] = "\(prefix)\(newName.typeStem)"
        }
        // What the app's family gives a screen besides (a flag and the method raising it).
        let family = shape.protocol.family
        names.merge(family.screenMemberRenames(from: oldName.typeStem, to: newName.typeStem)) { current, _ in current }
        if let factory = shape.protocol.screenFactory {
            names[CoordinatorRename.baseName(factory.method(for: oldName.typeStem))] =
                CoordinatorRename.baseName(factory.method(for: newName.typeStem))
        }
        // The types the app's family gives a screen besides (its view model), with the files named after them.
        let types = family.screenTypeRenames(from: oldName.typeStem, to: newName.typeStem, in: index)
        let clashes = types.values.sorted().compactMap { index.conflict(forNewType: $0) }
        if !clashes.isEmpty { throw GeneratorError.typeAlreadyDeclared(clashes) }
        names.merge(types) { current, _ in current }
        var fileNames = declaration.file.fileName == "\(oldClass).swift" ? ["\(oldClass).swift": "\(newClass).swift"] : [:]
        for (old, new) in types where index.type(named: old)?.file.fileName == "\(old).swift" {
            fileNames["\(old).swift"] = "\(new).swift"
        }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        if let note = newName.normalisationNote { plan.notes.append(note) }
        try RenameApplication(
            names: names, cases: family.screenCaseEnums(in: index).isEmpty ? [:] : family.caseRenames(from: oldName.caseName, to: newName.caseName),
            enums: Set(family.screenCaseEnums(in: index)), fileNames: fileNames,
            summary: "renamed \(oldName.typeStem) to \(newName.typeStem)"
        ).add(to: &plan, in: project)
        try NewTypeNameCheck(project: project).verify(plan)
        plan.nextSteps.append("the \(newName.title) screen is \(newClass)")
        return plan
    }
}
