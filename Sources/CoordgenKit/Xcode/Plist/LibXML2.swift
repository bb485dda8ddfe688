// The one place that knows where libxml2 comes from. On Linux it is the `CLibXML2` system-library
// target (the distribution's libxml2, found through pkg-config); on Apple platforms it is the SDK's
// own Clang module, `libxml2`, so a Mac builds coordgen with nothing but Xcode or the command-line
// tools. Package.swift makes CLibXML2 a dependency on Linux only, which is what `canImport` sees.
#if canImport(CLibXML2)
    @_exported import CLibXML2
#else
    @_exported import libxml2
#endif

/// The two libxml2 globals the plist writer touches, reached through functions.
///
/// Swift 6 refuses to read or write imported mutable C globals (`xmlFree` is a global function
/// pointer, `xmlTreeIndentString` a per-thread global behind a macro), and a C helper for them would
/// only exist on Linux, where the CLibXML2 shim is ours; the SDK's module has no room for one. Both
/// have accessor functions in every thread-enabled libxml2 (Debian's and Apple's), so the same Swift
/// runs on both platforms.
enum LibXML2 {
    /// Frees memory libxml2 allocated and handed over (e.g. by `xmlDocDumpFormatMemoryEnc`).
    ///
    /// `xmlMemGet` reports the deallocator libxml2 is currently configured with, which is what
    /// `xmlFree(pointer)` would call.
    static func free(_ pointer: UnsafeMutableRawPointer?) {
        var deallocator: xmlFreeFunc?
        guard xmlMemGet(&deallocator, nil, nil, nil) == 0, let deallocator else { return }
        deallocator(pointer)
    }

    /// Sets the indentation libxml2's formatted output uses on the calling thread.
    ///
    /// libxml2 stores the pointer, not a copy, so `indent` must outlive every later dump on this
    /// thread: pass a string literal's storage.
    static func setTreeIndentString(_ indent: UnsafePointer<CChar>) {
        // What the `xmlTreeIndentString` macro expands to in a thread-enabled build.
        __xmlTreeIndentString().pointee = indent
    }
}
