#include "CJPEGDecoder.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/* libjpeg's functions, found in the library opened once, by whichever thread decodes first
   (jpeg_create_decompress is a macro for jpeg_CreateDecompress). */
static pthread_once_t opened = PTHREAD_ONCE_INIT;
static struct {
    int ready;
    struct jpeg_error_mgr *(*std_error)(struct jpeg_error_mgr *);
    void (*create)(j_decompress_ptr, int, size_t);
    void (*mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
    int (*read_header)(j_decompress_ptr, boolean);
    boolean (*start)(j_decompress_ptr);
    JDIMENSION (*read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
    boolean (*finish)(j_decompress_ptr);
    void (*destroy)(j_decompress_ptr);
    char why[160];
} lib;

static void open_library(void) {
    const char *names[] = {"libjpeg.so.62", "libjpeg.so.8", "libjpeg.so", "libjpeg.dylib"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !handle; i++) handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(lib.why, sizeof lib.why, "showing JPEG pictures needs libjpeg, which could not be opened; install it (Debian: apt-get install libjpeg62-turbo)");
        return;
    }
    lib.std_error = dlsym(handle, "jpeg_std_error");
    lib.create = dlsym(handle, "jpeg_CreateDecompress");
    lib.mem_src = dlsym(handle, "jpeg_mem_src");
    lib.read_header = dlsym(handle, "jpeg_read_header");
    lib.start = dlsym(handle, "jpeg_start_decompress");
    lib.read_scanlines = dlsym(handle, "jpeg_read_scanlines");
    lib.finish = dlsym(handle, "jpeg_finish_decompress");
    lib.destroy = dlsym(handle, "jpeg_destroy_decompress");
    lib.ready = lib.std_error && lib.create && lib.mem_src && lib.read_header && lib.start && lib.read_scanlines && lib.finish && lib.destroy;
    if (!lib.ready) snprintf(lib.why, sizeof lib.why, "the libjpeg opened lacks a function NibKit calls");
}

/* An error manager that leaves by longjmp, with libjpeg's message, instead of exiting. */
struct failing {
    struct jpeg_error_mgr manager;
    jmp_buf leave;
    char message[JMSG_LENGTH_MAX];
};

static void fail(j_common_ptr info) {
    struct failing *failing = (struct failing *)info->err;
    info->err->format_message(info, failing->message);
    longjmp(failing->leave, 1);
}

static void stay_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

int nibkit_jpeg_decode(const unsigned char *bytes, size_t count, size_t max_pixels, int *width, int *height, unsigned char **rgba,
                       char *message, size_t message_size) {
    *rgba = NULL;
    pthread_once(&opened, open_library);
    if (!lib.ready) {
        snprintf(message, message_size, "%s", lib.why);
        return 0;
    }
    /* Zeroed, so that a failure inside jpeg_CreateDecompress leaves nothing to destroy. */
    struct jpeg_decompress_struct info;
    memset(&info, 0, sizeof info);
    struct failing failing;
    memset(&failing, 0, sizeof failing);
    info.err = lib.std_error(&failing.manager);
    failing.manager.error_exit = fail;
    failing.manager.emit_message = stay_quiet;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    if (setjmp(failing.leave)) {
        snprintf(message, message_size, "a damaged JPEG picture (libjpeg: %s)", failing.message);
        free(pixels);
        free(row);
        lib.destroy(&info);
        return 0;
    }
    lib.create(&info, JPEG_LIB_VERSION, sizeof info);
    lib.mem_src(&info, bytes, (unsigned long)count);
    lib.read_header(&info, TRUE);
    if ((size_t)info.image_width * info.image_height > max_pixels || info.image_width == 0 || info.image_height == 0) {
        snprintf(message, message_size, "a picture of %u × %u pixels, more than NibKit shows (%zu pixels)", info.image_width, info.image_height,
                 max_pixels);
        lib.destroy(&info);
        return 0;
    }
    info.out_color_space = JCS_RGB;
    lib.start(&info);
    size_t w = info.output_width, h = info.output_height;
    pixels = malloc(w * h * 4);
    row = malloc(w * 3);
    if (!pixels || !row) {
        snprintf(message, message_size, "not enough memory for a picture of %zu × %zu pixels", w, h);
        free(pixels);
        free(row);
        lib.destroy(&info);
        return 0;
    }
    while (info.output_scanline < h) {
        JSAMPROW rows[1] = {row};
        size_t y = info.output_scanline;
        lib.read_scanlines(&info, rows, 1);
        for (size_t x = 0; x < w; x++) {
            memcpy(pixels + (y * w + x) * 4, row + x * 3, 3);
            pixels[(y * w + x) * 4 + 3] = 255;
        }
    }
    lib.finish(&info);
    lib.destroy(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    *rgba = pixels;
    return 1;
}
