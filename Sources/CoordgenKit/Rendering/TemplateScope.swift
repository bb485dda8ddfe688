/// The names a template sees while it renders: the render context, and the variable and `forloop`
/// of every loop it is in, the innermost first, as Stencil's context stack resolves them.
struct TemplateScope {
    let context: [String: TemplateValue]
    private var loops: [(variable: String, item: TemplateValue, index: Int, count: Int)] = []

    init(context: [String: TemplateValue]) {
        self.context = context
    }

    /// The render context's values, typed; nil when one has a type only Stencil reads.
    init?(values: [String: any Sendable]) {
        var context: [String: TemplateValue] = [:]
        context.reserveCapacity(values.count)
        for (name, value) in values {
            guard let typed = TemplateValue(value) else { return nil }
            context[name] = typed
        }
        self.init(context: context)
    }

    func value(named name: String) -> TemplateValue? {
        for loop in loops.reversed() where loop.variable == name {
            return loop.item
        }
        return context[name]
    }

    /// `forloop.first`, `.last`, `.counter`, `.counter0`, `.length` of the innermost loop; nil outside
    /// any loop.
    func loopProperty(_ property: String) -> TemplateValue? {
        guard let loop = loops.last else { return nil }
        switch property {
        case "first": return .bool(loop.index == 0)
        case "last": return .bool(loop.index == loop.count - 1)
        case "counter": return .int(loop.index + 1)
        case "counter0": return .int(loop.index)
        case "length": return .int(loop.count)
        default: return nil
        }
    }

    /// The scope inside one pass of a loop.
    func entering(loop variable: String, item: TemplateValue, index: Int, count: Int) -> TemplateScope {
        var scope = self
        scope.loops.append((variable, item, index, count))
        return scope
    }
}
