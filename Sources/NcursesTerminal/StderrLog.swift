import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// While curses owns the screen, stderr goes to a temporary log file so stray messages do not
/// scribble over the game; at exit (or in the crash trap) the log is replayed to the real
/// stderr, under the restored terminal. (The crash trap, in CTerminal, learns the two
/// descriptors from `NcursesBackend`.)
///
/// The log is a file in memory (memfd_create), never a name on disk: no crash, SIGKILL or
/// core dump can leave a stale file behind, and making it costs no disk metadata at every
/// start. Where memfd_create is
/// refused (an old kernel, a seccomp filter), it is a file in /tmp unlinked at once.
final class StderrLog {
  let realStderr: Int32
  let logFd: Int32

  init?() {
    let fd = Self.makeLogFile()
    guard fd >= 0 else { return nil }
    let saved = dup(2)
    guard saved >= 0 else {
      Glibc.close(fd)
      return nil
    }
    _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
    dup2(fd, 2)
    realStderr = saved
    logFd = fd
  }

  private static func makeLogFile() -> Int32 {
    let memory = arcade_memory_file("arcade-stderr")
    if memory >= 0 { return memory }
    var template = Array("/tmp/arcade-stderr-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return -1 }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return fd
  }

  /// Puts stderr back and copies what was logged to it.
  func finish() {
    dup2(realStderr, 2)
    lseek(logFd, 0, SEEK_SET)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(logFd, $0.baseAddress, 4096) }
      if n <= 0 { break }
      _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, n) }
    }
    Glibc.close(logFd)
    Glibc.close(realStderr)
  }
}
