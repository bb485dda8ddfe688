/// Why a template could not be read or rendered.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case unreadable(String)
    case noSuchDirectory(String)
    case syntax(file: String, line: Int, column: Int, reason: String)
    case rendering(file: String, reason: String)
    /// A templates folder or template named in `.coordgen.yml` that resolves outside the project.
    case outsideProject(path: String, resolved: String, root: String)
    /// A user's template that reads a value the render context no longer gives (``RetiredTemplateValues``).
    case retiredValue(file: String, name: String, replacement: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "no template \(path): see `coordgen templates list`"
        case .unreadable(let path):
            return "cannot read the template \(path) as UTF-8 text"
        case .noSuchDirectory(let path):
            return "the templates folder \(path) does not exist: create it with `coordgen templates export \(path)`"
        case .syntax(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): template error: \(reason); nothing was written"
        case .rendering(let file, let reason):
            return "\(file): template error: \(reason); nothing was written"
        case .retiredValue(let file, let name, let replacement):
            return
                "\(file) reads `\(name)`, which coordgen no longer gives templates (the declaration is spelled in the template from \(replacement)): compare it with `coordgen templates export DIR` and carry your changes over; nothing was written"
        case .outsideProject(let path, let resolved, let root):
            let link = resolved == PathMath.normalize(path) ? "" : " through a symbolic link"
            return
                "\(path) (templates in \(Project.configFileName)) is outside the project at \(root): it resolves to \(resolved)\(link); templates a project names are read only inside it, a folder outside only when named with --templates; nothing was written"
        }
    }
}
