import MazeModel

/// The maze test doubles, one set for the model's and the scenes' tests.

/// A rooms service answered by hand, so a test decides what arrives and in which order; every
/// call is recorded. Without a scheduler an answer is delivered at once, inline (the explorer's
/// tests); with one it is due at once on that scheduler, as a server's answer would be (a scene
/// delivers it at its next wake, `Harness.advance`).
public final class HandAnsweredMazeService: MazeService {
  public var scheduler: EventScheduler?
  public private(set) var startRequests = 0
  public private(set) var fetchCalls: [String] = []
  public private(set) var unlockCalls: [String] = []
  private var start: ((Result<String, MazeError>) -> Void)?
  private var pending: [(id: String, completion: (Result<Room, MazeError>) -> Void)] = []
  private var unlocks: [(lock: String, completion: (Result<String, MazeError>) -> Void)] = []

  public init(scheduler: EventScheduler? = nil) { self.scheduler = scheduler }

  /// The rooms asked for and not answered yet, oldest first.
  public var pendingIDs: [String] { pending.map(\.id) }

  public func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    startRequests += 1
    start = completion
  }

  public func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    fetchCalls.append(id)
    pending.append((id, completion))
  }

  public func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    unlockCalls.append(lock)
    unlocks.append((lock, completion))
  }

  public func answerStart(_ id: String) {
    guard let start else { return }
    deliver { start(.success(id)) }
  }

  /// Answers the oldest pending request for `id`.
  public func answer(_ id: String, with result: Result<Room, MazeError>) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    let completion = pending.remove(at: index).completion
    deliver { completion(result) }
  }

  public func answer(_ room: Room) { answer(room.id, with: .success(room)) }

  public func answerUnlock(_ lock: String, with result: Result<String, MazeError>) {
    guard let index = unlocks.firstIndex(where: { $0.lock == lock }) else { return }
    let completion = unlocks.remove(at: index).completion
    deliver { completion(result) }
  }

  private func deliver(_ work: @escaping () -> Void) {
    if let scheduler { scheduler.schedule(after: 0, work) } else { work() }
  }
}

/// Answers at once, inline, like the original's mock manager.
public final class SynchronousMazeService: MazeService {
  private var calls: [String: Int] = [:]
  public let rooms: [String: Room]

  public init(rooms: [Room]) {
    self.rooms = Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) })
  }

  public func timesCalled(_ operation: String) -> Int { calls[operation, default: 0] }

  public func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    calls["fetchStartRoom", default: 0] += 1
    completion(.success(rooms.keys.sorted()[0]))
  }

  public func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    calls["fetchRoom", default: 0] += 1
    completion(rooms[id].map { .success($0) } ?? .failure(.unknownRoom))
  }

  public func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    calls["unlockRoom", default: 0] += 1
    completion(.success("lock"))
  }
}

/// The mock room of the original's tests.
public let mockRoom = Room(
  id: "R32bedb80c777ce7e", tileURL: "https://example.com/images/tileset-1010.jpg", type: .empty,
  exits: RoomExits(east: .room("532beda81c777cf7f"), west: .lock("432be38209234c979")))
