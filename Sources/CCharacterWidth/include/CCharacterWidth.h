#ifndef NIBKIT_CCHARACTERWIDTH_H
#define NIBKIT_CCHARACTERWIDTH_H
#include <stdint.h>
/// Cells a Unicode scalar takes on a terminal (wcwidth under a UTF-8 locale, whatever the
/// process locale is): 2 wide, 1 normal, 0 combining or zero-width, -1 unprintable.
int nk_character_width(uint32_t scalar);
#endif
