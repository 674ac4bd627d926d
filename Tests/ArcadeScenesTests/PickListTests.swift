import ArcadeKit
import Testing

@testable import ArcadeScenes

/// The one list of the launch menu and Memory's deck picker.
@Suite("Pick list")
struct PickListTests {
  @Test("arrows, jk and ws move and wrap at both ends; Enter and Space pick the selection")
  func movesAndPicks() {
    var list = PickList(count: 3)
    #expect(list.handle(.up) == .moved)
    #expect(list.selection == 2)
    #expect(list.handle(.char("j")) == .moved && list.selection == 0)
    #expect(list.handle(.char("s")) == .moved && list.selection == 1)
    #expect(list.handle(.enter) == .picked(1))
    #expect(list.handle(.char(" ")) == .picked(1))
    #expect(list.handle(.char("x")) == .ignored)
  }

  @Test("an entry's number picks it; a number past the end is not a key of the list")
  func numbersPick() {
    var list = PickList(count: 3)
    #expect(list.handle(.char("3")) == .picked(2) && list.selection == 2)
    #expect(list.handle(.char("4")) == .ignored && list.selection == 2)
    #expect(list.isNumber(.char("1")) && !list.isNumber(.char("0")))
  }

  @Test("a click on an entry picks it; a click beside the entries does nothing")
  func clicks() {
    var list = PickList(count: 2)
    #expect(list.click(1) == .picked(1))
    #expect(list.click(2) == .ignored && list.click(nil) == .ignored)
  }

  @Test("events: a press on an entry's row picks it, the wheel moves, anything else is not the list's")
  func events() {
    var list = PickList(count: 3)
    let row: (Int) -> Int? = { $0 >= 4 && $0 < 7 ? $0 - 4 : nil }
    #expect(list.handle(.mouse(MouseEvent(.press, x: 0, y: 5)), entryAt: row) == .picked(1))
    #expect(list.handle(.mouse(MouseEvent(.press, x: 0, y: 9)), entryAt: row) == .ignored)
    #expect(
      list.handle(.mouse(MouseEvent(.wheelDown, x: 0, y: 0)), entryAt: row) == .moved && list.selection == 2)
    #expect(list.handle(.key(.char("1")), entryAt: row) == .picked(0))
    #expect(list.handle(.timer(deadline: 1), entryAt: row) == .ignored)
  }

  @Test("an empty list takes no key")
  func empty() {
    var list = PickList(count: 0)
    #expect(list.handle(.enter) == .ignored && list.handle(.char("1")) == .ignored)
  }

  @Test("the selected entry is marked, in the glyph of the mode")
  func labels() {
    let list = PickList(count: 2, selection: 1)
    #expect(list.label(1, RenderOptions()) == "▶ 2")
    #expect(list.label(1, RenderOptions(ascii: true)) == "> 2")
    #expect(list.label(0, RenderOptions()) == "  1")
  }
}
