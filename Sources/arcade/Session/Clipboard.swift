#if canImport(Glibc)
  import Glibc
#endif

/// Asks the terminal to put text on the system clipboard (OSC 52): xterm, kitty, iTerm2,
/// WezTerm, foot and tmux (with `set-clipboard on`) honour it; others ignore the sequence.
enum Clipboard {
  static func copy(_ text: String) {
    let sequence = "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    let bytes = Array(sequence.utf8)
    bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
  }

  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        out.append(
          position <= chunk.count ? alphabet[Int((value >> (18 - 6 * position)) & 63)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
