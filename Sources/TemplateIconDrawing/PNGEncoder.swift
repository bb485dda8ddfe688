import Foundation

/// Encodes RGBA pixels as a PNG file, byte for byte the same on every platform.
///
/// Foundation on Linux has no zlib, so the image data goes into *stored* (uncompressed) deflate
/// blocks, which every PNG reader accepts: an icon of 128×128 pixels is about 64 KB, small enough
/// not to need compression. The checksums PNG and zlib require (CRC-32, Adler-32) are computed here.
public enum PNGEncoder {
    /// The PNG of an image `width` × `height` whose pixels are `rgba`, row by row, four bytes each
    /// (straight, not premultiplied, alpha).
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "rgba must hold width × height pixels")
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits per channel, colour type 6 (RGBA), deflate, no filtering method, no interlace.
        header.append(contentsOf: [8, 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)

        // Each row starts with its filter type, 0 (none).
        var scanlines = Data(capacity: (width * 4 + 1) * height)
        for row in 0..<height {
            scanlines.append(0)
            scanlines.append(contentsOf: rgba[(row * width * 4)..<((row + 1) * width * 4)])
        }
        appendChunk("IDAT", zlibStored(scanlines), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// A zlib stream holding `data` in stored deflate blocks of at most 65 535 bytes.
    static func zlibStored(_ data: Data) -> Data {
        // CMF 0x78: deflate with a 32 KB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var stream = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            stream.append(isLast ? 1 : 0)  // BFINAL, and BTYPE 00: stored
            stream.appendLittleEndian(UInt16(length))
            stream.appendLittleEndian(~UInt16(length))
            stream.append(contentsOf: bytes[offset..<(offset + length)])
            offset += length
        } while offset < bytes.count
        stream.appendBigEndian(adler32(bytes))
        return stream
    }

    /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
        let typeAndData = Data(type.utf8) + data
        png.appendBigEndian(UInt32(data.count))
        png.append(typeAndData)
        png.appendBigEndian(crc32([UInt8](typeAndData)))
    }

    /// The CRC-32 of ISO 3309 / ITU-T V.42 that PNG chunks end with.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The Adler-32 checksum that ends a zlib stream.
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendLittleEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }
}
