/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  public func fits(in other: Size) -> Bool { width <= other.width && height <= other.height }
  public var description: String { "\(width)×\(height)" }
}

/// A cell position: x is the column, y the row, both from the top-left corner.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
  }
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  /// A rectangle of `size` centred in this one (clamped to the top-left when it does not fit).
  public func centered(_ size: Size) -> Rect {
    Rect(
      x: x + max(0, (width - size.width) / 2), y: y + max(0, (height - size.height) / 2),
      width: size.width, height: size.height)
  }
  public func insetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }
}
