// The wide ncurses API plus inline wrappers for the macros and globals Swift cannot import
// (or cannot touch in Swift 6 mode). The project's other C is Sources/ArcadeStart.
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
#include <stdlib.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <string.h>
#include <fcntl.h>
#include <errno.h>
#include <fcntl.h>
#include <execinfo.h>
#include <unwind.h>
#include <malloc.h>
#include <sys/syscall.h>
#include <linux/memfd.h>
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
/// A close-on-exec file that lives in memory only (memfd_create, which glibc declares only
/// under _GNU_SOURCE); -1 where the kernel refuses it.
static inline int arcade_memory_file(const char *name) {
  return (int)syscall(SYS_memfd_create, name, (unsigned)MFD_CLOEXEC);
}

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

// ---------------------------------------------------------------------------------------------
// State below is `static`: Swift emits a copy into EACH object file that uses it, so every
// function touching it must be called from one Swift file (NcursesBackend.swift).
//
// Signals. Handlers only set a flag and write one byte to the wake pipe (async-signal-safe);
// the run loop does the rest. Installed BEFORE newterm so ncurses keeps its hands off
// SIGINT/SIGTERM/SIGTSTP (its own SIGINT handler would _exit and lose records).

static volatile sig_atomic_t arcade_pending_signal = 0;
static volatile sig_atomic_t arcade_pending_suspend = 0;
static int arcade_wake_fds[2] = {-1, -1};

static inline int arcade_wake_read_fd(void) { return arcade_wake_fds[0]; }
static inline void arcade_wake(void) {
  if (arcade_wake_fds[1] >= 0) {
    int saved = errno;
    ssize_t ignored = write(arcade_wake_fds[1], "w", 1);
    (void)ignored;
    errno = saved;
  }
}
static inline void arcade_drain_wake(void) {
  char buf[256];
  while (read(arcade_wake_fds[0], buf, sizeof buf) > 0) {}
}
static inline int arcade_take_signal(void) { int s = arcade_pending_signal; arcade_pending_signal = 0; return s; }
static inline int arcade_take_suspend(void) { int s = arcade_pending_suspend; arcade_pending_suspend = 0; return s; }

static void arcade_on_quit_signal(int sig) { arcade_pending_signal = sig; arcade_wake(); }
static void arcade_on_suspend_signal(int sig) { (void)sig; arcade_pending_suspend = 1; arcade_wake(); }

static inline int arcade_install_signal_handlers(void) {
  if (pipe(arcade_wake_fds) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(arcade_wake_fds[i], F_SETFL, fcntl(arcade_wake_fds[i], F_GETFL) | O_NONBLOCK);
    fcntl(arcade_wake_fds[i], F_SETFD, FD_CLOEXEC);
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_handler = arcade_on_quit_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  // Ctrl-\: without this the Swift runtime's backtracer takes it (drawing over the game and
  // prompting), and a second one dumps core with the terminal still in curses mode.
  sigaction(SIGQUIT, &sa, NULL);
  sa.sa_handler = arcade_on_suspend_signal;
  sigaction(SIGTSTP, &sa, NULL);
  return 0;
}

/// Stops the process as Ctrl-Z would (the caller has left curses mode first); returns on SIGCONT.
static inline void arcade_stop_self(void) {
  struct sigaction dfl, ours;
  memset(&dfl, 0, sizeof dfl);
  sigemptyset(&dfl.sa_mask);
  dfl.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &dfl, &ours);
  raise(SIGTSTP);
  sigaction(SIGTSTP, &ours, NULL);
}

// ---------------------------------------------------------------------------------------------
// Crash trap: put the terminal back (reset sequence saved from terminfo + saved termios),
// replay the log of stderr to the real stderr, then hand the signal to the previous handler
// (Swift's backtracer) so the message and backtrace reach the user on a sane terminal.

// Swift's importer emits a header's static scalars but not its static arrays or structs, so
// those live in one function-local static.
struct arcade_crash_state {
  struct termios saved_termios;
  char reset_seq[512];
  struct sigaction previous[65];
  char replay_path[1024];
};
static inline struct arcade_crash_state *arcade_crash(void) {
  static struct arcade_crash_state state;
  return &state;
}
#define arcade_saved_termios (arcade_crash()->saved_termios)
#define arcade_reset_seq (arcade_crash()->reset_seq)
#define arcade_previous_crash (arcade_crash()->previous)
static int arcade_have_termios = 0;
static size_t arcade_reset_len = 0;
static int arcade_log_fd = -1;
static int arcade_real_stderr = -1;
// The session's replay: a file being written (--record), or lines kept in memory that the
// trap writes to replay_path. Either way the trap ends it with a crash line and names it.
static int arcade_replay_fd = -1;
static const char *volatile arcade_replay_memory = NULL;
static volatile size_t arcade_replay_memory_len = 0;

static inline void arcade_save_termios(void) {
  if (tcgetattr(STDIN_FILENO, &arcade_saved_termios) == 0) arcade_have_termios = 1;
}
static inline void arcade_restore_termios(void) {
  if (arcade_have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &arcade_saved_termios);
}
static inline void arcade_append_reset(const char *seq) {
  if (seq == NULL || seq == (char *)-1) return;
  size_t n = strlen(seq);
  if (arcade_reset_len + n < sizeof arcade_reset_seq) {
    memcpy(arcade_reset_seq + arcade_reset_len, seq, n);
    arcade_reset_len += n;
  }
}
/// Saves the sequence that undoes what curses did: mouse off, attributes off, cursor on,
/// leave the alternate screen.
static inline void arcade_save_reset_sequence(void) {
  arcade_reset_len = 0;
  arcade_append_reset("\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1015l");
  arcade_append_reset(tigetstr("sgr0"));
  arcade_append_reset(tigetstr("cnorm"));
  arcade_append_reset(tigetstr("rmcup"));
  arcade_append_reset(tigetstr("rmkx"));
  arcade_append_reset("\r\n");
}
static inline void arcade_set_stderr_log(int log_fd, int real_stderr) {
  arcade_log_fd = log_fd;
  arcade_real_stderr = real_stderr;
}

/// What the crash signal means (async-signal-safe: constant strings only).
static inline const char *arcade_crash_reason(int sig) {
  switch (sig) {
  case SIGILL: return "illegal instruction (SIGILL), a Swift runtime trap such as an overflow or a failed check";
  case SIGTRAP: return "trace trap (SIGTRAP), a Swift runtime trap such as an overflow or a failed check";
  case SIGSEGV: return "invalid memory access (SIGSEGV)";
  case SIGBUS: return "bus error (SIGBUS)";
  case SIGABRT: return "aborted (SIGABRT)";
  case SIGFPE: return "arithmetic exception (SIGFPE)";
  default: return "a fatal signal";
  }
}

static inline void arcade_write_text(const char *text) {
  ssize_t ignored = write(STDERR_FILENO, text, strlen(text));
  (void)ignored;
}

static inline void arcade_set_crash_replay(int fd, const char *path, const char *memory, size_t len) {
  arcade_replay_fd = fd;
  arcade_crash()->replay_path[0] = 0;
  if (path != NULL) strncpy(arcade_crash()->replay_path, path, sizeof arcade_crash()->replay_path - 1);
  arcade_replay_memory = memory;
  arcade_replay_memory_len = len;
}

/// The lines kept in memory grew (moved or got longer).
static inline void arcade_set_crash_replay_memory(const char *memory, size_t len) {
  arcade_replay_memory = memory;
  arcade_replay_memory_len = len;
}

/// Ends the replay with `{"e":"crash","signal":N}` and prints where it is (async-signal-safe).
static inline void arcade_write_crash_replay(int sig) {
  const char *path = arcade_crash()->replay_path;
  if (path[0] == 0) return;
  int fd = arcade_replay_fd;
  int opened = 0;
  if (fd < 0 && arcade_replay_memory != NULL) {
    fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return;
    opened = 1;
    const char *p = arcade_replay_memory;
    size_t left = arcade_replay_memory_len;
    while (left > 0) {
      ssize_t n = write(fd, p, left);
      if (n <= 0) break;
      p += n;
      left -= (size_t)n;
    }
  }
  if (fd < 0) return;
  char line[48] = "{\"e\":\"crash\",\"signal\":";
  size_t n = strlen(line);
  char digits[12];
  int count = 0;
  int value = sig;
  do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value > 0 && count < 11);
  while (count > 0) line[n++] = digits[--count];
  line[n++] = '}';
  line[n++] = '\n';
  ssize_t ignored = write(fd, line, n);
  (void)ignored;
  if (opened) close(fd);
  arcade_write_text("arcade: the session's replay: ");
  arcade_write_text(path);
  arcade_write_text(" (arcade replay <file> plays it)\n");
}

// The stack of a crash, walked by the unwinder itself: glibc's backtrace() would dlopen
// libgcc_s on its first call (not safe in a signal handler, so it had to be warmed at every
// start: a library mapped, relocated and its tables read for nothing). The release build
// links the unwinder statically (-static-libgcc), so nothing is loaded, now or at a crash.
struct arcade_frames {
  void **frames;
  int count;
  int capacity;
};

static _Unwind_Reason_Code arcade_collect_frame(struct _Unwind_Context *context, void *arg) {
  struct arcade_frames *walk = arg;
  if (walk->count >= walk->capacity) return _URC_END_OF_STACK;
  walk->frames[walk->count++] = (void *)_Unwind_GetIP(context);
  return _URC_NO_REASON;
}

static void arcade_on_crash(int sig, siginfo_t *info, void *context) {
  (void)context;
  ssize_t ignored = write(STDOUT_FILENO, arcade_reset_seq, arcade_reset_len);
  arcade_restore_termios();
  if (arcade_log_fd >= 0 && arcade_real_stderr >= 0) {
    char buf[4096];
    ssize_t n;
    lseek(arcade_log_fd, 0, SEEK_SET);
    while ((n = read(arcade_log_fd, buf, sizeof buf)) > 0) ignored = write(arcade_real_stderr, buf, (size_t)n);
    dup2(arcade_real_stderr, STDERR_FILENO);
  }
  // Our own report first, so a crash always says what happened even where the runtime's
  // backtracer is missing or disabled; the backtracer (chained below) adds the stack.
  (void)ignored;
  // Sent by kill/raise (si_code <= 0); by another process unless it is our own abort().
  int sent = info == NULL || info->si_code <= 0;
  int from_elsewhere = info == NULL || (sent && info->si_pid != getpid());
  arcade_write_text(from_elsewhere ? "arcade: stopped by a signal from another process: " : "arcade: crashed: ");
  arcade_write_text(arcade_crash_reason(sig));
  arcade_write_text(from_elsewhere ? " — the terminal was restored.\n"
                         : " — the terminal was restored; please report this with the lines that follow.\n");
  arcade_write_crash_replay(sig);
  // No runtime backtracer to chain to (a build with the Swift runtime linked statically has
  // none): print the stack ourselves, as offsets `addr2line` can name.
  struct sigaction *previous = &arcade_previous_crash[sig];
  if (!from_elsewhere && (previous->sa_flags & SA_SIGINFO) == 0 && previous->sa_handler == SIG_DFL) {
    void *frames[64];
    struct arcade_frames walk = {frames, 0, 64};
    _Unwind_Backtrace(arcade_collect_frame, &walk);
    arcade_write_text("Backtrace (name the frames with: addr2line -Cfpe <arcade binary> <+offsets>):\n");
    backtrace_symbols_fd(frames, walk.count, STDERR_FILENO);
  }
  sigaction(sig, &arcade_previous_crash[sig], NULL);
  // Sent by kill/raise: send it again, to the old handler; if that one returns, die by the
  // default action. A real fault faults again on return, to the old handler.
  if (sent) {
    raise(sig);
    signal(sig, SIG_DFL);
    raise(sig);
  }
}

static inline void arcade_install_crash_handlers(void) {
  int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_sigaction = arcade_on_crash;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESETHAND;
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    sigaction(signals[i], &sa, &arcade_previous_crash[signals[i]]);
  }
}

/// poll() on stdin and (when watch_wake) the wake pipe; returns poll's result, revents of both
/// in *in / *wake. Signals still interrupt it (EINTR).
static inline int arcade_poll_input(int timeout_ms, int watch_wake, int *in, int *wake) {
  struct pollfd fds[2];
  fds[0].fd = STDIN_FILENO;
  fds[0].events = POLLIN;
  fds[0].revents = 0;
  fds[1].fd = watch_wake ? arcade_wake_fds[0] : -1;  // poll skips a negative fd
  fds[1].events = POLLIN;
  fds[1].revents = 0;
  int r = poll(fds, 2, timeout_ms);
  *in = fds[0].revents;
  *wake = fds[1].revents;
  return r;
}

#endif
