import ArcadeKit
import FizzBuzzModel
import MemoryModel
import ZombiesModel

/// The start screens and the FizzBuzz form in words: the focused choice or field as the
/// status, every entry on look.
extension ZombiesStartScene {
  public func speech(context: SceneContext) -> Speech {
    let choice = "Mode \(mode.rawValue): \(Self.describe(mode, size: size)); room \(size) by \(size)."
    let modes = ZombiesMode.allCases.map(\.rawValue).joined(separator: ", ")
    return Speech(
      status: choice + " Enter plays.",
      look: "Zombies: choose a mode (\(modes)) with up and down, the room's size with left and right. "
        + choice)
  }

  public var spokenWords: [String] { ZombiesMode.allCases.map(\.rawValue) + ["play"] }

  /// A mode's name moves the choice there; `play` starts.
  public func keys(forWord word: String) -> [Key]? {
    let said = word.lowercased()
    if said == "play" { return [.enter] }
    guard let target = ZombiesMode.allCases.firstIndex(where: { $0.rawValue == said }) else { return nil }
    return Array(repeating: target > selection ? .down : .up, count: abs(target - selection))
  }
}

extension MemoryStartScene {
  public func speech(context: SceneContext) -> Speech {
    let entries = choices.indices.map { spokenChoice($0) }
    let refused = refusal.map { " \($0)" } ?? ""
    return Speech(
      status: "Deck " + spokenChoice(selection) + "." + refused,
      look: "Memory: choose a deck: " + entries.joined(separator: "; ") + ". Selected: "
        + spokenChoice(selection)
        + "." + refused)
  }

  private func spokenChoice(_ index: Int) -> String {
    let choice = choices[index]
    switch choice.playable {
    case .success(let deck): return "\(index + 1) \(deck.name), \(deck.cards.count) cards"
    case .failure:
      let name = (try? choice.result.get().name) ?? String(choice.file.split(separator: "/").last ?? "")
      return "\(index + 1) \(name), not playable"
    }
  }
}

extension FizzBuzzHomeScene {
  public func speech(context: SceneContext) -> Speech {
    guard tab == .play else {
      var canvas = Canvas(size: context.size)
      render(into: &canvas, context: context)
      return Speech(status: "", look: "FizzBuzz stats: " + canvas.spokenText)
    }
    let panel = formPanel
    let field = panel.focus
    let message = panel.message.map { " \($0)" } ?? ""
    let fields = FizzBuzzField.allCases.map { "\($0.title) \(panel.form[$0])" }.joined(separator: ", ")
    return Speech(
      status: "\(field.title): \(panel.form[field]).\(message)",
      look:
        "FizzBuzz settings: \(fields); on \(field.title). A line you type replaces that field and moves on;"
        + " enter keeps it, go starts the game." + message)
  }

  /// The form's own words: `go` starts, `clear` empties the field. (A typed line replaces the
  /// field and moves on: `LineCommands`.)
  public var spokenWords: [String] { ["go", "clear"] }

  public func keys(forWord word: String) -> [Key]? {
    switch word.lowercased() {
    case "go": return [.ctrl("g")]
    case "clear": return [.ctrl("u")]
    default: return nil
    }
  }
}
