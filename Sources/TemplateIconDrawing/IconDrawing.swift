import Foundation

/// The icon Xcode shows beside coordgen's templates: three white nodes joined as a tree (a
/// coordinator and its two children) on a rounded indigo square.
///
/// Drawn in code rather than shipped as a binary, so it has no source file to lose, and with
/// arithmetic only (no trigonometry), so the PNG bytes are the same on every machine. It is drawn at
/// build time: `TemplateEmbedder` puts the PNGs into `BuiltInTemplates`, which `TemplateIcon` (in
/// CoordgenKit) reads, so `xcode export` does not draw it (17.9 M instructions; docs/PERFORMANCE.md,
/// session 46).
public enum IconDrawing {
    /// The icon at `size` × `size` pixels.
    public static func png(size: Int) -> Data {
        PNGEncoder.encode(width: size, height: size, rgba: pixels(size: size))
    }

    /// Samples per pixel along each axis; 4 × 4 gives smooth edges.
    private static let samples = 4

    private static let root = (x: 0.5, y: 0.31)
    private static let children = [(x: 0.29, y: 0.69), (x: 0.71, y: 0.69)]

    /// RGBA rows, straight alpha.
    public static func pixels(size: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        let scale = Double(size * samples)
        // The gradient's colour for each row of samples: it depends on the row alone.
        let rows = (0..<(size * samples)).map { gradient(atY: (Double($0) + 0.5) / scale) }
        for py in 0..<size {
            for px in 0..<size {
                let (red, green, blue, covered) = coverage(px: px, py: py, size: size, rows: rows)
                let index = (py * size + px) * 4
                if covered > 0 {
                    rgba[index] = UInt8((red + covered / 2) / covered)
                    rgba[index + 1] = UInt8((green + covered / 2) / covered)
                    rgba[index + 2] = UInt8((blue + covered / 2) / covered)
                    rgba[index + 3] = UInt8((covered * 255 + samples * samples / 2) / (samples * samples))
                }
            }
        }
        return rgba
    }

    /// The summed colour of a pixel's covered samples and how many are covered: smooth edges. A pixel
    /// wholly inside the square and wholly off the tree is its gradient rows' colours, unmeasured;
    /// most pixels are.
    private static func coverage(px: Int, py: Int, size: Int, rows: [(r: Int, g: Int, b: Int)]) -> (Int, Int, Int, Int) {
        let halfDiagonal = 0.5.squareRoot() / Double(size)
        let centre = (x: (Double(px) + 0.5) / Double(size), y: (Double(py) + 0.5) / Double(size))
        let nearTree = mayTouchTree(centre.x, centre.y, within: halfDiagonal)
        let wellInside = insideRoundedSquare(centre.x, centre.y, inset: halfDiagonal + 1e-9)
        var red = 0, green = 0, blue = 0, covered = 0
        let scale = Double(size * samples)
        for sy in 0..<samples {
            let row = rows[py * samples + sy]
            if wellInside && !nearTree {
                (red, green, blue, covered) = (red + samples * row.r, green + samples * row.g, blue + samples * row.b, covered + samples)
                continue
            }
            for sx in 0..<samples {
                let x = (Double(px * samples + sx) + 0.5) / scale
                let y = (Double(py * samples + sy) + 0.5) / scale
                guard wellInside || insideRoundedSquare(x, y, inset: 0) else { continue }
                let color = nearTree && onTree(x, y, margin: 0) ? (r: 255, g: 255, b: 255) : row
                (red, green, blue, covered) = (red + color.r, green + color.g, blue + color.b, covered + 1)
            }
        }
        return (red, green, blue, covered)
    }

    /// The background at a height of the unit square: a vertical gradient from a light to a deep indigo.
    private static func gradient(atY y: Double) -> (r: Int, g: Int, b: Int) {
        let top = (r: 104.0, g: 116.0, b: 246.0)
        let bottom = (r: 58.0, g: 66.0, b: 196.0)
        return (
            Int((top.r + (bottom.r - top.r) * y).rounded()),
            Int((top.g + (bottom.g - top.g) * y).rounded()),
            Int((top.b + (bottom.b - top.b) * y).rounded())
        )
    }

    /// Whether a point lies on a node or an edge of the tree, drawn `margin` wider.
    private static func onTree(_ x: Double, _ y: Double, margin: Double) -> Bool {
        let onNode = distance(x, y, root) <= 0.115 + margin || children.contains { distance(x, y, $0) <= 0.1 + margin }
        return onNode || children.contains { distanceToSegment(x, y, root, $0) <= 0.034 + margin }
    }

    /// Whether any point within `radius` of a pixel's centre may lie on the tree: distances to a point
    /// and to a segment change no faster than the point moves, so a centre farther than `radius` (and
    /// a rounding error) from the tree has every sample off it. Most pixels are, and skip the measuring.
    private static func mayTouchTree(_ x: Double, _ y: Double, within radius: Double) -> Bool {
        onTree(x, y, margin: radius + 1e-9)
    }

    /// Whether a point lies inside the rounded square, shrunk by `inset` on every side. A pixel
    /// whose centre lies inside it shrunk by the pixel's half-diagonal lies wholly inside it.
    private static func insideRoundedSquare(_ x: Double, _ y: Double, inset: Double) -> Bool {
        let margin = 0.0625 + inset
        let radius = 0.19 - inset
        let halfInner = 0.5 - margin - radius
        let dx = max(abs(x - 0.5) - halfInner, 0)
        let dy = max(abs(y - 0.5) - halfInner, 0)
        return abs(x - 0.5) <= 0.5 - margin && abs(y - 0.5) <= 0.5 - margin && dx * dx + dy * dy <= radius * radius
    }

    private static func distance(_ x: Double, _ y: Double, _ point: (x: Double, y: Double)) -> Double {
        ((x - point.x) * (x - point.x) + (y - point.y) * (y - point.y)).squareRoot()
    }

    private static func distanceToSegment(_ x: Double, _ y: Double, _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let lengthSquared = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)
        let t = min(1, max(0, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / lengthSquared))
        return distance(x, y, (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)))
    }
}
