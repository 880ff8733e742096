#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <wchar.h>
#include "CCharacterWidth.h"

static locale_t utf8_locale(void) {
    static locale_t locale = (locale_t)0;
    if (locale == (locale_t)0) {
        locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
        if (locale == (locale_t)0) locale = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
    }
    return locale;
}

int nk_character_width(uint32_t scalar) {
    locale_t locale = utf8_locale();
    if (locale == (locale_t)0) return 1; /* no UTF-8 locale at all: one column each */
    locale_t previous = uselocale(locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
