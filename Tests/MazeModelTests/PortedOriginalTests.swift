import ArcadeGeometry
import MazeModel
import MazeTestDoubles
import Testing

@Suite("The original's tests, ported")
struct PortedOriginalTests {
  @Test("north increments the row (for some reason, as the original)")
  func northIncrementsRow() {
    #expect(GridPoint().moved(.north) == GridPoint(row: 1, col: 0))
  }

  @Test("south decrements the row")
  func southDecrementsRow() {
    #expect(GridPoint().moved(.south) == GridPoint(row: -1, col: 0))
  }

  @Test("east increments the column")
  func eastIncrementsColumn() {
    #expect(GridPoint().moved(.east) == GridPoint(row: 0, col: 1))
  }

  @Test("west decrements the column")
  func westDecrementsColumn() {
    #expect(GridPoint().moved(.west) == GridPoint(row: 0, col: -1))
  }

  @Test("long ids are abbreviated to first 5 ... last 5")
  func abbreviatesLongIDs() {
    #expect(RoomIdentifier.abbreviated("ID123456789ABCDEFGH") == "ID123...DEFGH")
    #expect(RoomIdentifier.abbreviated("12345678901234") == "12345...01234")
  }

  @Test("ids of 13 characters are unchanged")
  func keepsShortIDs() {
    #expect(RoomIdentifier.abbreviated("1234567890123") == "1234567890123")
  }

  @Test("a room pointer of kind lock is locked")
  func lockPointer() {
    #expect(RoomPointer.build(kind: "lock", target: "abc") == .lock("abc"))
    #expect(RoomPointer.build(kind: "lock", target: "abc")?.isLocked == true)
  }

  @Test("a room pointer of kind room is not locked")
  func roomPointer() {
    #expect(RoomPointer.build(kind: "room", target: "abc") == .room("abc"))
    #expect(RoomPointer.build(kind: "room", target: "abc")?.isLocked == false)
  }

  @Test("an unknown pointer kind gives no pointer")
  func unknownPointer() {
    #expect(RoomPointer.build(kind: "wall", target: "abc") == nil)
  }

  @Test("two fetches of one room make one API call")
  func subsequentFetchesComeFromCache() {
    let service = SynchronousMazeService(rooms: [mockRoom])
    let cache = RoomCache(service: service, scheduler: EventScheduler())
    var answers: [Room] = []
    cache.room(id: mockRoom.id) { result in answers.append(try! result.get()) }
    cache.room(id: mockRoom.id) { result in answers.append(try! result.get()) }
    #expect(service.timesCalled("fetchRoom") == 1)
    #expect(answers == [mockRoom, mockRoom])
    #expect(cache.counters.hits == 1)
  }
}
