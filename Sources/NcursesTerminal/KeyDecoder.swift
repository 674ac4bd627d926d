import ArcadeKit
import CNcurses

/// Turns what `wget_wch` returned into an arcade key (nil for keys we do not use).
enum KeyDecoder {
  /// A character code (`wget_wch` returned OK).
  static func character(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26: return .ctrl(Character(Unicode.Scalar(code + 96)!))
    case 0, 28...31: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .char(Character(scalar))
    }
  }

  /// A function-key code (`wget_wch` returned KEY_CODE_YES).
  static func function(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BTAB: return .backTab
    default:
      for n in 1...12 where code == arcade_key_f(Int32(n)) { return .function(n) }
      return nil
    }
  }
}
