import ArcadeKit
import FizzBuzzModel
import MemoryModel
import SettingsFormat
import ZombiesModel

/// The start screens and the FizzBuzz form in words: the focused choice or field as the
/// status, every entry on look; the cursor on that choice or field (on the status line while
/// a refusal or a form's message is the news).
extension ZombiesStartScene {
  public func speech(context: SceneContext) -> Speech {
    let choice = "Mode \(mode.rawValue): \(Self.describe(mode, size: size)); room \(size) by \(size)."
    let modes = ZombiesMode.allCases.map(\.rawValue).joined(separator: ", ")
    let top = Self.top(height: context.size.height)
    return Speech(
      status: choice + " Enter plays.",
      look: "Zombies: choose a mode (\(modes)) with up and down, the room's size with left and right. "
        + choice,
      focus: sizeChangedLast
        ? Point(x: RowLayout(canvasWidth: context.size.width).left + 2, y: top + Self.roomRow)
        : Point(x: RowLayout(canvasWidth: context.size.width).left, y: top + Self.firstModeRow + selection))
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
        + "." + refused,
      focus: refusal == nil && choices.indices.contains(selection)
        ? Point(x: Self.listLeft, y: Self.listTop + selection) : nil)
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
      return Speech(
        status: statsPanel.spokenStatus, look: statsPanel.spokenLook,
        focus: statsPanel.focus(area: Self.panelArea(context.size)))
    }
    let panel = formPanel
    let field = panel.focus
    let message = panel.message.map { " \($0)" } ?? ""
    let fields = FizzBuzzField.allCases.map { "\($0.title) \(panel.form[$0])" }.joined(separator: ", ")
    let layout = FizzBuzzFormPanel.Layout(area: Self.panelArea(context.size))
    // A field's own problem ("must not be empty") is said with it, not only at the row's end.
    let value = panel.form[field].isEmpty ? "empty" : panel.form[field]
    let problem = panel.form.error(in: field).map { ", \($0.message)" } ?? ""
    let kept = panel.left.map { "\($0.field.title) \($0.value.isEmpty ? "empty" : $0.value). " } ?? ""
    let timing =
      playsUntimed
      ? "Untimed practice: each number waits for your answer."
      : "Timed: \(FizzBuzzFormPanel.firstNumberSeconds) s a number, then less."
    return Speech(
      status: "\(kept)\(field.title): \(value)\(problem).\(message)",
      look:
        "FizzBuzz settings: \(fields); on \(field.title). A line you type replaces that field and moves on;"
        + " enter keeps it, go starts the game. \(timing)" + message,
      focus: panel.message == nil ? Point(x: layout.left, y: layout.row(of: field)) : nil)
  }

  /// The form's own words: `go` starts, `clear` empties the field, `stats` shows the Stats
  /// tab (a typed line replaces the field and moves on: `LineCommands`); on the Stats tab
  /// `play` goes back to the form and `replay` plays the selected settings again.
  public var spokenWords: [String] { tab == .play ? ["go", "clear", "stats"] : ["play", "replay"] }

  public func keys(forWord word: String) -> [Key]? {
    switch (tab, word.lowercased()) {
    case (.play, "go"): return [.ctrl("g")]
    case (.play, "clear"): return [.ctrl("u")]
    case (.play, "stats"): return [.right]
    case (.stats, "play"): return [.char("1")]
    case (.stats, "replay"): return [.enter]
    default: return nil
    }
  }
}

extension SettingsScene {
  /// The settings in words: the chosen line and its value as the status (the key asked for
  /// while one is; what `r` did), every line on look; the cursor on the chosen line (on the
  /// status line while a refusal, a question or news is).
  public func speech(context: SceneContext) -> Speech {
    let lines = Self.items.map { spokenItem($0, context) }.joined(separator: "; ")
    let refused = refusal.map { " \($0)." } ?? ""
    let kept = edited == original ? "" : " Enter keeps these settings; Esc leaves them as they were."
    let status =
      capturing.map {
        "Press the key for \(Self.title($0)); Esc for none. In line mode: one letter or digit on a line, or key and"
          + " its name (key z, key tab)."
      }
      ?? news.map { "\($0) Setting " + spokenItem(Self.items[selected], context) + "." }
      ?? "Setting " + spokenItem(Self.items[selected], context) + "." + refused
    return Speech(
      status: status,
      look: "Settings: \(lines). On \(Self.items[selected].name); left and right change it." + kept + refused
        + SettingsFileNotice.spoken(fileProblems),
      focus: refusal == nil && capturing == nil && news == nil
        ? Self.position(ofItem: selected, width: context.size.width, oneColumn: context.screenReader) : nil)
  }

  /// "theme: dark", with the row's note when it has one; "key.up: none" for an action with no
  /// key of the player's own.
  private func spokenItem(_ item: Item, _ context: SceneContext) -> String {
    switch item {
    case .setting(let row):
      let note = note(row, screenReader: context.screenReader)
      return "\(row.name): \(edited.value(of: row.name) ?? "")" + (note.isEmpty ? "" : ", " + note)
    case .key(let action):
      return "key.\(action.rawValue): " + (edited.remaps[action].map(KeyName.name) ?? "none")
    }
  }

  /// Line mode, while a key is asked for: a line of one character is that key (not text typed
  /// into a field), as is a key's name (`home`, `f2`).
  public func input(forWord word: String, size: Size) -> [InputEvent]? {
    guard capturing != nil else { return nil }
    if word.count == 1, let character = word.first { return [.key(.char(character))] }
    return KeyName.key(word).map { [.key($0)] }
  }
}
