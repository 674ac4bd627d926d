// See terminal.h. Everything here is process-wide state that a signal handler reads, so it
// lives in this one file, once.
#include "terminal.h"

#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <linux/memfd.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>
#include <unwind.h>

// ---- Signals

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t pending_suspend = 0;
static volatile sig_atomic_t pending_wake = 0;
static int signal_pipe[2] = {-1, -1};

static void note_signal(void) {
  if (signal_pipe[1] >= 0) {
    int saved = errno;
    ssize_t ignored = write(signal_pipe[1], "s", 1);
    (void)ignored;
    errno = saved;
  }
}

static void on_quit_signal(int sig) {
  pending_signal = sig;
  note_signal();
}

static void on_suspend_signal(int sig) {
  (void)sig;
  pending_suspend = 1;
  note_signal();
}

// ncurses' own SIGWINCH handler only sets its flag: a resize that lands after the last read
// and before poll would wait for the next key or deadline. Ours calls it, then wakes poll.
static struct sigaction curses_winch;

static void on_window_change(int sig) {
  if (curses_winch.sa_handler != SIG_DFL && curses_winch.sa_handler != SIG_IGN) {
    if (curses_winch.sa_flags & SA_SIGINFO) {
      curses_winch.sa_sigaction(sig, NULL, NULL);
    } else {
      curses_winch.sa_handler(sig);
    }
  }
  note_signal();
}

void arcade_wake_on_resize(void) {
  struct sigaction current;
  if (sigaction(SIGWINCH, NULL, &current) != 0 || current.sa_handler == on_window_change) return;
  curses_winch = current;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_handler = on_window_change;
  sa.sa_flags = current.sa_flags & SA_RESTART;
  sigaction(SIGWINCH, &sa, NULL);
}

int arcade_install_signal_handlers(void) {
  if (signal_pipe[0] < 0) {
    if (pipe(signal_pipe) != 0) return -1;
    for (int i = 0; i < 2; i++) {
      fcntl(signal_pipe[i], F_SETFL, fcntl(signal_pipe[i], F_GETFL) | O_NONBLOCK);
      fcntl(signal_pipe[i], F_SETFD, FD_CLOEXEC);
    }
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_handler = on_quit_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  // Ctrl-\: without this the Swift runtime's backtracer takes it (drawing over the game and
  // prompting), and a second one dumps core with the terminal still in curses mode.
  sigaction(SIGQUIT, &sa, NULL);
  sa.sa_handler = on_suspend_signal;
  sigaction(SIGTSTP, &sa, NULL);
  return 0;
}

int arcade_take_signal(void) {
  int s = pending_signal;
  pending_signal = 0;
  return s;
}

int arcade_take_suspend(void) {
  int s = pending_suspend;
  pending_suspend = 0;
  return s;
}

void arcade_wake_loop(void) {
  pending_wake = 1;
  note_signal();
}

int arcade_take_wake(void) {
  int s = pending_wake;
  pending_wake = 0;
  return s;
}

void arcade_drain_signal_pipe(void) {
  char buf[256];
  while (read(signal_pipe[0], buf, sizeof buf) > 0) {}
}

void arcade_stop_self(void) {
  struct sigaction dfl, ours;
  memset(&dfl, 0, sizeof dfl);
  sigemptyset(&dfl.sa_mask);
  dfl.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &dfl, &ours);
  raise(SIGTSTP);
  sigaction(SIGTSTP, &ours, NULL);
}

int arcade_signal_pipe_fd(void) { return signal_pipe[0]; }

int arcade_poll_input(int timeout_ms, int watch_signals, int *in, int *signalled) {
  struct pollfd fds[2];
  fds[0].fd = STDIN_FILENO;
  fds[0].events = POLLIN;
  fds[0].revents = 0;
  fds[1].fd = watch_signals ? signal_pipe[0] : -1;  // poll skips a negative fd
  fds[1].events = POLLIN;
  fds[1].revents = 0;
  int r = poll(fds, 2, timeout_ms);
  *in = fds[0].revents;
  *signalled = fds[1].revents;
  return r;
}

int arcade_memory_file(const char *name) {
  // glibc declares memfd_create only under _GNU_SOURCE: the system call itself.
  return (int)syscall(SYS_memfd_create, name, (unsigned)MFD_CLOEXEC);
}

// ---- The standard descriptors

int arcade_guard_standard_descriptors(void) {
  int closed = 0;
  for (int fd = 0; fd <= 2; fd++) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    closed++;
    // The lowest free descriptor: this one, since those below it are open by now.
    int opened = open("/dev/null", O_RDONLY);
    if (opened >= 0 && opened != fd) {
      dup2(opened, fd);
      close(opened);
    }
  }
  return closed;
}

static volatile int output_error = 0;

int arcade_write_all(int fd, const void *bytes, size_t count) {
  const char *next = bytes;
  while (count > 0) {
    ssize_t written = write(fd, next, count);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) {
      int error = written < 0 ? errno : EIO;
      if (fd == STDOUT_FILENO && output_error == 0) output_error = error;
      return error;
    }
    next += written;
    count -= (size_t)written;
  }
  return 0;
}

int arcade_output_error(void) { return output_error; }

// ---- The crash trap

static char program[64] = "arcade";
static struct termios saved_termios;
static int have_termios = 0;
static char reset_sequence[512];
static size_t reset_length = 0;
static int log_fd = -1;
static int real_stderr = -1;
static char note[512];
static struct sigaction previous[65];
// The run's replay: a file being written, or lines kept in memory that the trap writes to
// replay_path. Either way the trap ends it with a crash line and names it.
static int replay_fd = -1;
static char replay_path[1024];
static const char *volatile replay_memory = NULL;
static volatile size_t replay_memory_length = 0;

static void copy_text(char *to, size_t capacity, const char *from) {
  to[0] = 0;
  if (from != NULL) strncpy(to, from, capacity - 1);
  to[capacity - 1] = 0;
}

void arcade_save_termios(void) {
  if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
}

void arcade_restore_termios(void) {
  if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

void arcade_clear_reset_sequence(void) { reset_length = 0; }

void arcade_append_reset_sequence(const char *sequence) {
  if (sequence == NULL || sequence == (const char *)-1) return;
  size_t n = strlen(sequence);
  if (reset_length + n < sizeof reset_sequence) {
    memcpy(reset_sequence + reset_length, sequence, n);
    reset_length += n;
  }
}

void arcade_set_stderr_log(int log, int real) {
  log_fd = log;
  real_stderr = real;
}

void arcade_set_crash_note(const char *text) { copy_text(note, sizeof note, text); }

void arcade_set_crash_replay(int fd, const char *path, const char *memory, size_t length) {
  replay_fd = fd;
  copy_text(replay_path, sizeof replay_path, path);
  replay_memory = memory;
  replay_memory_length = length;
}

void arcade_set_crash_replay_memory(const char *memory, size_t length) {
  replay_memory = memory;
  replay_memory_length = length;
}

/// What the crash signal means (constant strings only).
static const char *crash_reason(int sig) {
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

static void write_text(const char *text) {
  ssize_t ignored = write(STDERR_FILENO, text, strlen(text));
  (void)ignored;
}

/// Ends the replay with `{"e":"crash","signal":N}` and prints where it is.
static void write_crash_replay(int sig) {
  if (replay_path[0] == 0) return;
  int fd = replay_fd;
  int opened = 0;
  if (fd < 0 && replay_memory != NULL) {
    fd = open(replay_path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return;
    opened = 1;
    const char *p = replay_memory;
    size_t left = replay_memory_length;
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
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0 && count < 11);
  while (count > 0) line[n++] = digits[--count];
  line[n++] = '}';
  line[n++] = '\n';
  ssize_t ignored = write(fd, line, n);
  (void)ignored;
  if (opened) close(fd);
  write_text(program);
  write_text(": the session's replay: ");
  write_text(replay_path);
  write_text(" (arcade replay <file> plays it)\n");
}

// The stack of a crash, walked by the unwinder itself: glibc's backtrace() would dlopen
// libgcc_s on its first call (not safe in a signal handler, so it had to be warmed at every
// start: a library mapped, relocated and its tables read for nothing). The release build
// links the unwinder statically (-static-libgcc), so nothing is loaded, now or at a crash.
struct frames {
  void **frames;
  int count;
  int capacity;
};

static _Unwind_Reason_Code collect_frame(struct _Unwind_Context *context, void *arg) {
  struct frames *walk = arg;
  if (walk->count >= walk->capacity) return _URC_END_OF_STACK;
  walk->frames[walk->count++] = (void *)_Unwind_GetIP(context);
  return _URC_NO_REASON;
}

static void on_crash(int sig, siginfo_t *info, void *context) {
  (void)context;
  ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_length);
  (void)ignored;
  arcade_restore_termios();
  int restored = have_termios || reset_length > 0;
  if (log_fd >= 0 && real_stderr >= 0) {
    char buf[4096];
    ssize_t n;
    lseek(log_fd, 0, SEEK_SET);
    while ((n = read(log_fd, buf, sizeof buf)) > 0) ignored = write(real_stderr, buf, (size_t)n);
    dup2(real_stderr, STDERR_FILENO);
  }
  // Our own report first, so a crash always says what happened even where the runtime's
  // backtracer is missing or disabled; the backtracer (chained below) adds the stack.
  // Sent by kill/raise (si_code <= 0); by another process unless it is our own abort().
  int sent = info == NULL || info->si_code <= 0;
  int from_elsewhere = info == NULL || (sent && info->si_pid != getpid());
  write_text(program);
  write_text(from_elsewhere ? ": stopped by a signal from another process: " : ": crashed: ");
  write_text(crash_reason(sig));
  if (restored) {
    write_text(from_elsewhere ? " — the terminal was restored.\n"
                              : " — the terminal was restored; please report this with the lines that follow.\n");
  } else {
    write_text(from_elsewhere ? ".\n" : "; please report this with the lines that follow.\n");
  }
  if (note[0] != 0) {
    write_text(note);
    write_text("\n");
  }
  write_crash_replay(sig);
  // No runtime backtracer to chain to (a build with the Swift runtime linked statically has
  // none): print the stack ourselves, as offsets `addr2line` can name.
  struct sigaction *before = &previous[sig];
  if (!from_elsewhere && (before->sa_flags & SA_SIGINFO) == 0 && before->sa_handler == SIG_DFL) {
    void *frames[64];
    struct frames walk = {frames, 0, 64};
    _Unwind_Backtrace(collect_frame, &walk);
    write_text("Backtrace (name the frames with: addr2line -Cfpe <binary> <+offsets>):\n");
    backtrace_symbols_fd(frames, walk.count, STDERR_FILENO);
  }
  sigaction(sig, before, NULL);
  // Sent by kill/raise: send it again, to the old handler; if that one returns, die by the
  // default action. A real fault faults again on return, to the old handler.
  if (sent) {
    raise(sig);
    signal(sig, SIG_DFL);
    raise(sig);
  }
}

void arcade_install_crash_handlers(const char *name) {
  copy_text(program, sizeof program, name);
  int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_sigaction = on_crash;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESETHAND;
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    sigaction(signals[i], &sa, &previous[signals[i]]);
  }
}
