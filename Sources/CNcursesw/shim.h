#ifndef NIBKIT_CNCURSESW_SHIM_H
#define NIBKIT_CNCURSESW_SHIM_H
/* SwiftPM drops pkg-config's defines: ask for the wide-character API ourselves. */
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Macros Swift cannot import, as constants and functions. */
static const mmask_t nk_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t nk_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const attr_t nk_A_NORMAL = A_NORMAL;
static const attr_t nk_A_BOLD = A_BOLD;
static const attr_t nk_A_DIM = A_DIM;
static const attr_t nk_A_UNDERLINE = A_UNDERLINE;
static const attr_t nk_A_REVERSE = A_REVERSE;
static const attr_t nk_A_ITALIC = A_ITALIC;
static const int nk_KEY_RESIZE = KEY_RESIZE;
static const int nk_KEY_MOUSE = KEY_MOUSE;
static const int nk_ERR = ERR;
static const int nk_OK = OK;
static inline int nk_KEY_F(int n) { return KEY_F(n); }
static inline int nk_COLOR_PAIR(int n) { return COLOR_PAIR(n); }

/* Added for NibKitTerminal: key codes and the standard streams, which Swift 6
   cannot import (function-like macros) or rejects (mutable C globals). */
#include <stdio.h>
static const int nk_KEY_CODE_YES = KEY_CODE_YES;
static inline FILE *nk_stdin(void) { return stdin; }
static inline FILE *nk_stdout(void) { return stdout; }
/* tigetstr answers (char *)-1 for "not a string capability": normalise that to NULL. */
static inline const char *nk_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}
static inline WINDOW *nk_stdscr(void) { return stdscr; }
static inline WINDOW *nk_curscr(void) { return curscr; }
static inline int nk_COLORS(void) { return COLORS; }
static inline int nk_COLOR_PAIRS(void) { return COLOR_PAIRS; }
/* sigaction is both a struct and a function, which Swift cannot tell apart: install and put
   back crash handlers here. */
#include <signal.h>
#include <string.h>
static inline int nk_install_signal_handler(int signal, void (*handler)(int), struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER;
    return sigaction(signal, &action, previous);
}
static inline int nk_restore_signal_handler(int signal, const struct sigaction *previous) {
    return sigaction(signal, previous, NULL);
}
static inline int nk_signal_was_ignored(const struct sigaction *previous) {
    return previous->sa_handler == SIG_IGN;
}
/* Raw mode, but Ctrl-C raises SIGINT (ISIG), so that it reaches a program busy in its own
   code; Ctrl-\ and Ctrl-Z raise nothing and stay keys. c_cc is a tuple in Swift. */
#include <termios.h>
#include <unistd.h>
static inline int nk_keep_interrupt_key(int descriptor) {
    struct termios modes;
    if (tcgetattr(descriptor, &modes) != 0) return -1;
    modes.c_lflag |= ISIG;
    modes.c_cc[VQUIT] = _POSIX_VDISABLE;
    modes.c_cc[VSUSP] = _POSIX_VDISABLE;
    return tcsetattr(descriptor, TCSANOW, &modes);
}
#endif
