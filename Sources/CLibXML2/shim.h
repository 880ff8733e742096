#ifndef NIBKIT_CLIBXML2_SHIM_H
#define NIBKIT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Without ICU's headers: their UErrorCode clashes with Foundation's own ICU (_FoundationICU) in
   any Swift module that sees both, which broke clean builds of the tests. NibKit uses no
   declaration of libxml2's that needs them (the ICU converter is inside the library). */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#endif
