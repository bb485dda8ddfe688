import Foundation

/// The icon Xcode shows beside coordgen's templates: three white nodes joined as a tree (a
/// coordinator and its two children) on a rounded indigo square.
///
/// Drawn in code rather than shipped as a binary, so it has no source file to lose, and with
/// arithmetic only (no trigonometry), so the PNG bytes are the same on every machine.
public enum TemplateIcon {
    /// `TemplateIcon.png`: 64 × 64 pixels.
    public static var standard: Data { png(size: 64) }

    /// `TemplateIcon@2x.png`: 128 × 128 pixels, for Retina displays.
    public static var retina: Data { png(size: 128) }

    /// The file names Xcode looks for in a template bundle, with their contents. Drawn once: every
    /// bundle of every style has the same icon.
    public static let files: [(name: String, contents: Data)] = [("TemplateIcon.png", standard), ("TemplateIcon@2x.png", retina)]

    /// The icon at `size` × `size` pixels.
    public static func png(size: Int) -> Data {
        PNGEncoder.encode(width: size, height: size, rgba: pixels(size: size))
    }

    /// Samples per pixel along each axis; 4 × 4 gives smooth edges.
    private static let samples = 4

    private static let root = (x: 0.5, y: 0.31)
    private static let children = [(x: 0.29, y: 0.69), (x: 0.71, y: 0.69)]

    /// RGBA rows, straight alpha.
    static func pixels(size: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        let scale = Double(size * samples)
        let halfDiagonal = 0.5.squareRoot() / Double(size)
        for py in 0..<size {
            for px in 0..<size {
                let centre = (x: (Double(px) + 0.5) / Double(size), y: (Double(py) + 0.5) / Double(size))
                let nearTree = mayTouchTree(centre.x, centre.y, within: halfDiagonal)
                let wellInside = insideRoundedSquare(centre.x, centre.y, inset: halfDiagonal + 1e-9)
                // The colour of the covered samples, and the share covered as alpha: smooth edges.
                var red = 0, green = 0, blue = 0, covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(px * samples + sx) + 0.5) / scale
                        let y = (Double(py * samples + sy) + 0.5) / scale
                        guard let color = color(atX: x, y: y, nearTree: nearTree, wellInside: wellInside) else { continue }
                        red += color.r
                        green += color.g
                        blue += color.b
                        covered += 1
                    }
                }
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

    /// The colour at a point of the unit square, or `nil` outside the rounded square. `nearTree` is
    /// false where the point's pixel lies wholly off the tree, `wellInside` true where it lies wholly
    /// inside the square: either then needs no measuring.
    private static func color(atX x: Double, y: Double, nearTree: Bool, wellInside: Bool) -> (r: Int, g: Int, b: Int)? {
        guard wellInside || insideRoundedSquare(x, y, inset: 0) else { return nil }
        if nearTree && onTree(x, y, margin: 0) {
            return (255, 255, 255)
        }
        // A vertical gradient from a light to a deep indigo.
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
