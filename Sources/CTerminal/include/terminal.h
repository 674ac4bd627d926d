// The process-wide C state of a terminal program: the signal flags and the self-pipe their
// handlers write to, the crash trap (what it restores, the replay it leaves, the stack it
// prints) and a file in memory. One copy of each, in terminal.c; the arcade's NcursesBackend
// and the soak use it. Curses itself is CNcurses (a module map with inline wrappers only).
#ifndef ARCADE_CTERMINAL_H
#define ARCADE_CTERMINAL_H

#include <stddef.h>

// ---- Signals. The handlers only set a flag and write one byte to the signal pipe
// (async-signal-safe); the run loop does the rest. Install them BEFORE newterm, so ncurses
// keeps its hands off SIGINT/SIGTERM/SIGTSTP (its own SIGINT handler would _exit and lose
// records).

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end the loop; SIGTSTP (Ctrl-Z) suspends it. Returns -1
/// when the pipe cannot be made.
int arcade_install_signal_handlers(void);
/// After newterm: a window change also wakes the run loop's poll (ncurses' own handler,
/// which it chains to, only sets a flag that the next read would see).
void arcade_wake_on_resize(void);
/// The terminating signal that arrived since the last call (0: none).
int arcade_take_signal(void);
/// 1 when Ctrl-Z arrived since the last call.
int arcade_take_suspend(void);
/// Wakes the run loop from any thread (async-signal-safe: a flag and a byte on the signal pipe):
/// work done elsewhere (the leaderboard's verifications) is taken after the next frame.
void arcade_wake_loop(void);
/// 1 when `arcade_wake_loop` was called since the last call.
int arcade_take_wake(void);
/// Empties the signal pipe (after poll said it is readable).
void arcade_drain_signal_pipe(void);
/// Stops the process as Ctrl-Z would (the caller has left curses mode first); returns on
/// SIGCONT.
void arcade_stop_self(void);
/// poll() on stdin and (when watch_signals) the signal pipe; returns poll's result, the revents
/// of each in *in and *signalled. Signals still interrupt it (EINTR).
int arcade_poll_input(int timeout_ms, int watch_signals, int *in, int *signalled);
/// The read end of the self-pipe the signal handlers write to (-1 before they are installed).
int arcade_signal_pipe_fd(void);

/// A close-on-exec file that lives in memory only (memfd_create); -1 where the kernel refuses.
int arcade_memory_file(const char *name);

// ---- The standard descriptors.

/// Makes sure descriptors 0, 1 and 2 are open, before anything else is opened: a closed one
/// would be taken by the next file opened (the signal pipe as stdin, and `--lines` waiting on
/// its own pipe). Each closed one becomes /dev/null opened read-only: reading stdin then ends
/// at once, as a closed stdin would; writing to stdout or stderr still fails (the arcade says
/// so and exits 1). Returns how many were closed.
int arcade_guard_standard_descriptors(void);
/// Writes all of `bytes` to `fd` (short writes and EINTR retried); returns 0 or the errno that
/// stopped it. The first failure on fd 1 is remembered for `arcade_output_error`.
int arcade_write_all(int fd, const void *bytes, size_t count);
/// The errno of the first write to stdout that failed (0: none): the output was not all
/// written, so the arcade exits 1 ("output could not be written").
int arcade_output_error(void);

// ---- The crash trap (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE): puts the terminal
// back (the saved termios and reset sequence, if any), replays the stderr log to the real
// stderr, says what happened under `program`'s name, writes the run's replay with a crash
// line, prints the stack when no runtime backtracer follows, then hands the signal to the
// previous handler.

/// `program` names the reports ("arcade", "arcade-soak"); copied.
void arcade_install_crash_handlers(const char *program);
/// Saves the terminal's modes (before curses changes them) for the trap to restore.
void arcade_save_termios(void);
void arcade_restore_termios(void);
/// The bytes the trap writes to stdout to undo curses: emptied, then appended a capability at a
/// time (NULL and terminfo's (char *)-1 are skipped).
void arcade_clear_reset_sequence(void);
void arcade_append_reset_sequence(const char *sequence);
/// stderr's in-memory log and the real stderr (-1, -1: none).
void arcade_set_stderr_log(int log_fd, int real_stderr);
/// A line the trap prints right after its report (the soak's seed and event); copied; NULL
/// clears it.
void arcade_set_crash_note(const char *note);
/// The run's replay: a file being written (`fd`), or lines kept in memory that the trap writes
/// to `path` (a new file). `path` is copied; NULL: no replay.
void arcade_set_crash_replay(int fd, const char *path, const char *memory, size_t length);
/// The lines kept in memory grew (moved or got longer).
void arcade_set_crash_replay_memory(const char *memory, size_t length);

#endif
