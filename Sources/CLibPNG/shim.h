#ifndef NIBKIT_CLIBPNG_SHIM_H
#define NIBKIT_CLIBPNG_SHIM_H
#include <png.h>
#endif
