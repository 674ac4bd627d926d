/// The version every replay, shared attempt and verdict names: a replay made by another
/// version is warned of, a shared attempt made by another is not verified.
public enum ArcadeVersion {
  public static let string = "arcade 0.1.0"
}
