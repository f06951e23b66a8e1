import Foundation

/// The animation files `inspect` reads for a name on its command line: the file itself, or the
/// animation files a folder holds.
enum AnimationFileSearch {
  struct Found: Equatable {
    /// The path as shown: the folder as given, joined with the path inside it.
    var path: String
    /// A `.json` file found in a folder, which may be any JSON: passed over when it does not
    /// read as a Lottie animation.
    var isGuess: Bool
  }

  /// Folders that hold build products, dependencies or version control, never an app's own
  /// animations.
  static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git",
  ]
  static let extensions: Set<String> = ["riv", "lottie", "json"]

  /// `name` when it is not a folder (reading it says what is wrong with it), else the folder's
  /// animation files in path order, hidden and build folders and asset catalogs left out.
  static func files(named name: String, in context: CommandContext) throws(UsageError) -> [Found] {
    let base = URL(fileURLWithPath: context.currentDirectory, isDirectory: true)
    let url = URL(fileURLWithPath: name, relativeTo: base).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [Found(path: name, isGuess: false)] }
    var found: [Found] = []
    let prefix = name.hasSuffix("/") ? name : name + "/"
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? url : url.appendingPathComponent(relative)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for entry in entries.sorted().reversed() where !entry.hasPrefix(".") {
        let path = relative.isEmpty ? entry : relative + "/" + entry
        var entryIsDirectory: ObjCBool = false
        let entryURL = folder.appendingPathComponent(entry)
        guard FileManager.default.fileExists(atPath: entryURL.path, isDirectory: &entryIsDirectory)
        else { continue }
        if entryIsDirectory.boolValue {
          // Asset catalogs hold Contents.json files, never animations to wire up.
          if !skippedFolders.contains(entry), !entry.hasSuffix(".xcassets") {
            pending.append(path)
          }
        } else {
          let pathExtension = (entry as NSString).pathExtension.lowercased()
          if extensions.contains(pathExtension) {
            found.append(Found(path: prefix + path, isGuess: pathExtension == "json"))
          }
        }
      }
    }
    found.sort { $0.path < $1.path }
    guard !found.isEmpty else {
      throw UsageError(
        message: "'\(name)' holds no .riv, .lottie or .json files (skipping hidden folders, "
          + "asset catalogs, .build, DerivedData, Pods, Carthage and node_modules); check the path")
    }
    return found
  }
}
