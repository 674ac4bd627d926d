import CNcursesFloor

// The launch menu's lines, as a screen of the same size as the arcade's first one would hold.
let menu = [
  "Arcade", "", "> 1  Zombies", "  2  Memory", "  3  FizzBuzz", "  4  Maze", "  5  Daily", "",
  "  s  Settings", "  ?  Help", "  q  Quit",
]
setlocale(LC_ALL, "")
guard arcade_newterm() != nil else { fatalError("no terminal") }
cbreak()
noecho()
for (row, text) in menu.enumerated() {
  var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  _ = mvwaddnwstr(arcade_stdscr(), Int32(row + 2), 4, &wide, -1)
}
wrefresh(arcade_stdscr())
_ = wgetch(arcade_stdscr())
endwin()
