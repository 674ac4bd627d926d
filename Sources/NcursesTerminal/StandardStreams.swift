import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Descriptors 0–2 and what was written to them: checked before anything is opened, and every
/// write to stdout counted, so a closed stdin ends line mode at once and output that could
/// not be written makes the arcade exit 1 with one line (`arcade scores > /dev/full`).
public enum StandardStreams {
  /// Opens /dev/null (read-only) on each of fds 0–2 that is closed: call first, before any
  /// other file, pipe or terminal is opened.
  @discardableResult
  public static func guardDescriptors() -> Int { Int(arcade_guard_standard_descriptors()) }

  /// Writes every byte to `descriptor`; returns 0 or the errno that stopped it (a failure on
  /// stdout is remembered for `outputError`).
  @discardableResult
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { arcade_write_all(descriptor, $0.baseAddress, $0.count) }
  }

  /// Why a write to stdout failed, if one did ("No space left on device").
  public static var outputError: String? {
    let error = arcade_output_error()
    return error == 0 ? nil : String(cString: strerror(error))
  }
}
