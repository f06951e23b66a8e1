import Foundation

extension AuditCommand {
  /// The folder every audited path lies in, as the paths were given (findings' paths begin with
  /// it): the folder named, a named file's folder, or what several paths share. `nil` for the
  /// current directory and standard input, whose findings' paths are already short.
  func auditedRoot(in context: CommandContext) -> String? {
    guard standardInputPath == nil, !paths.isEmpty else { return nil }
    let folders = paths.map { path -> [Substring] in
      var trimmed = path
      while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
      let absolute =
        trimmed.hasPrefix("/") ? trimmed : context.currentDirectory + "/" + trimmed
      var isDirectory: ObjCBool = false
      var components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
      if !FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        || !isDirectory.boolValue
      {
        components.removeLast()
      }
      return components
    }
    var shared = folders[0]
    for folder in folders.dropFirst() {
      shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
    }
    let root = shared.joined(separator: "/")
    guard !root.isEmpty, root != "." else { return nil }
    return root
  }
}
