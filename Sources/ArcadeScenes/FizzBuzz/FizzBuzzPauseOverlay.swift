import ArcadeKit

/// "Paused": game time stands still while it is open; any key or click resumes.
final class FizzBuzzPauseOverlay: Scene {
  var title: String { "Paused" }
  var isOverlay: Bool { true }
  var pausesGameTime: Bool { true }
  var minimumSize: Size { Size(width: 30, height: 7) }
  var helpEntries: [HelpEntry] { [HelpEntry(keys: "any key", help: "resume")] }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let rect = canvas.bounds.centered(Size(width: 30, height: 5))
    canvas.box(rect, glyphs: context.options.box, style: .border, title: "Paused")
    canvas.putCentered("Paused", y: rect.y + 1, in: rect, style: .warning.adding(.reverse))
    canvas.putCentered("any key resumes", y: rect.y + 3, in: rect, style: .muted)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key:
      context.pop()
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      context.pop()
      return .handled
    default:
      return .ignored
    }
  }
}
