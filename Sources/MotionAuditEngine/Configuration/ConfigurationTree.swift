import Foundation
import MotionAuditSemantics
import MotionAuditSources

/// The configuration of each audited file: the `.motion-audit.json` found from the audited path
/// upwards (its root), with the nested `.motion-audit.json` files of the folders between that
/// path and the file on top, nearest last (see ``Configuration/overridden(by:)``). A configuration
/// given on the command line applies alone.
struct ConfigurationTree {
  /// A configuration and the settings it gives a file.
  struct Applying {
    var configuration: Configuration
    var settings: AuditSettings
  }

  /// The configuration of an audited path, and the folder nested files are looked for below.
  struct Root {
    var applying: Applying
    var directory: String
    /// `false` for a configuration given on the command line.
    var nests: Bool

    var configuration: Configuration { applying.configuration }
  }

  let currentDirectory: String
  let onlyRules: Set<String>?
  private var loaded: [String: Configuration] = [:]
  private var configurationFiles: [String: String?] = [:]
  private var effective: [String: Applying] = [:]
  private var effectiveByShownFolder: [String: Applying] = [:]
  private var lastFolder: (root: String, shown: String, applying: Applying)?

  init(currentDirectory: String, onlyRules: Set<String>?) {
    self.currentDirectory = currentDirectory
    self.onlyRules = onlyRules
  }

  /// The configuration of the audited `path`: `explicit` when given, else the nearest
  /// `.motion-audit.json` at or above it, else the defaults.
  mutating func root(for path: String, explicit: Configuration?) throws(AuditRunError) -> Root {
    let absolutePath = AuditRunner.absolute(path, in: currentDirectory)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory)
    let start =
      exists && isDirectory.boolValue
      ? absolutePath : URL(fileURLWithPath: absolutePath).deletingLastPathComponent().path
    if let explicit {
      return Root(applying: applying(explicit), directory: start, nests: false)
    }
    var configuration = Configuration()
    if let file = ConfigurationLoader.find(from: start) { configuration = try load(file) }
    return Root(applying: applying(configuration), directory: start, nests: true)
  }

  /// The configuration of `file`, found below `root`.
  mutating func effective(for file: DiscoveredFile, below root: Root) throws(AuditRunError)
    -> Applying
  {
    guard root.nests else { return root.applying }
    // Files of one folder share its configuration: the folder's absolute path (costly to
    // standardize) is worked out once per folder as the file's path names it. The walk lists a
    // folder's files together, so most files are of the folder asked about last.
    let shownFolder = file.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { file.path[..<$0] } ?? ""
    if let last = lastFolder, last.shown == shownFolder, last.root == root.directory {
      return last.applying
    }
    let folderKey = root.directory + "\n" + shownFolder
    let applying: Applying
    if let known = effectiveByShownFolder[folderKey] {
      applying = known
    } else {
      // A file found in the walk of the root's folder lies below it by its relative path.
      let directory =
        file.isExplicit
        ? Self.parent(of: AuditRunner.absolute(file.path, in: currentDirectory))
        : file.relativePath.utf8.lastIndex(of: UInt8(ascii: "/")).map {
          (root.directory == "/" ? "" : root.directory) + "/" + file.relativePath[..<$0]
        } ?? root.directory
      applying = try effective(in: directory, below: root)
      effectiveByShownFolder[folderKey] = applying
    }
    lastFolder = (root.directory, String(shownFolder), applying)
    return applying
  }

  private mutating func effective(in directory: String, below root: Root) throws(AuditRunError)
    -> Applying
  {
    let prefix = root.directory.hasSuffix("/") ? root.directory : root.directory + "/"
    guard directory.hasPrefix(prefix), directory != root.directory else { return root.applying }
    let key = root.directory + "\n" + directory
    if let known = effective[key] { return known }
    let parent = try effective(in: Self.parent(of: directory), below: root)
    var result = parent
    if let file = configurationFile(in: directory) {
      result = applying(parent.configuration.overridden(by: try load(file)))
    }
    effective[key] = result
    return result
  }

  /// The folder holding `path`, an absolute path without `.` or `..` components: what `URL`'s
  /// `deletingLastPathComponent()` gives, without building a URL for every folder.
  static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The `.motion-audit.json` of `directory` itself, if it has one.
  private mutating func configurationFile(in directory: String) -> String? {
    if let known = configurationFiles[directory] { return known }
    let candidate = directory + "/" + ConfigurationLoader.fileName
    var isDirectory: ObjCBool = false
    let exists =
      FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
      && !isDirectory.boolValue
    let file: String? = exists ? candidate : nil
    configurationFiles[directory] = .some(file)
    return file
  }

  private mutating func load(_ file: String) throws(AuditRunError) -> Configuration {
    if let known = loaded[file] { return known }
    do {
      let configuration = try ConfigurationLoader.load(file, displayPath: displayPath(file))
      loaded[file] = configuration
      return configuration
    } catch {
      throw .configuration(error)
    }
  }

  private func applying(_ configuration: Configuration) -> Applying {
    Applying(
      configuration: configuration,
      settings: onlyRules.map { configuration.auditSettings(onlyRules: $0) }
        ?? configuration.auditSettings)
  }

  /// A configuration path relative to the current directory when it is inside it.
  private func displayPath(_ path: String) -> String {
    let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
