import ArcadeKit
import CNcurses

/// Turns what `wget_wch` and `getmouse` returned into arcade input. Pure: no curses state is
/// read, so it is unit-tested on raw codes (NcursesTerminalTests).
enum KeyDecoder {
  /// One `wget_wch` result.
  enum Decoded: Equatable {
    case key(Key)
    /// ^L.
    case repaint
    /// KEY_RESIZE: the size is read from curses.
    case resize
    /// KEY_MOUSE: the reports are read with `getmouse`.
    case mouse
  }

  /// `kind` is what `wget_wch` returned (OK or KEY_CODE_YES), `code` what it stored; nil for
  /// keys the arcade does not use.
  static func decode(kind: Int32, code: UInt32) -> Decoded? {
    if kind == KEY_CODE_YES {
      let key = Int32(bitPattern: code)
      if key == KEY_RESIZE { return .resize }
      if key == KEY_MOUSE { return .mouse }
      return function(key).map(Decoded.key)
    }
    guard kind == OK else { return nil }
    if code == 12 { return .repaint }  // ^L
    return character(code).map(Decoded.key)
  }

  /// A character code (`wget_wch` returned OK).
  static func character(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26: return .ctrl(Character(Unicode.Scalar(code + 96)!))
    case 0, 28...31: return nil
    case 0x80...0x9F: return nil  // C1 controls: nothing to type
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

  /// One `getmouse` report: the button state and the cell; nil for buttons the arcade ignores.
  static func mouse(state: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
    let x = Int(x)
    let y = Int(y)
    if state & (arcade_button1_pressed() | arcade_button1_clicked()) != 0 {
      return MouseEvent(.press, x: x, y: y)
    }
    if state & arcade_button1_released() != 0 { return MouseEvent(.release, x: x, y: y) }
    if state & arcade_button4_pressed() != 0 { return MouseEvent(.wheelUp, x: x, y: y) }
    if state & arcade_button5_pressed() != 0 { return MouseEvent(.wheelDown, x: x, y: y) }
    return nil
  }
}
