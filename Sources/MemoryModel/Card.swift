/// One card of a deck: a track (title and artist) and the face drawn on the card, as an emoji
/// and as its 2-column ASCII twin.
public struct Card: Hashable, Sendable, Codable {
  public var id: String
  public var title: String
  public var artist: String
  public var face: String
  public var asciiFace: String

  public init(id: String, title: String, artist: String, face: String, asciiFace: String) {
    self.id = id
    self.title = title
    self.artist = artist
    self.face = face
    self.asciiFace = asciiFace
  }
}
