import Foundation
import TemplateIconDrawing
import XCTest

@testable import CoordgenKit

/// The template icons are well-formed PNGs: every chunk's CRC, the zlib stream's stored blocks and
/// Adler-32, and the pixels they decode to.
final class PNGEncoderTests: XCTestCase {
    func testChecksumsMatchTheirStandardTestVectors() {
        XCTAssertEqual(PNGEncoder.crc32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(PNGEncoder.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    func testIconsDecodeToTheirPixels() throws {
        for (size, data) in [(64, TemplateIcon.standard), (128, TemplateIcon.retina)] {
            let image = try DecodedPNG(data)
            XCTAssertEqual(image.width, size)
            XCTAssertEqual(image.height, size)
            XCTAssertEqual(image.rgba, TemplateIcon.pixels(size: size), "\(size)")
        }
    }

    /// The icons embedded at build time are the icons drawn now.
    func testEmbeddedIconsAreTheDrawnOnes() {
        XCTAssertEqual(TemplateIcon.standard, IconDrawing.png(size: 64))
        XCTAssertEqual(TemplateIcon.retina, IconDrawing.png(size: 128))
    }

    /// The icons' bytes are pinned: the drawing skips measuring pixels wholly off the tree or wholly
    /// inside the square, and that shortcut must not move a single pixel of what Xcode shows.
    func testIconBytesAreThoseDrawnSampleBySample() {
        XCTAssertEqual(
            SHA256Digest.hex(of: TemplateIcon.standard),
            "2d6f19e1f0b3b4c20b0c1c807b62d0c7f946f8027ea63f353c1ef00ae8a5254d")
        XCTAssertEqual(
            SHA256Digest.hex(of: TemplateIcon.retina),
            "b3e85406510017837918fb5fd1e0ccc40eec3b866aa6fa548a01f42e1398f046")
    }

    func testIconHasTransparentCornersAnIndigoBackgroundAndWhiteNodes() throws {
        let size = 64
        let pixels = TemplateIcon.pixels(size: size)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[((y * size + x) * 4)..<((y * size + x) * 4 + 4)]) }
        XCTAssertEqual(pixel(0, 0)[3], 0, "corner")
        XCTAssertEqual(pixel(63, 63)[3], 0, "corner")
        XCTAssertEqual(pixel(32, 20), [255, 255, 255, 255], "root node")
        XCTAssertEqual(pixel(18, 44), [255, 255, 255, 255], "child node")
        let background = pixel(32, 58)
        XCTAssertEqual(background[3], 255)
        XCTAssertGreaterThan(background[2], background[0], "indigo: more blue than red")
    }

    func testLargeImagesSpanSeveralStoredBlocks() throws {
        // 200 × 200 RGBA rows are 160 200 bytes: three stored blocks of at most 65 535 bytes.
        let rgba = (0..<(200 * 200 * 4)).map { UInt8($0 % 251) }
        let image = try DecodedPNG(PNGEncoder.encode(width: 200, height: 200, rgba: rgba))
        XCTAssertEqual(image.rgba, rgba)
        XCTAssertEqual(image.storedBlocks, 3)
    }
}

/// A decoder for exactly the PNGs `PNGEncoder` writes (RGBA, 8 bits, stored deflate blocks, no
/// filtering), checking everything it reads.
private struct DecodedPNG {
    struct Invalid: Error, CustomStringConvertible { let description: String }

    var width = 0
    var height = 0
    var rgba: [UInt8] = []
    var storedBlocks = 0

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Invalid(description: "no PNG signature") }
        var offset = 8
        var idat: [UInt8] = []
        var types: [String] = []
        while offset < bytes.count {
            let length = Int(Self.bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = Self.bigEndian(bytes, offset + 8 + length)
            guard crc == PNGEncoder.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)])) else {
                throw Invalid(description: "bad CRC in \(type)")
            }
            types.append(type)
            if type == "IHDR" {
                width = Int(Self.bigEndian(body, 0))
                height = Int(Self.bigEndian(body, 4))
                guard Array(body[8...]) == [8, 6, 0, 0, 0] else { throw Invalid(description: "not 8-bit RGBA") }
            }
            if type == "IDAT" { idat += body }
            offset += 12 + length
        }
        guard types == ["IHDR", "IDAT", "IEND"] else { throw Invalid(description: "chunks \(types)") }

        guard idat.count > 6, idat[0] == 0x78, (Int(idat[0]) * 256 + Int(idat[1])) % 31 == 0 else {
            throw Invalid(description: "bad zlib header")
        }
        var position = 2
        var raw: [UInt8] = []
        var last = false
        while !last {
            last = idat[position] & 1 == 1
            guard idat[position] >> 1 == 0 else { throw Invalid(description: "not a stored block") }
            let length = Int(idat[position + 1]) | Int(idat[position + 2]) << 8
            let complement = Int(idat[position + 3]) | Int(idat[position + 4]) << 8
            guard length ^ complement == 0xFFFF else { throw Invalid(description: "LEN and NLEN disagree") }
            raw += idat[(position + 5)..<(position + 5 + length)]
            position += 5 + length
            storedBlocks += 1
        }
        guard Self.bigEndian(idat, position) == PNGEncoder.adler32(raw), position + 4 == idat.count else {
            throw Invalid(description: "bad Adler-32")
        }

        let stride = width * 4 + 1
        guard raw.count == stride * height else { throw Invalid(description: "\(raw.count) bytes for \(width)×\(height)") }
        for row in 0..<height {
            guard raw[row * stride] == 0 else { throw Invalid(description: "row \(row) is filtered") }
            rgba += raw[(row * stride + 1)..<((row + 1) * stride)]
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
