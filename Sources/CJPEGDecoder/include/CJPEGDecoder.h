#ifndef NIBKIT_CJPEGDECODER_H
#define NIBKIT_CJPEGDECODER_H
#include <stddef.h>

/* Decodes a JPEG picture with libjpeg, opened the first time one is decoded (dlopen), so a
   program that shows no JPEG never loads it. The C side exists for libjpeg's error handling,
   which leaves a failing decode by longjmp: Swift cannot catch that, C can.

   On success returns 1 and sets *width, *height and *rgba (width × height × 4 bytes, free with
   free()); a picture of more than max_pixels pixels is refused before its pixels are decoded.
   On failure returns 0 and writes why into message (NUL-terminated, at most message_size bytes). */
int nibkit_jpeg_decode(const unsigned char *bytes, size_t count, size_t max_pixels, int *width, int *height, unsigned char **rgba,
                       char *message, size_t message_size);

#endif
