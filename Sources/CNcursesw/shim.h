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
static inline int nk_COLOR_PAIRS(void) { return COLOR_PAIRS; }
/* sigaction is both a struct and a function, which Swift cannot tell apart: every signal
   handler is installed, reset and put back here. Handlers run with SA_NODEFER (a signal raised
   again inside its handler is delivered at once) and without SA_RESTART (a read waiting for
   input returns, so the program sees the flag its handler set). */
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
/* Installs `handler` unless the program was started ignoring `signal` (nohup, a background
   job), which then stays ignored. The disposition found is asked for first and kept in
   `previous` either way, for nk_restore_signal_handler, so there is no moment when an ignored
   signal is handled. Answers 1 if installed, 0 if left ignored, -1 on error. */
static inline int nk_install_unless_ignored(int signal, void (*handler)(int), struct sigaction *previous) {
    if (sigaction(signal, NULL, previous) != 0) return -1;
    if (previous->sa_handler == SIG_IGN) return 0;
    return nk_install_signal_handler(signal, handler, NULL) == 0 ? 1 : -1;
}
/* The default action for `signal`, before raising it again to end the process or stop it. */
static inline int nk_default_signal_handler(int signal, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(signal, &action, previous);
}
static inline int nk_restore_signal_handler(int signal, const struct sigaction *previous) {
    return sigaction(signal, previous, NULL);
}
/* Raw mode, but Ctrl-C raises SIGINT (ISIG), so that it reaches a program busy in its own
   code; unless the program was started ignoring SIGINT (`cmd &` from a script), when the signal
   would be lost: then Ctrl-C stays the byte 0x03, read as the Ctrl-C key. Ctrl-\ and Ctrl-Z
   raise nothing and stay keys. c_cc is a tuple in Swift. */
#include <termios.h>
#include <unistd.h>
static inline int nk_keep_interrupt_key(int descriptor) {
    struct termios modes;
    struct sigaction interrupt;
    if (tcgetattr(descriptor, &modes) != 0) return -1;
    if (sigaction(SIGINT, NULL, &interrupt) != 0 || interrupt.sa_handler != SIG_IGN) modes.c_lflag |= ISIG;
    modes.c_cc[VQUIT] = _POSIX_VDISABLE;
    modes.c_cc[VSUSP] = _POSIX_VDISABLE;
    return tcsetattr(descriptor, TCSANOW, &modes);
}
/* What terminfo says of a terminal type's colours, read without starting ncurses on it (setupterm
   on a terminal of its own, deleted after): colors#, whether it has the RGB capability (ncurses'
   direct colour; boolean, number or string) and CO# (how many of the lowest colour numbers are
   palette entries; -1 when absent). Answers -1 when terminfo does not know the type. term.h
   comes last: its macros name capabilities with ordinary words. */
#include <ncursesw/term.h>
static inline int nk_terminfo_colors(const char *nk_name, int *nk_colors, int *nk_rgb, int *nk_palette) {
    int nk_error = 0;
    TERMINAL *nk_previous = cur_term;
    if (setupterm(nk_name, STDOUT_FILENO, &nk_error) != OK) {
        set_curterm(nk_previous);
        return -1;
    }
    const char *nk_rgb_string = tigetstr("RGB");
    *nk_colors = tigetnum("colors");
    *nk_rgb = tigetflag("RGB") == 1 || tigetnum("RGB") > 0 || (nk_rgb_string != NULL && nk_rgb_string != (char *)-1);
    *nk_palette = tigetnum("CO");
    del_curterm(cur_term);
    set_curterm(nk_previous);
    return 0;
}
#endif
