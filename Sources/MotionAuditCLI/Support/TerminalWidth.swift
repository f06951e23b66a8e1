import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How wide prose is wrapped: to the terminal standard output is, else to 100 columns.
enum TerminalWidth {
  /// Files and pipes get lines of this many columns.
  static let standard = 100
  /// Narrower terminals than this still get lines of this many columns.
  static let minimum = 40

  /// `COLUMNS` when set, else the terminal's own width, on a terminal; else ``standard``.
  static func columns(in context: CommandContext) -> Int {
    guard context.outputIsTerminal else { return standard }
    let width =
      context.environment["COLUMNS"].flatMap { Int($0) }
      ?? windowColumns() ?? standard
    return max(minimum, width)
  }

  private static func windowColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
