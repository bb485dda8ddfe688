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

// `xmlFree` is a global function pointer and `xmlTreeIndentString` a global variable (a macro on
// thread-enabled builds); Swift 6 refuses to touch mutable C globals, so reach them through C.
static inline void coordgen_xmlFree(void *pointer) { xmlFree(pointer); }
static inline void coordgen_setTreeIndentString(const char *indent) { xmlTreeIndentString = indent; }

#endif
