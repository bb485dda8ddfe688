#ifndef COORDGEN_CLIBXML2_SHIM_H
#define COORDGEN_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU; its ICU headers clash with the ICU copy inside Foundation
// ("'UErrorCode' has different definitions in different modules"). coordgen never uses libxml2's
// ICU support, so switch it off before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <libxml/globals.h>

// Linux only (see Package.swift); on Apple platforms the SDK's `libxml2` module is used instead, so
// nothing coordgen needs may live here but the ICU switch: CoordgenKit/Xcode/Plist/LibXML2.swift reaches
// libxml2's globals from Swift on both.

#endif
