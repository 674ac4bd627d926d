// The wide ncurses API plus inline wrappers for the macros and globals Swift cannot import
// (or cannot touch in Swift 6 mode): inline functions only, no state. The signal flags, the
// self-pipe and the crash trap are C with state, in the CTerminal target (terminal.c).
#ifndef ARCADE_CNCURSES_SHIM_H
#define ARCADE_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, which hides the wide API: ask for it here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <string.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

static inline WINDOW *arcade_stdscr(void) { return stdscr; }
static inline WINDOW *arcade_curscr(void) { return curscr; }
/// newterm on the process's own stdin/stdout.
static inline SCREEN *arcade_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int arcade_lines(void) { return LINES; }
static inline int arcade_cols(void) { return COLS; }
static inline int arcade_colors(void) { return COLORS; }
static inline int arcade_color_pairs(void) { return COLOR_PAIRS; }
static inline int arcade_key_f(int n) { return KEY_F(n); }
static inline int arcade_wcwidth(wchar_t c) { return wcwidth(c); }

static inline attr_t arcade_a_normal(void) { return A_NORMAL; }
static inline attr_t arcade_a_bold(void) { return A_BOLD; }
static inline attr_t arcade_a_dim(void) { return A_DIM; }
static inline attr_t arcade_a_reverse(void) { return A_REVERSE; }
static inline attr_t arcade_a_underline(void) { return A_UNDERLINE; }

static inline mmask_t arcade_mouse_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline mmask_t arcade_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t arcade_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t arcade_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t arcade_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t arcade_button5_pressed(void) { return BUTTON5_PRESSED; }

/// Draws one cell (a grapheme cluster of up to a few code points) with a style.
static inline int arcade_put_cell(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
  cchar_t cc;
  if (setcchar(&cc, text, attrs, pair, NULL) != OK) return ERR;
  return mvwadd_wch(win, y, x, &cc);
}

/// The terminal (after setupterm) can move the cursor: `dumb` and hardcopy terminals cannot,
/// and curses would draw every line after the other.
static inline int arcade_has_cursor_addressing(void) {
  const char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}

/// After endwin on a terminal without an alternate screen (TERM=linux, vt100): what curses
/// drew is still there and the cursor sits on its last row, where the shell's prompt would
/// land in the footer. Clear the screen (cursor home), or failing that start a fresh line.
static inline void arcade_leave_without_alternate_screen(void) {
  const char *smcup = tigetstr("smcup");
  if (smcup != NULL && smcup != (char *)-1 && smcup[0] != 0) return;
  const char *clear = tigetstr("clear");
  if (clear != NULL && clear != (char *)-1 && clear[0] != 0) {
    putp(clear);
  } else {
    fputs("\r\n", stdout);
  }
  fflush(stdout);
}

/// The locale's character set is UTF-8 (after setlocale(LC_CTYPE, "")).
static inline int arcade_locale_is_utf8(void) {
  const char *cs = nl_langinfo(CODESET);
  return cs != NULL && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

#endif
