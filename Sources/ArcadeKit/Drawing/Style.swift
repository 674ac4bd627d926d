/// What a piece of text means; the terminal theme turns a role into colours (or, in
/// monochrome, into attributes), so scenes never name colours.
public enum ColorRole: Int, CaseIterable, Hashable, Sendable {
  case normal
  case title
  case accent
  case muted
  case selection
  case good
  case bad
  case warning
  case info
  case border
  case highlight
  case disabled
}

/// Text attributes that combine with a role.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// A cell's style: a colour role plus attributes.
public struct Style: Hashable, Sendable {
  public var role: ColorRole
  public var attributes: TextAttributes
  public init(_ role: ColorRole = .normal, _ attributes: TextAttributes = []) {
    self.role = role
    self.attributes = attributes
  }
  public static let normal = Style()
  public static let title = Style(.title, .bold)
  public static let muted = Style(.muted)
  public static let selection = Style(.selection, .reverse)
  public static let disabled = Style(.disabled, .dim)
  public static let good = Style(.good, .bold)
  public static let bad = Style(.bad, .bold)
  public static let border = Style(.border)
  public static let accent = Style(.accent, .bold)
  public static let warning = Style(.warning, .bold)
  public static let highlight = Style(.highlight, .bold)
  public static let info = Style(.info)

  public func adding(_ extra: TextAttributes) -> Style { Style(role, attributes.union(extra)) }
}
