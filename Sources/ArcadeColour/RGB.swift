#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An sRGB colour: the terminal's background as it answers (`TerminalBackground`), and the
/// themes' contrast arithmetic (WCAG 2.x).
public struct RGB: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  public static let black = RGB(0, 0, 0)
  public static let white = RGB(255, 255, 255)

  /// WCAG relative luminance.
  public var luminance: Double {
    func linear(_ value: UInt8) -> Double {
      let v = Double(value) / 255
      return v <= 0.039_28 ? v / 12.92 : pow24((v + 0.055) / 1.055)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG contrast ratio, 1…21.
  public func contrast(with other: RGB) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// True when black text reads better on it than white text: a light background.
  public var isLight: Bool { contrast(with: .black) > contrast(with: .white) }

  public var description: String {
    func hex(_ v: UInt8) -> String {
      let digits = Array("0123456789abcdef")
      return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
    return "#" + hex(red) + hex(green) + hex(blue)
  }

  private func pow24(_ x: Double) -> Double { pow(x, 2.4) }

  /// The colour xterm shows for a palette index (its default 16 colours, the 6×6×6 cube and
  /// the grey ramp): what the contrast test and the auto theme assume of a terminal.
  public static func xterm(_ index: Int) -> RGB {
    let base: [RGB] = [
      RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
      RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0),
      RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]
    if index < 16 { return base[max(0, index)] }
    if index < 232 {
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let i = index - 16
      return RGB(levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
    }
    let grey = UInt8(8 + 10 * (min(index, 255) - 232))
    return RGB(grey, grey, grey)
  }
}
