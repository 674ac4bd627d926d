#if canImport(Glibc)
  import Glibc
#endif

/// The command line and the path variables as the bytes they are. Swift's `CommandLine` and
/// `String(cString:)` repair invalid UTF-8 with U+FFFD, so `--data-dir 'd\xff'` would put
/// the records in another, new directory `d\u{FFFD}`; the arcade refuses such an argument or
/// variable instead, in one line, before anything runs.
enum RawInput {
  /// The variables that name paths (records, data files, temporary files).
  static let pathVariables = [
    "XDG_DATA_HOME", "HOME", "ARCADE_DATA_DIR", "ARCADE_ASSETS_DIR", "TMPDIR", "ARCADE_SHARED_DIR",
  ]

  /// Why the command line or environment cannot be used as given, or nil.
  static func problem(
    argc: Int32 = CommandLine.argc,
    argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv,
    lookUp: (String) -> UnsafeMutablePointer<CChar>? = { getenv($0) }
  ) -> String? {
    for index in 1..<Int(max(argc, 1)) {
      guard let argument = argv[index], String(validatingCString: argument) == nil else { continue }
      return
        "argument \(index) (\(shown(argument))) is not valid UTF-8: paths and words are used as given, never "
        + "repaired"
    }
    for name in pathVariables {
      guard let value = lookUp(name), String(validatingCString: value) == nil else { continue }
      return "$\(name) (\(shown(value))) is not valid UTF-8: the arcade does not guess another path"
    }
    return nil
  }

  /// The bytes, ASCII as it is and every other byte as \xNN, at most 80 bytes of them.
  static func shown(_ text: UnsafePointer<CChar>) -> String {
    var out = ""
    var index = 0
    while text[index] != 0 {
      if index == 80 { return out + "…" }
      let byte = UInt8(bitPattern: text[index])
      if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      index += 1
    }
    return out
  }
}
